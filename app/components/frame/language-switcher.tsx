import { LANGUAGE_NAMES as NAMES } from "../../i18n/languages.ts";
import { Link } from "../ui/link.tsx";
import { useAlternates } from "./use-alternates.ts";
import { useRootData } from "./use-root-data.ts";

/**
 * Upper-case codes, with flags where the site's settings ask for them (SPEC.md), linking to the same
 * page in the other languages; only with two or more languages. Either way the language's own name
 * is what a screen reader says.
 */
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
              {/* A flag alone does not say a language (French is spoken under three of them): the code stays. */}
              {root.languageFlags ? (
                <img className="language-flag" src={`/flags/${language}.svg`} alt="" width={24} height={16} />
              ) : null}
              {language.toUpperCase()}
              <span className="visually-hidden"> {NAMES[language]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
