// Texts kept per language, in a tab per language (the WAI-ARIA tabs pattern: arrow keys, Home and End
// move between tabs). Every tab's fields stay in the form (other tabs are hidden, not removed), so a
// save sends all four languages. Without JavaScript, and until it runs, the languages are shown one
// under the other. A tab says when an enabled language lacks a text another language has, and when it
// holds an error; the first tab with an error is the one shown.
// Not React Aria's tabs: their press handling injects a <style> element, which the site's
// Content-Security-Policy (style-src 'self') refuses, and every refusal is an error in the console.
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { missingTranslations } from "../../../domain/site-settings-rules.ts";
import { fill } from "../../../i18n/fill.ts";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../../../i18n/languages.ts";
import { useHydrated } from "../../modules/use-media.ts";
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
  return marks.length > 0 ? (
    <span className={error || missing ? "admin-missing" : "admin-hint"}> ({marks.join(", ")})</span>
  ) : null;
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
  const hydrated = useHydrated();
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

  if (!hydrated)
    return (
      <div className="settings-languages">
        {LANGUAGES.map((language) => (
          <fieldset key={language} className="settings-language">
            <legend>
              <span lang={language}>{LANGUAGE_NAMES[language]}</span>
              {marks(language)}
            </legend>
            <Fields fields={fields} language={language} onText={onText} />
          </fieldset>
        ))}
      </div>
    );

  const first = LANGUAGES.find(hasError) ?? LANGUAGES.find((language) => enabledLanguages.includes(language)) ?? "nl";
  return (
    <LanguageTabs label={fill(s.tabs.label, { field: title })} first={first} marks={marks}>
      {(language) => <Fields fields={fields} language={language} onText={onText} />}
    </LanguageTabs>
  );
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function LanguageTabs({
  label,
  first,
  marks,
  children,
}: {
  label: string;
  first: Language;
  marks: (language: Language) => ReactNode;
  children: (language: Language) => ReactNode;
}) {
  const [selected, setSelected] = useState<Language>(first);
  const base = useId();
  const tabs = useRef(new Map<Language, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const next = NEXT_KEYS[event.key];
    if (!next) return;
    event.preventDefault();
    const language = LANGUAGES[next(LANGUAGES.indexOf(selected), LANGUAGES.length)] ?? selected;
    setSelected(language);
    tabs.current.get(language)?.focus();
  };
  return (
    <div className="settings-tabs">
      <div role="tablist" aria-label={label} className="settings-tab-list">
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            role="tab"
            id={`${base}-tab-${language}`}
            aria-controls={`${base}-panel-${language}`}
            aria-selected={language === selected}
            tabIndex={language === selected ? 0 : -1}
            className="settings-tab"
            ref={(element) => {
              if (element) tabs.current.set(language, element);
              else tabs.current.delete(language);
            }}
            onClick={() => setSelected(language)}
            onKeyDown={onKeyDown}
          >
            <span lang={language}>{LANGUAGE_NAMES[language]}</span>
            {marks(language)}
          </button>
        ))}
      </div>
      {LANGUAGES.map((language) => (
        <div
          key={language}
          role="tabpanel"
          id={`${base}-panel-${language}`}
          aria-labelledby={`${base}-tab-${language}`}
          hidden={language !== selected}
          className="settings-tab-panel"
        >
          {children(language)}
        </div>
      ))}
    </div>
  );
}
