import type { ReactNode } from "react";
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import { LANGUAGE_NAMES, type Language } from "../../i18n/languages.ts";
import { useHydrated } from "../modules/use-media.ts";
import { PressableStyleInPlace } from "./react-aria-csp.tsx";

export interface LanguageTab {
  language: Language;
  /** Nothing is written in this language yet: marked on its tab. */
  missing: boolean;
}

/**
 * A text's fields per language, a tab per language. Every language's fields stay in the form (the
 * panels not shown are mounted but inert), so one save sends all of them. Before the page's
 * JavaScript runs (or without it) the languages are shown one below the other: tabs need it.
 */
export function LanguageTabs({
  label,
  tabs,
  missingText,
  selected,
  idPrefix,
  children,
}: {
  label: string;
  tabs: readonly LanguageTab[];
  missingText: string;
  /** The tab shown first (one with an error, say). */
  selected?: Language;
  idPrefix: string;
  children: (language: Language) => ReactNode;
}) {
  const hydrated = useHydrated();
  const name = (tab: LanguageTab) => (
    <>
      <span lang={tab.language}>{LANGUAGE_NAMES[tab.language]}</span>
      {tab.missing ? <span className="admin-missing"> ({missingText})</span> : null}
    </>
  );
  if (!hydrated)
    return (
      <div className="admin-language-stack">
        {tabs.map((tab) => (
          <section key={tab.language} aria-labelledby={`${idPrefix}-${tab.language}-heading`}>
            <h3 id={`${idPrefix}-${tab.language}-heading`}>{name(tab)}</h3>
            {children(tab.language)}
          </section>
        ))}
      </div>
    );
  return (
    <Tabs className="admin-language-tabs" defaultSelectedKey={selected ?? tabs[0]?.language}>
      <PressableStyleInPlace />
      <TabList aria-label={label}>
        {tabs.map((tab) => (
          <Tab key={tab.language} id={tab.language} className="admin-tab">
            {name(tab)}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.language} id={tab.language} shouldForceMount className="admin-tab-panel">
          {children(tab.language)}
        </TabPanel>
      ))}
    </Tabs>
  );
}
