// The other ways to act on a property, each a page with its form (SPEC.md section 1): ask a
// question, request documents, send to a friend. (Visits, offers and rental applications are the
// price box's own links, shown while the property is available.)
import { Link } from "react-router";
import type { CatalogMessages } from "../../i18n/messages/catalog-nl.ts";

export function PropertyActions(props: {
  links: { question: string; documents: string; friend: string };
  messages: CatalogMessages["detail"]["actions"];
}) {
  const { links, messages } = props;
  return (
    <section className="detail-section property-actions-block" aria-labelledby="actions-title">
      <h2 id="actions-title">{messages.actions}</h2>
      <ul className="property-actions">
        <li>
          <Link to={links.question} className="btn btn-accent">
            {messages.question}
          </Link>
        </li>
        <li>
          <Link to={links.documents} className="btn btn-outline">
            {messages.documents}
          </Link>
        </li>
        <li>
          <Link to={links.friend} className="btn btn-outline">
            {messages.friend}
          </Link>
        </li>
      </ul>
    </section>
  );
}
