// A panel per language. Without JavaScript the panels stand one under the other, so every field is
// there to fill and to send; with it they become tabs (React Aria: arrow keys move between them).
// Every panel stays in the form either way: a hidden panel's fields are still sent, so saving never
// drops another language's texts.
import type { ReactNode } from "react";
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import type { Language } from "../../../i18n/languages.ts";
import { LANGUAGE_NAMES } from "../../../i18n/languages.ts";
import { useHydrated } from "../../modules/use-media.ts";
import { PressableStyleInPlace } from "../react-aria-csp.tsx";

export function LanguageTabs({
  languages,
  label,
  note,
  panel,
  idPrefix,
}: {
  languages: readonly Language[];
  label: string;
  /** What the tab of a language says besides its name: a missing translation, errors. */
  note: (language: Language) => string;
  panel: (language: Language) => ReactNode;
  idPrefix: string;
}) {
  const hydrated = useHydrated();
  const title = (language: Language) => (
    <>
      <span lang={language}>{LANGUAGE_NAMES[language]}</span>
      {note(language) ? <span className="admin-missing"> ({note(language)})</span> : null}
    </>
  );
  if (!hydrated) {
    return (
      <div className="admin-language-panels">
        <PressableStyleInPlace />
        {languages.map((language) => (
          <section key={language} aria-labelledby={`${idPrefix}-${language}`} className="admin-language-panel">
            <h3 id={`${idPrefix}-${language}`}>{title(language)}</h3>
            {panel(language)}
          </section>
        ))}
      </div>
    );
  }
  return (
    <>
      <PressableStyleInPlace />
      <Tabs className="admin-tabs admin-language-tabs">
        <TabList aria-label={label}>
          {languages.map((language) => (
            <Tab key={language} id={language} className="btn btn-outline admin-tab">
              {title(language)}
            </Tab>
          ))}
        </TabList>
        {languages.map((language) => (
          <TabPanel key={language} id={language} shouldForceMount className="admin-language-panel">
            {panel(language)}
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}
