// Texts per language as tabs. Without JavaScript every language's panel is shown one under the other
// (so every field can be filled and is sent); once the page runs, one panel shows at a time and the
// tabs follow the ARIA tabs pattern (arrow keys, Home, End). A language without a title is marked.
import { type KeyboardEvent, type ReactNode, useRef, useState, useSyncExternalStore } from "react";
import type { Language } from "../../../i18n/languages.ts";

export function LanguageTabs({
  languages,
  label,
  missing,
  missingLabel,
  panel,
  initial,
}: {
  languages: readonly Language[];
  label: string;
  /** The languages still lacking their text. */
  missing: ReadonlySet<Language>;
  missingLabel: string;
  panel: (language: Language) => ReactNode;
  /** The tab open at first: where an error is, else the first language. */
  initial?: Language | undefined;
}) {
  // False in the server's HTML and while hydrating, true once the page runs: the tabs replace the
  // list of panels only when they can work.
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [selected, setSelected] = useState<Language>(initial ?? languages[0] ?? "nl");
  const tabs = useRef(new Map<Language, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent) {
    const index = languages.indexOf(selected);
    const next =
      event.key === "ArrowRight"
        ? languages[(index + 1) % languages.length]
        : event.key === "ArrowLeft"
          ? languages[(index - 1 + languages.length) % languages.length]
          : event.key === "Home"
            ? languages[0]
            : event.key === "End"
              ? languages[languages.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setSelected(next);
    tabs.current.get(next)?.focus();
  }

  return (
    <div className="admin-language-tabs">
      {enhanced ? (
        <div role="tablist" aria-label={label}>
          {languages.map((language) => (
            <button
              key={language}
              ref={(node) => {
                if (node) tabs.current.set(language, node);
              }}
              type="button"
              role="tab"
              id={`tab-${language}`}
              aria-selected={selected === language}
              aria-controls={`panel-${language}`}
              tabIndex={selected === language ? 0 : -1}
              className="btn"
              onClick={() => setSelected(language)}
              onKeyDown={onKeyDown}
            >
              {language.toUpperCase()}
              {missing.has(language) ? <span className="admin-missing"> ({missingLabel})</span> : null}
            </button>
          ))}
        </div>
      ) : null}
      {languages.map((language) => (
        <div
          key={language}
          id={`panel-${language}`}
          {...(enhanced ? { role: "tabpanel", "aria-labelledby": `tab-${language}` } : {})}
          hidden={enhanced && selected !== language}
          className="admin-tab-panel"
        >
          {panel(language)}
        </div>
      ))}
    </div>
  );
}

function noSubscription(): () => void {
  return () => {};
}
