// The ways to act on a property from its page, each a page with its form (SPEC.md section 1): ask,
// book a visit, documents, send to a friend, and make an offer or apply to rent. A sold or rented
// property keeps only questions and sharing.
import { Link } from "react-router";
import { PROPERTY_FORMS, type PropertyFormKind, propertyFormFits } from "../../domain/forms/form-kinds.ts";
import type { Language } from "../../i18n/languages.ts";
import type { CatalogMessages } from "../../i18n/messages/catalog-nl.ts";
import { propertyFormHref } from "../../i18n/property-form-slugs.ts";

const LABEL: Record<PropertyFormKind, keyof CatalogMessages["detail"]["actions"]> = {
  "contact-me": "question",
  visit: "visit",
  documents: "documents",
  "send-to-friend": "friend",
  "purchase-offer": "offer",
  "rental-application": "application",
};

const CLOSED_FORMS = new Set<PropertyFormKind>(["visit", "purchase-offer", "rental-application"]);

export function PropertyActions(props: {
  path: string;
  goal: number;
  closed: boolean;
  language: Language;
  messages: CatalogMessages["detail"]["actions"];
}) {
  const kinds = PROPERTY_FORMS.filter(
    (kind) => propertyFormFits(kind, props.goal) && !(props.closed && CLOSED_FORMS.has(kind)),
  );
  return (
    <section className="detail-section property-actions-block" aria-labelledby="actions-title">
      <h2 id="actions-title">{props.messages.actions}</h2>
      <ul className="property-actions">
        {kinds.map((kind, index) => (
          <li key={kind}>
            <Link
              to={propertyFormHref(props.path, kind, props.language)}
              className={index === 0 ? "btn btn-accent" : "btn btn-outline"}
            >
              {props.messages[LABEL[kind]]}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
