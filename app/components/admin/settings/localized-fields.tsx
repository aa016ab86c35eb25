// Texts kept per language, in a tab per language; every language is sent with each save. A tab says
// when an enabled language lacks a text another language has, and when it holds an error; the first
// tab with an error is the one shown.
import { useState } from "react";
import { missingTranslations } from "../../../domain/site-settings-rules.ts";
import { fill } from "../../../i18n/fill.ts";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../../../i18n/languages.ts";
import { LanguageTabs, TabNote } from "../language-tabs.tsx";
import { TextField, useSettingsForm } from "./settings-fields.tsx";

export interface LocalizedField {
  /** The part of the name before the language: "footer.0.title" for "footer.0.title.nl". */
  name: string;
  label: string;
  multiline?: boolean;
  required?: boolean;
}

function Marks({ missing, error, disabled }: { missing: boolean; error: boolean; disabled: boolean }) {
  const { s } = useSettingsForm();
  const marks = [error && s.tabs.hasError, missing && s.tabs.missing, disabled && s.tabs.disabled].filter(Boolean);
  return <TabNote text={marks.join(", ")} quiet={!error && !missing} />;
}

function Fields({
  fields,
  language,
  onText,
}: {
  fields: readonly LocalizedField[];
  language: Language;
  onText: (name: string, text: string) => void;
}) {
  return (
    <div className="admin-form-grid">
      {fields.map((field) => (
        <TextField
          key={field.name}
          name={`${field.name}.${language}`}
          label={
            <>
              {field.label}
              <span className="visually-hidden"> ({LANGUAGE_NAMES[language]})</span>
            </>
          }
          multiline={field.multiline}
          required={field.required}
          wide
          lang={language}
          onText={onText}
        />
      ))}
    </div>
  );
}

/** The fields of `fields`, per language; `title` names the group for the tab list. */
export function LocalizedFields({ fields, title }: { fields: readonly LocalizedField[]; title: string }) {
  const { values, errors, s, enabledLanguages } = useSettingsForm();
  const [texts, setTexts] = useState(values);
  const onText = (name: string, text: string) => setTexts((current) => ({ ...current, [name]: text }));

  const missing = new Set<Language>();
  for (const field of fields) {
    const byLanguage = Object.fromEntries(LANGUAGES.map((language) => [language, texts[`${field.name}.${language}`]]));
    for (const language of missingTranslations(byLanguage, enabledLanguages)) missing.add(language);
  }
  const hasError = (language: Language) => fields.some((field) => errors[`${field.name}.${language}`] !== undefined);
  const marks = (language: Language) => (
    <Marks missing={missing.has(language)} error={hasError(language)} disabled={!enabledLanguages.includes(language)} />
  );

  const first = LANGUAGES.find(hasError) ?? LANGUAGES.find((language) => enabledLanguages.includes(language)) ?? "nl";
  return (
    <LanguageTabs languages={LANGUAGES} label={fill(s.tabs.label, { field: title })} selected={first} note={marks}>
      {(language) => <Fields fields={fields} language={language} onText={onText} />}
    </LanguageTabs>
  );
}
