// The frame of every settings page: the back office's menu, the settings' own parts as tabs of links,
// what the last save did (saved, refused with its errors, refused because someone else saved first),
// and the form with the version it was opened at. The form is drawn again from the server's answer
// after each button (its key changes), and the focus goes where the answer says.
import { type ReactNode, useEffect } from "react";
import { Form, NavLink, useNavigation } from "react-router";
import type { Language } from "../../../i18n/languages.ts";
import type { AdminMessages } from "../../../i18n/messages/admin.ts";
import type { EditingMessages } from "../../../i18n/messages/admin-editing.ts";
import type { AdminSettingsMessages } from "../../../i18n/messages/admin-settings.ts";
import type { AdminSettingsFieldMessages } from "../../../i18n/messages/admin-settings-fields.ts";
import type { FormAnswer, FormValues } from "../../../shared/flat-form.ts";
import { settingsFieldLabel } from "../../../shared/settings-field-label.ts";
import { EditConflict } from "../edit-conflict.tsx";
import { EditConflictChoices } from "../edit-conflict-choices.tsx";
import { SettingsFormProvider } from "./settings-fields.tsx";

export type SettingsSectionId = keyof AdminSettingsMessages["sections"];

const SECTION_PATHS: Record<SettingsSectionId, string> = {
  general: "/admin/settings/",
  agency: "/admin/settings/agency/",
  tracking: "/admin/settings/tracking/",
  "top-bar": "/admin/settings/top-bar/",
  footer: "/admin/settings/footer/",
};

export interface SettingsPageData {
  language: Language;
  m: AdminMessages;
  s: AdminSettingsMessages;
  f: AdminSettingsFieldMessages;
  e: EditingMessages;
  version: string;
  values: FormValues;
  /** The fields' fingerprints as the form was opened, for a merge with a save made meanwhile. */
  base: string;
  enabledLanguages: Language[];
  defaultLanguage: Language;
  lists: Readonly<Record<string, number>>;
}

export type SettingsActionData = FormAnswer | { saved: true; changed: number; together?: string } | undefined;

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

function Outcome({ data, answer }: { data: SettingsPageData; answer: SettingsActionData }) {
  const { s, e, f, language } = data;
  if (!answer) return null;
  if ("saved" in answer)
    return <output className="form-success">{answer.together ?? (answer.changed > 0 ? e.saved : s.unchanged)}</output>;
  if (answer.conflict && !answer.choices)
    return (
      <EditConflict
        changes={answer.conflict}
        m={e}
        language={language}
        fieldLabel={(field) => settingsFieldLabel(field, s, f)}
      />
    );
  if (Object.keys(answer.errors).length > 0)
    return (
      <p className="form-alert" role="alert">
        {s.errorsTitle}
      </p>
    );
  return null;
}

export function SettingsPage({
  data,
  answer,
  section,
  children,
}: {
  data: SettingsPageData;
  answer: SettingsActionData;
  section: SettingsSectionId;
  children: ReactNode;
}) {
  const { s, e, language } = data;
  const busy = useNavigation().state === "submitting";
  const form = answer && "values" in answer ? answer : undefined;
  const values = form?.values ?? data.values;
  const version = form?.version ?? data.version;

  useEffect(() => {
    if (form?.focus) document.getElementById(form.focus)?.focus();
  }, [form]);

  return (
    <div className="container page-body admin-page settings-page" lang={language}>
      <h1 id="page-title">{s.title}</h1>
      <SectionNav s={s} current={section} />
      <h2>{s.sections[section]}</h2>
      <p>{s.intros[section]}</p>
      {Object.keys(data.lists).length > 0 ? <p className="admin-hint">{s.rows.unsavedHint}</p> : null}
      <Outcome data={data} answer={answer} />
      <SettingsFormProvider
        value={{
          values,
          errors: form?.errors ?? {},
          s,
          f: data.f,
          enabledLanguages: data.enabledLanguages,
          defaultLanguage: data.defaultLanguage,
          lists: data.lists,
        }}
      >
        <Form method="post" noValidate className="admin-editor settings-form" key={form?.revision ?? data.version}>
          <input type="hidden" name="version" value={version} />
          <input type="hidden" name="base" value={form?.base ?? data.base} />
          {form?.choices ? <EditConflictChoices view={form.choices} e={e} busy={busy} /> : null}
          {/* First in the form, so Enter in a field saves rather than pressing a row's button. */}
          <div className="settings-save settings-save-top">
            <button type="submit" name="intent" value="save" className="btn btn-accent" disabled={busy}>
              {e.save}
            </button>
          </div>
          {children}
          <div className="settings-save">
            <button type="submit" name="intent" value="save" className="btn btn-accent" disabled={busy}>
              {e.save}
            </button>
          </div>
        </Form>
      </SettingsFormProvider>
    </div>
  );
}
