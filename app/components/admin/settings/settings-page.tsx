// The frame of every settings page: the back office's menu, the settings' own parts as tabs of links,
// what the last save did (saved, refused with its errors, refused because someone else saved first),
// and the form (the section's schema through useAdminForm) with the version and the fields'
// fingerprints it was opened at. After a conflict the form is drawn again from the server's answer
// (the merged values, a new version): it is keyed by the version it goes on with.
import { getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import type { z } from "zod";
import type { Language } from "../../../i18n/languages.ts";
import type { AdminMessages } from "../../../i18n/messages/admin.ts";
import type { EditingMessages } from "../../../i18n/messages/admin-editing.ts";
import type { AdminFormTexts } from "../../../i18n/messages/admin-forms/types.ts";
import type { AdminSettingsMessages } from "../../../i18n/messages/admin-settings.ts";
import type { AdminSettingsFieldMessages } from "../../../i18n/messages/admin-settings-fields.ts";
import type { EditConflictView } from "../../../shared/edit-conflict-view.ts";
import { settingsFieldLabel } from "../../../shared/settings-field-label.ts";
import { useFormBusy } from "../../forms/form-busy.ts";
import { lastResultOf, useAdminForm } from "../admin-form.ts";
import { AdminSaveButton } from "../admin-save-button.tsx";
import { EditConflict } from "../edit-conflict.tsx";
import { EditConflictChoices } from "../edit-conflict-choices.tsx";
import { SettingsFormProvider, settingsErrorTexts } from "./settings-fields.tsx";

export type SettingsSectionId = keyof AdminSettingsMessages["sections"];

const SECTION_PATHS: Record<SettingsSectionId, string> = {
  general: "/admin/settings/",
  agency: "/admin/settings/agency/",
  tracking: "/admin/settings/tracking/",
  "top-bar": "/admin/settings/top-bar/",
  footer: "/admin/settings/footer/",
  terms: "/admin/settings/terms/",
};

export interface SettingsPageData {
  language: Language;
  m: AdminMessages;
  s: AdminSettingsMessages;
  f: AdminSettingsFieldMessages;
  e: EditingMessages;
  forms: AdminFormTexts;
  version: string;
  /** The form's values as stored, as Conform reads them. */
  values: unknown;
  /** The fields' fingerprints as the form was opened, for a merge with a save made meanwhile. */
  base: string;
  enabledLanguages: Language[];
  defaultLanguage: Language;
}

/** What the action answered (formReply and what the settings add), as the page reads it. */
export interface SettingsAnswerView {
  version?: string;
  base?: string;
  conflict?: Parameters<typeof EditConflict>[0]["changes"];
  choices?: EditConflictView;
  saved?: true;
  changed?: number;
  together?: string;
}

function SectionNav({ s, current }: { s: AdminSettingsMessages; current: SettingsSectionId }) {
  return (
    <nav className="admin-tabs" aria-label={s.sectionsLabel}>
      {(Object.keys(SECTION_PATHS) as SettingsSectionId[]).map((section) => (
        <NavLink key={section} to={SECTION_PATHS[section]} end aria-current={section === current ? "page" : undefined}>
          {s.sections[section]}
        </NavLink>
      ))}
    </nav>
  );
}

function Outcome({ data, answer }: { data: SettingsPageData; answer: SettingsAnswerView | undefined }) {
  const { s, e, f, language } = data;
  if (!answer) return null;
  if (answer.saved)
    return (
      <output className="form-success">{answer.together ?? ((answer.changed ?? 0) > 0 ? e.saved : s.unchanged)}</output>
    );
  if (answer.conflict)
    return (
      <EditConflict
        changes={answer.conflict}
        m={e}
        language={language}
        fieldLabel={(field) => settingsFieldLabel(field, s, f)}
      />
    );
  return null;
}

type SettingsSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

function SettingsForm<Schema extends SettingsSchema>({
  data,
  answer,
  id,
  schema,
  children,
}: {
  data: SettingsPageData;
  answer: SettingsAnswerView | undefined;
  id: string;
  schema: Schema;
  children: (fields: ReturnType<typeof useAdminForm<Schema>>[1]) => ReactNode;
}) {
  const { s, e } = data;
  const busy = useFormBusy();
  const [form, fields] = useAdminForm({
    id,
    schema,
    lastResult: lastResultOf(answer),
    defaultValue: data.values as never,
  });
  // Refused, by the server or already in the browser, with fields to correct (a conflict alone is no refusal).
  const refused = form.status === "error" && Object.keys(form.allErrors).some((name) => name !== "");
  return (
    <SettingsFormProvider
      value={{
        s,
        f: data.f,
        kit: { texts: data.forms, ownErrors: settingsErrorTexts(s, data.defaultLanguage) },
        form,
        enabledLanguages: data.enabledLanguages,
        defaultLanguage: data.defaultLanguage,
      }}
    >
      {refused ? (
        <p className="form-alert" role="alert">
          {s.errorsTitle}
        </p>
      ) : null}
      {/* Multipart: a page's picture fields (the agency's logo) post their files with it without JavaScript. */}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="admin-editor settings-form">
        <input type="hidden" name="version" value={answer?.version ?? data.version} />
        <input type="hidden" name="base" value={answer?.base ?? data.base} />
        {answer?.choices ? <EditConflictChoices view={answer.choices} e={e} busy={busy} /> : null}
        {/* First in the form, so Enter in a field saves rather than pressing a row's button. */}
        <div className="settings-save settings-save-top">
          <AdminSaveButton label={e.save} busy={busy} />
        </div>
        {children(fields)}
        <div className="settings-save">
          <AdminSaveButton label={e.save} busy={busy} />
        </div>
      </Form>
    </SettingsFormProvider>
  );
}

export function SettingsPage<Schema extends SettingsSchema>({
  data,
  answer,
  section,
  schema,
  hasRows = false,
  children,
}: {
  data: SettingsPageData;
  answer: unknown;
  section: SettingsSectionId;
  /** The section's schema, the one its action checks the form with. */
  schema: Schema;
  /** The form has rows to add, move and remove (saved only with the rest). */
  hasRows?: boolean;
  children: (fields: ReturnType<typeof useAdminForm<Schema>>[1]) => ReactNode;
}) {
  const { s, language } = data;
  const view = answer && typeof answer === "object" ? (answer as SettingsAnswerView) : undefined;
  const version = view?.version ?? data.version;
  return (
    <div className="container page-body admin-page settings-page" lang={language}>
      <h1 id="page-title">{s.title}</h1>
      <SectionNav s={s} current={section} />
      <h2>{s.sections[section]}</h2>
      <p>{s.intros[section]}</p>
      {hasRows ? <p className="admin-hint">{s.rows.unsavedHint}</p> : null}
      <Outcome data={data} answer={view} />
      <SettingsForm key={version} data={data} answer={view} id={`settings-${section}`} schema={schema}>
        {children}
      </SettingsForm>
    </div>
  );
}
