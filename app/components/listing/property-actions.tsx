// The other ways to act on a property, each a page with its form (SPEC.md section 1): ask a
// question, request documents, send to a friend. (Visits, offers and rental applications are the
// price box's own links, shown while the property is available.)
import { Link } from "react-router";
import type { Language } from "../../i18n/languages.ts";
import type { CatalogMessages } from "../../i18n/messages/catalog-nl.ts";
import { propertyFormHref } from "../../i18n/property-form-slugs.ts";

const OTHER_FORMS = [
  ["contact-me", "question"],
  ["documents", "documents"],
  ["send-to-friend", "friend"],
] as const;

export function PropertyActions(props: {
  path: string;
  language: Language;
  messages: CatalogMessages["detail"]["actions"];
}) {
  return (
    <section className="detail-section property-actions-block" aria-labelledby="actions-title">
      <h2 id="actions-title">{props.messages.actions}</h2>
      <ul className="property-actions">
        {OTHER_FORMS.map(([kind, label], index) => (
          <li key={kind}>
            <Link
              to={propertyFormHref(props.path, kind, props.language)}
              className={index === 0 ? "btn btn-accent" : "btn btn-outline"}
            >
              {props.messages[label]}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
