// What a visitor can do about a property, each a page with its form (SPEC.md section 1): book a
// visit, make an offer or apply to rent, ask a question, request documents, send to a friend; and
// whom to call. It sits in the detail page's aside, which stays in view on wide screens.
import { Link } from "react-router";
import { isForSale } from "../../domain/listing.ts";
import { telHref } from "../../domain/phone.ts";
import { formatPhone } from "../../i18n/format.ts";
import type { PropertyDetailData } from "../../shared/detail-view.ts";
import { useRootData } from "../frame/use-root-data.ts";
import { Icon } from "../ui/icons.tsx";
import type { CatalogMessages } from "./catalog-messages.ts";

export function PropertyActions({ data, messages }: { data: PropertyDetailData; messages: CatalogMessages }) {
  const root = useRootData();
  const { formLinks: links } = data;
  const actions = messages.detail.actions;
  const phone = telHref(root.agency.phone);
  return (
    <div className="property-actions-block">
      <h2 id="actions-title" className="detail-aside-title">
        {actions.actions}
      </h2>
      <ul className="detail-main-actions">
        {/* Sold and rented properties stay visible as references but take no visits or offers. */}
        {data.closed ? null : (
          <li>
            <Link to={links.visit} className="btn btn-accent">
              {messages.detail.askVisit}
            </Link>
          </li>
        )}
        <li>
          <Link to={links.question} className={data.closed ? "btn btn-accent" : "btn btn-outline"}>
            {actions.question}
          </Link>
        </li>
        {data.closed ? null : (
          <li>
            <Link to={links.commit} className="btn btn-outline">
              {isForSale(data.goal) ? messages.detail.makeOffer : actions.application}
            </Link>
          </li>
        )}
      </ul>
      <ul className="detail-more-actions">
        <li>
          <Link to={links.documents}>{actions.documents}</Link>
        </li>
        <li>
          <Link to={links.friend}>{actions.friend}</Link>
        </li>
      </ul>
      {/* The data names no contact person per property: the agency answers for all of them. */}
      <div className="detail-contact">
        <h3 className="detail-contact-title">{messages.detail.contactTitle}</h3>
        <p className="detail-contact-name">{root.agency.name}</p>
        <ul className="contact-lines">
          {phone ? (
            <li>
              <Icon name="phone" size={16} />
              <a href={phone}>
                <span className="visually-hidden">{root.messages.pages.phone}: </span>
                {formatPhone(root.agency.phone)}
              </a>
            </li>
          ) : null}
          <li>
            <Icon name="mail" size={16} />
            <a href={`mailto:${root.agency.email}`}>
              <span className="visually-hidden">{root.messages.pages.email}: </span>
              {root.agency.email}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
