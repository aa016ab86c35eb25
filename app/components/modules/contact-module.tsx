import { telHref } from "../../domain/phone.ts";
import { formatPhone } from "../../i18n/format.ts";
import type { Messages } from "../../i18n/messages/nl.ts";
import type { AgencyData } from "../../shared/root-data.ts";
import { EmailAddress } from "../ui/email-address.tsx";
import { Icon } from "../ui/icons.tsx";
import { ContactFormSlot } from "./contact-form-slot.tsx";
import { Heading, type HeadingLevel } from "./heading.tsx";

function lines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The agency's contact block: address, phone, e-mail, opening hours; the form comes later. */
export function ContactModule({ agency, level, m }: { agency: AgencyData; level: HeadingLevel; m: Messages["pages"] }) {
  const hours = lines(agency.openingHours);
  return (
    <div className="contact-block">
      <div className="contact-card">
        <Heading level={level} className="contact-card-title">
          {agency.name}
        </Heading>
        <dl className="contact-details">
          <div>
            <dt>
              <Icon name="pin" size={18} />
              {m.address}
            </dt>
            <dd>
              <address>
                {agency.street}
                <br />
                {agency.zip} {agency.city}
              </address>
            </dd>
          </div>
          <div>
            <dt>
              <Icon name="phone" size={18} />
              {m.phone}
            </dt>
            <dd>
              <a href={telHref(agency.phone)}>{formatPhone(agency.phone)}</a>
            </dd>
          </div>
          <div>
            <dt>
              <Icon name="mail" size={18} />
              {m.email}
            </dt>
            <dd>
              <a href={`mailto:${agency.email}`}>
                <EmailAddress address={agency.email} />
              </a>
            </dd>
          </div>
          {hours.length > 0 ? (
            <div>
              <dt>
                <Icon name="clock" size={18} />
                {m.openingHours}
              </dt>
              <dd>
                <ul className="opening-hours">
                  {hours.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      <ContactFormSlot headingLevel={level} />
    </div>
  );
}
