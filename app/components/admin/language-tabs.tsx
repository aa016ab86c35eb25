// A text's fields per language, a tab per language: the one language-tabs widget of the back
// office's editors (listings, projects, pages, articles, settings).
// Without JavaScript, and until it runs, every language's fields stand one under the other, so each
// can be filled and is sent. Once the page runs they become tabs following the WAI-ARIA tabs pattern
// (arrow keys, Home and End move between tabs); the panels not shown are hidden, not removed, so one
// save still sends every language. Written by hand rather than with React Aria's tabs: theirs inject
// a <style> element the site's Content-Security-Policy refuses, and they weigh more.
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { LANGUAGE_NAMES, type Language } from "../../i18n/languages.ts";
import { useHydrated } from "../modules/use-media.ts";

const NEXT_TAB: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * What a tab says after the language's name, in brackets: a missing translation, a field to correct.
 * `quiet` for a remark that is no problem (a language switched off).
 */
export function TabNote({ text, quiet = false }: { text: string; quiet?: boolean }) {
  return text ? <span className={quiet ? "admin-hint" : "admin-missing"}> ({text})</span> : null;
}

export function LanguageTabs({
  languages,
  label,
  note,
  selected,
  children,
}: {
  languages: readonly Language[];
  /** Names the tab list for assistive technology ("Texts", "Footer column 1"). */
  label: string;
  /** What a language's tab says besides its name (a TabNote), or nothing. */
  note?: (language: Language) => ReactNode;
  /** The tab shown first (the first with an error, say); else the first language. */
  selected?: Language | undefined;
  children: (language: Language) => ReactNode;
}) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState<Language>(
    selected && languages.includes(selected) ? selected : (languages[0] ?? "nl"),
  );
  // A new `selected` (a save refused for a field in another language) shows that language's tab.
  const [selectedBefore, setSelectedBefore] = useState(selected);
  if (selected !== selectedBefore) {
    setSelectedBefore(selected);
    if (selected && languages.includes(selected)) setCurrent(selected);
  }
  const base = useId();
  const tabs = useRef(new Map<Language, HTMLButtonElement>());
  const name = (language: Language) => (
    <>
      <span lang={language}>{LANGUAGE_NAMES[language]}</span>
      {note?.(language)}
    </>
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const next = NEXT_TAB[event.key];
    if (!next) return;
    event.preventDefault();
    const language = languages[next(languages.indexOf(current), languages.length)] ?? current;
    setCurrent(language);
    tabs.current.get(language)?.focus();
  };
  // The panels are the same elements before and after the page runs, only their attributes change,
  // and the tab list comes in before them: React keeps the fields inside, and with them whatever
  // was typed while the page was still being hydrated (it is hydrated in slices, between which the
  // browser takes input). Panels of other elements would be new fields, empty or as the server sent
  // them.
  return (
    <div className={hydrated ? "admin-language-tabs" : "admin-language-panels"}>
      {hydrated ? (
        <div role="tablist" aria-label={label} className="admin-tab-list">
          {languages.map((language) => (
            <button
              key={language}
              type="button"
              role="tab"
              id={`${base}-tab-${language}`}
              aria-controls={`${base}-panel-${language}`}
              aria-selected={language === current}
              tabIndex={language === current ? 0 : -1}
              className="admin-tab"
              ref={(element) => {
                if (element) tabs.current.set(language, element);
                else tabs.current.delete(language);
              }}
              onClick={() => setCurrent(language)}
              onKeyDown={onKeyDown}
            >
              {name(language)}
            </button>
          ))}
        </div>
      ) : null}
      {languages.map((language) => (
        <div
          key={language}
          {...(hydrated
            ? {
                role: "tabpanel",
                id: `${base}-panel-${language}`,
                "aria-labelledby": `${base}-tab-${language}`,
                hidden: language !== current,
                className: "admin-tab-panel",
              }
            : // Until then (and without JavaScript) every language's fields are a group of their own.
              { role: "group", "aria-labelledby": `${base}-name-${language}`, className: "admin-language-panel" })}
        >
          {hydrated ? null : (
            <p id={`${base}-name-${language}`} className="admin-language-name">
              {name(language)}
            </p>
          )}
          {children(language)}
        </div>
      ))}
    </div>
  );
}
