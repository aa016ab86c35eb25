import { Link } from "react-router";
import type { Language } from "../../i18n/languages.ts";
import { useAlternates } from "./use-alternates.ts";
import { useRootData } from "./use-root-data.ts";

// Each language names itself, so a visitor finds theirs whatever the current language is.
const NAMES: Record<Language, string> = {
  nl: "Nederlands",
  fr: "Français",
  en: "English",
  de: "Deutsch",
};

/** Upper-case codes linking to the same page in the other languages; only with two or more languages. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const root = useRootData();
  const alternates = useAlternates(root.enabledLanguages);
  if (root.enabledLanguages.length < 2) return null;
  return (
    <nav
      className={className ? `language-switcher ${className}` : "language-switcher"}
      aria-label={root.messages.frame.languageSwitcher}
    >
      <ul>
        {root.enabledLanguages.map((language) => (
          <li key={language}>
            <Link
              to={alternates[language]}
              lang={language}
              hrefLang={language}
              aria-current={language === root.language ? "true" : undefined}
            >
              {language.toUpperCase()}
              <span className="visually-hidden"> {NAMES[language]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
