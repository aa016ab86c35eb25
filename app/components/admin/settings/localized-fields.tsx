/* oxlint-disable typescript/no-explicit-any -- the field of any settings schema: see LocalizedField.meta */
// Texts kept per language, in a tab per language; every language is sent with each save. A tab says
// when an enabled language lacks a text another language has (from what is typed, as it is typed),
// and when it holds an error; the first tab with an error is the one shown.
import type { FieldMetadata } from "@conform-to/react";
import { missingTranslations } from "../../../domain/site-settings-rules.ts";
import { fill } from "../../../i18n/fill.ts";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../../../i18n/languages.ts";
import { AdminField } from "../admin-field.tsx";
import { LanguageTabs, TabNote } from "../language-tabs.tsx";
import { useSettingsForm } from "./settings-fields.tsx";

type PerLanguage = Partial<Record<Language, string | undefined>> | undefined;

export interface LocalizedField {
  /** The field holding a text per language ("footer[0].title"). */
  // biome-ignore lint/suspicious/noExplicitAny: the field of any settings schema, a text per language.
  meta: FieldMetadata<PerLanguage, any, string[]>;
  label: string;
  multiline?: boolean;
}

function Marks({ missing, error, disabled }: { missing: boolean; error: boolean; disabled: boolean }) {
  const { s } = useSettingsForm();
  const marks = [error && s.tabs.hasError, missing && s.tabs.missing, disabled && s.tabs.disabled].filter(Boolean);
  return <TabNote text={marks.join(", ")} quiet={!error && !missing} />;
}

/** The fields of `fields`, per language; `title` names the group for the tab list. */
export function LocalizedFields({ fields, title }: { fields: readonly LocalizedField[]; title: string }) {
  const { s, kit, enabledLanguages } = useSettingsForm();
  const missing = new Set<Language>();
  for (const field of fields) {
    const typed = field.meta.getFieldset();
    const byLanguage = Object.fromEntries(
      LANGUAGES.map((language) => [language, typeof typed[language].value === "string" ? typed[language].value : ""]),
    );
    for (const language of missingTranslations(byLanguage, enabledLanguages)) missing.add(language);
  }
  const hasError = (language: Language) =>
    fields.some((field) => (field.meta.getFieldset()[language].errors?.length ?? 0) > 0);
  const marks = (language: Language) => (
    <Marks missing={missing.has(language)} error={hasError(language)} disabled={!enabledLanguages.includes(language)} />
  );

  const first = LANGUAGES.find(hasError) ?? LANGUAGES.find((language) => enabledLanguages.includes(language)) ?? "nl";
  return (
    <LanguageTabs languages={LANGUAGES} label={fill(s.tabs.label, { field: title })} selected={first} note={marks}>
      {(language) => (
        <div className="admin-form-grid">
          {fields.map((field) => (
            <AdminField
              key={field.meta.name}
              meta={field.meta.getFieldset()[language]}
              label={`${field.label} (${LANGUAGE_NAMES[language]})`}
              lang={language}
              className="admin-field-wide"
              {...kit}
              {...(field.multiline ? { kind: "textarea" as const, rows: 4 } : {})}
            />
          ))}
        </div>
      )}
    </LanguageTabs>
  );
}
