// What a visitor can do about a property, each a page with its form (SPEC.md section 1): book a
// visit, make an offer or apply to rent, ask a question, request documents, send to a friend; and
// whom to call. It sits in the detail page's aside, which stays in view on wide screens.

import { phoneAsWritten } from "../../domain/contact-match.ts";
import { isForSale } from "../../domain/listing.ts";
import { telHref } from "../../domain/phone.ts";
import { fill } from "../../i18n/fill.ts";
import { formatPhone } from "../../i18n/format.ts";
import type { PropertyDetailData } from "../../shared/detail-view.ts";
import { useRootData } from "../frame/use-root-data.ts";
import { ContentImage } from "../ui/content-image.tsx";
import { Icon } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import type { CatalogMessages } from "./catalog-messages.ts";
import { FavouriteButton } from "./favourite-button.tsx";

export function PropertyActions({ data, messages }: { data: PropertyDetailData; messages: CatalogMessages }) {
  const root = useRootData();
  const { formLinks: links } = data;
  const actions = messages.detail.actions;
  // The listing's agent is the person to call (their direct line when they gave one); else the agency.
  const { agent } = data;
  const phoneText = agent?.phone ? phoneAsWritten(agent.phone) : formatPhone(root.agency.phone);
  const phone = telHref(agent?.phone ?? root.agency.phone);
  const email = agent?.email ?? root.agency.email;
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
      <FavouriteButton id={data.id} messages={messages.card} />
      <ul className="detail-more-actions">
        <li>
          <Link to={links.documents}>{actions.documents}</Link>
        </li>
        <li>
          <Link to={links.friend}>{actions.friend}</Link>
        </li>
        <li>
          <Link to={links.follow}>{actions.follow}</Link>
        </li>
      </ul>
      {/* The listing's agent where the agency named one; the agency itself answers for the others. */}
      <div className={agent ? "detail-contact detail-contact-agent" : "detail-contact"}>
        <h3 className="detail-contact-title">{messages.detail.contactTitle}</h3>
        {agent?.photoKey ? (
          <ContentImage
            imageKey={agent.photoKey}
            alt={fill(messages.detail.agentPhoto, { name: agent.name })}
            ratio={[4, 5]}
            maxWidth={96}
            sizes="96px"
            className="detail-contact-photo"
          />
        ) : null}
        <p className="detail-contact-name">{agent ? agent.name : root.agency.name}</p>
        {agent ? <p className="detail-contact-agency">{root.agency.name}</p> : null}
        <ul className="contact-lines">
          {phone ? (
            <li>
              <Icon name="phone" size={16} />
              <a href={phone}>
                <span className="visually-hidden">{root.messages.pages.phone}: </span>
                {phoneText}
              </a>
            </li>
          ) : null}
          <li>
            <Icon name="mail" size={16} />
            <a href={`mailto:${email}`}>
              <span className="visually-hidden">{root.messages.pages.email}: </span>
              {email}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
