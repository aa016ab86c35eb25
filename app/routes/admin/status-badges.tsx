import { getFormProps } from "@conform-to/react";
import { Form, useActionData } from "react-router";
import { formReply, readSubmission } from "../../.server/admin/form-reply.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { badgesVersion, saveStatusBadges } from "../../.server/admin/status-badges.ts";
import { readBadgeSettings, siteBadgeWords } from "../../.server/catalog/status-badge-settings.ts";
import { AdminField } from "../../components/admin/admin-field.tsx";
import { lastResultOf, useAdminForm } from "../../components/admin/admin-form.ts";
import { AdminSaveButton } from "../../components/admin/admin-save-button.tsx";
import { LanguageTabs } from "../../components/admin/language-tabs.tsx";
import { statusBadgesSchema } from "../../domain/admin-forms/catalog-label-forms.ts";
import { BADGE_TONE_NAMES, STATUS_BADGES } from "../../domain/status-badges.ts";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_CATALOG_LABELS_MESSAGES } from "../../i18n/messages/admin-catalog-labels.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import type { Route } from "./+types/status-badges";
import "../../styles/admin-editing.css";
import "../../styles/admin-catalog-labels.css";
import { useFormBusy } from "../../components/forms/form-busy.ts";

/** The status badges' words, tones and places: managers only. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const settings = await readBadgeSettings();
  const version = await badgesVersion();
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    t: ADMIN_CATALOG_LABELS_MESSAGES[user.language].badges,
    languageName: ADMIN_CATALOG_LABELS_MESSAGES[user.language].types.languageName,
    f: adminFormTexts(user.language),
    siteWords: Object.fromEntries(LANGUAGES.map((language) => [language, siteBadgeWords(language)])),
    values: {
      version,
      badges: Object.fromEntries(
        STATUS_BADGES.map((badge) => {
          const setting = settings[badge];
          return [
            badge,
            {
              labels: Object.fromEntries(LANGUAGES.map((language) => [language, setting.labels[language] ?? ""])),
              tone: setting.tone,
              onCards: setting.onCards,
              onDetail: setting.onDetail,
            },
          ];
        }),
      ),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const { submission } = await readSubmission(request, statusBadgesSchema);
  if (submission.status !== "success") return formReply(submission);
  const saved = await saveStatusBadges({ id: user.id, name: user.name }, submission.value);
  // Everything typed comes back; the new version lets the next save through on purpose.
  if (saved.outcome === "stale")
    return formReply(submission, { formErrors: ["stale"], status: 409 }, { version: saved.version });
  return formReply(submission, { resetForm: true }, { outcome: saved.outcome });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.t.title} | ${loaderData.m.backOfficeTitle}` : "" }];
}

export default function StatusBadges({ loaderData }: Route.ComponentProps) {
  // Drawn anew from what a save stored: the form starts from the stored values and their version.
  return <BadgesEditor key={loaderData.values.version} data={loaderData} />;
}

function BadgesEditor({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { t, f, language, values, siteWords, languageName } = data;
  const answer = useActionData<typeof action>();
  const busy = useFormBusy();
  const [form, fields] = useAdminForm({
    id: "status-badges",
    schema: statusBadgesSchema,
    lastResult: lastResultOf(answer),
    defaultValue: values,
  });
  const badges = fields.badges.getFieldset();
  const outcome = answer && "outcome" in answer ? answer.outcome : undefined;
  const version = answer && "version" in answer && typeof answer.version === "string" ? answer.version : values.version;
  return (
    <div className="container page-body admin-page catalog-labels-page" lang={language}>
      <h1 id="page-title">{t.title}</h1>
      <p>{t.intro}</p>
      {outcome ? <output className="form-success">{outcome === "saved" ? t.saved : t.unchanged}</output> : null}
      {form.errors?.map((key) => (
        <p key={key} className="form-alert" role="alert">
          {key === "stale" ? t.stale : f.checkFields}
        </p>
      ))}
      <Form method="post" {...getFormProps(form)} className="admin-editor">
        <input type="hidden" name="version" value={version} />
        {STATUS_BADGES.map((badge) => {
          const badgeFields = badges[badge].getFieldset();
          const labels = badgeFields.labels.getFieldset();
          const typed = labels[language].value;
          const preview = typeof typed === "string" && typed.trim() ? typed : (siteWords[language]?.[badge] ?? "");
          const tone = typeof badgeFields.tone.value === "string" ? badgeFields.tone.value : "";
          return (
            <fieldset key={badge}>
              <legend>{t.badge[badge]}</legend>
              <p className="badge-preview-row">
                <span>{t.preview}:</span>
                <span className={`badge-preview badge-tone-${tone}`}>{preview}</span>
              </p>
              {/* One language at a time (each badge's four fields made the page 5,000 px tall on a phone);
                  every language is still sent, and without JavaScript all four stand one under another. */}
              <LanguageTabs
                languages={LANGUAGES}
                label={`${t.label}: ${t.badge[badge]}`}
                selected={LANGUAGES.find((l) => (labels[l].errors?.length ?? 0) > 0) ?? language}
              >
                {(l) => (
                  <div className="admin-form-grid">
                    <AdminField
                      meta={labels[l]}
                      label={`${t.label} (${languageName[l]})`}
                      hint={fill(t.labelHint, { words: siteWords[l]?.[badge] ?? "" })}
                      lang={l}
                      texts={f}
                    />
                  </div>
                )}
              </LanguageTabs>
              <div className="admin-form-grid badge-settings">
                <AdminField
                  meta={badgeFields.tone}
                  label={t.tone}
                  hint={t.toneHint}
                  kind="select"
                  options={BADGE_TONE_NAMES.map((name) => ({ value: name, label: t.tones[name] }))}
                  texts={f}
                />
                <AdminField meta={badgeFields.onCards} label={t.onCards} kind="checkbox" texts={f} />
                <AdminField meta={badgeFields.onDetail} label={t.onDetail} kind="checkbox" texts={f} />
              </div>
            </fieldset>
          );
        })}
        <AdminSaveButton label={t.save} busy={busy} />
      </Form>
    </div>
  );
}
