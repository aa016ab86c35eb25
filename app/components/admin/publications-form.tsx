// The form of a listing's publications: a group of fields per portal (portal, online since, the
// advert's address) with whether that portal sends figures, a remove button each and one to add a
// portal (Conform's list buttons: in the page with JavaScript, by the server without). The whole list
// is saved with one button.
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { publicationsSchema } from "../../domain/admin-forms/publication-forms.ts";
import { OWN_LIST, PUBLICATION_PORTALS, portalName, publicationPortal } from "../../domain/portals.ts";
import { fill } from "../../i18n/fill.ts";
import type { AdminFormTexts } from "../../i18n/messages/admin-forms/types.ts";
import type { AdminPublicationsMessages } from "../../i18n/messages/admin-publications.ts";
import { AdminField } from "./admin-field.tsx";
import { lastResultOf, useAdminForm } from "./admin-form.ts";
import { AdminAddRow, addRowButtonId } from "./admin-rows.tsx";
import { AdminSaveButton } from "./admin-save-button.tsx";

interface StoredPublication {
  portal: string;
  since: string;
  url: string | null;
}

export function PublicationsForm({
  t,
  f,
  busy,
  ownHost,
  kept,
  today,
  stored,
  version,
  lastResult,
}: {
  t: AdminPublicationsMessages;
  f: AdminFormTexts;
  busy: boolean;
  ownHost: string;
  kept: string[];
  today: string;
  stored: StoredPublication[];
  version: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const schema = publicationsSchema(ownHost, kept);
  const [form, fields] = useAdminForm({
    id: "publications",
    schema,
    lastResult: lastResultOf(lastResult ? { form: "form", result: lastResult } : undefined),
    defaultValue: {
      base: version,
      publications: stored.map((row) => ({ portal: row.portal, since: row.since, url: row.url ?? "" })),
    },
  });
  const nameOf = (key: string) => (key === OWN_LIST ? t.ownList : portalName(key));
  const options = [...PUBLICATION_PORTALS.map((portal) => portal.key), ...kept].map((key) => ({
    value: key,
    label: nameOf(key),
  }));
  const rows = fields.publications.getFieldList();
  const chosen = new Set(rows.map((row) => row.getFieldset().portal.value));
  const next = PUBLICATION_PORTALS.find((portal) => !chosen.has(portal.key))?.key ?? PUBLICATION_PORTALS[0]?.key;
  const own = t.errors;
  const kit = { texts: f, ownErrors: own };
  return (
    <Form method="post" {...getFormProps(form)} className="admin-form admin-publications-form">
      <input type="hidden" name={fields.base.name} value={version} />
      <h2 id="publications-heading">{t.heading}</h2>
      {rows.length === 0 ? <p>{t.none}</p> : null}
      {rows.map((row, index) => {
        const publication = row.getFieldset();
        const which = fill(t.row, { number: index + 1 });
        const portal = typeof publication.portal.value === "string" ? publication.portal.value : "";
        const sends = publicationPortal(portal)?.sendsFigures;
        const named = portal ? nameOf(portal) : which;
        return (
          <fieldset key={row.key} className="admin-publication">
            <legend>{named}</legend>
            <AdminField
              meta={publication.portal}
              label={t.portal}
              kind="select"
              options={options}
              row={which}
              {...kit}
            />
            <AdminField meta={publication.since} label={t.since} kind="date" row={which} {...kit} />
            <AdminField meta={publication.url} label={t.url} kind="url" hint={t.urlHint} row={which} {...kit} />
            <p className="admin-publication-figures">
              <span className="admin-publication-figures-label">{t.figures}: </span>
              {sends === undefined ? "–" : sends ? t.sendsFigures : t.noFigures}
            </p>
            <button
              {...form.remove.getButtonProps({ name: fields.publications.name, index })}
              className="btn admin-row-button"
              aria-label={fill(f.rows.remove, { name: named })}
              onClick={() => {
                setTimeout(
                  () => document.getElementById(addRowButtonId(form.id, fields.publications.name))?.focus(),
                  0,
                );
              }}
            >
              {f.rows.delete}
            </button>
          </fieldset>
        );
      })}
      <p className="admin-publications-actions">
        <AdminAddRow
          form={form}
          list={fields.publications.name}
          count={rows.length}
          max={options.length}
          firstFieldId={(index) => `${form.id}-${fields.publications.name}[${index}].portal`}
          defaultValue={{ portal: next, since: today, url: "" }}
        >
          {t.add}
        </AdminAddRow>
        <AdminSaveButton label={t.save} busy={busy} />
      </p>
    </Form>
  );
}
