import { getFormProps } from "@conform-to/react";
import { Form, useActionData } from "react-router";
import { recordVersion } from "../../.server/admin/edit-record.ts";
import { formReply, readSubmission } from "../../.server/admin/form-reply.ts";
import { positiveIdParam } from "../../.server/admin/id-param.ts";
import { propertyType, savePropertyType } from "../../.server/admin/property-types.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { notFound } from "../../.server/http-errors.ts";
import { siteData } from "../../.server/site-settings.ts";
import { AdminField } from "../../components/admin/admin-field.tsx";
import { lastResultOf, useAdminForm } from "../../components/admin/admin-form.ts";
import { AdminSaveButton } from "../../components/admin/admin-save-button.tsx";
import { Link } from "../../components/ui/link.tsx";
import { propertyTypeSchema, TYPE_ORDER_MAX } from "../../domain/admin-forms/catalog-label-forms.ts";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_CATALOG_LABELS_MESSAGES } from "../../i18n/messages/admin-catalog-labels.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import { adminHref } from "../../shared/admin-pages.ts";
import { localize } from "../../shared/localize.ts";
import type { Route } from "./+types/property-type";
import "../../styles/admin-editing.css";
import "../../styles/admin-catalog-labels.css";
import { useFormBusy } from "../../components/forms/form-busy.ts";

/** What the type holds now, shown beside what was typed when someone saved it meanwhile. */
interface StoredType {
  names: Partial<Record<string, string>>;
  showOrder: number;
  sale: boolean;
  rent: boolean;
}

/** One property type's names, order and flags: managers only. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const type = await propertyType(positiveIdParam(params, "id"));
  if (!type) notFound();
  const { settings } = await siteData();
  return {
    language: user.language,
    defaultLanguage: settings.fallback,
    m: ADMIN_MESSAGES[user.language],
    t: ADMIN_CATALOG_LABELS_MESSAGES[user.language].types,
    f: adminFormTexts(user.language),
    webId: type.webId,
    name: localize(type.names, user.language, settings.fallback),
    values: {
      version: recordVersion(type.updatedAt),
      names: Object.fromEntries(LANGUAGES.map((language) => [language, type.names[language] ?? ""])),
      showOrder: String(type.showOrder),
      sale: type.sale,
      rent: type.rent,
    },
    backHref: adminHref("property-types"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const webId = positiveIdParam(params, "id");
  const { settings } = await siteData();
  const { submission } = await readSubmission(request, propertyTypeSchema(settings.fallback));
  if (submission.status !== "success") return formReply(submission);
  const saved = await savePropertyType({ id: user.id, name: user.name }, webId, submission.value);
  if (saved.outcome === "missing") notFound();
  if (saved.outcome === "stale") {
    // Everything typed comes back; the new version lets the next save through on purpose.
    const row = await propertyType(webId);
    const stored: StoredType | null = row
      ? { names: row.names, showOrder: row.showOrder, sale: row.sale, rent: row.rent }
      : null;
    return formReply(submission, { formErrors: ["stale"], status: 409 }, { version: saved.version, stored });
  }
  return formReply(submission, { resetForm: true }, { outcome: saved.outcome });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.name} | ${loaderData.t.title} | ${loaderData.m.backOfficeTitle}` : "" }];
}

export default function PropertyTypeEditor({ loaderData }: Route.ComponentProps) {
  // Drawn anew from what a save stored: the form starts from the stored values and their version.
  return <TypeEditor key={loaderData.values.version} data={loaderData} />;
}

function TypeEditor({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { t, f, language, defaultLanguage, values, webId, name } = data;
  const answer = useActionData<typeof action>();
  const busy = useFormBusy();
  const [form, fields] = useAdminForm({
    id: "property-type",
    schema: propertyTypeSchema(defaultLanguage),
    lastResult: lastResultOf(answer),
    defaultValue: values,
  });
  const names = fields.names.getFieldset();
  const stale =
    answer && "stored" in answer ? (answer as unknown as { version: string; stored: StoredType | null }) : undefined;
  const outcome = answer && "outcome" in answer ? answer.outcome : undefined;
  return (
    <div className="container page-body admin-page catalog-labels-page" lang={language}>
      <p>
        <Link to={data.backHref}>{t.back}</Link>
      </p>
      <h1 id="page-title">{fill(t.editTitle, { id: webId, name })}</h1>
      {outcome ? <output className="form-success">{outcome === "saved" ? t.saved : t.unchanged}</output> : null}
      {form.errors?.map((key) => (
        <p key={key} className="form-alert" role="alert">
          {key === "stale" ? t.stale : f.checkFields}
        </p>
      ))}
      {stale?.stored ? (
        <dl className="catalog-labels-stored">
          <dt>{t.storedNow}</dt>
          <dd>
            {LANGUAGES.map((l) => `${l.toUpperCase()}: ${stale.stored?.names[l] ?? ""}`).join(" · ")} · {t.order}:{" "}
            {stale.stored.showOrder} · {t.sale}: {stale.stored.sale ? t.yes : t.no} · {t.rent}:{" "}
            {stale.stored.rent ? t.yes : t.no}
          </dd>
        </dl>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="admin-editor">
        <input type="hidden" name="version" value={stale?.version ?? values.version} />
        <fieldset>
          <legend>{t.names}</legend>
          <p className="admin-hint">{t.nameHint}</p>
          <div className="admin-form-grid">
            {LANGUAGES.map((l) => (
              <AdminField key={l} meta={names[l]} label={`${t.name} (${t.languageName[l]})`} lang={l} texts={f} />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t.flags}</legend>
          <div className="admin-form-grid">
            <AdminField
              meta={fields.showOrder}
              label={t.order}
              hint={fill(t.orderHint, { max: TYPE_ORDER_MAX })}
              kind="number"
              number="count"
              texts={f}
            />
            <AdminField meta={fields.sale} label={t.saleLabel} kind="checkbox" texts={f} />
            <AdminField meta={fields.rent} label={t.rentLabel} kind="checkbox" texts={f} />
          </div>
        </fieldset>
        <AdminSaveButton label={t.save} busy={busy} />
      </Form>
    </div>
  );
}
