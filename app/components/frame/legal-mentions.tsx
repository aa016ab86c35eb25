import { telHref } from "../../domain/phone.ts";
import { fill } from "../../i18n/fill.ts";
import { formatPhone } from "../../i18n/format.ts";
import type { Messages } from "../../i18n/messages/nl.ts";

import type { AgencyData } from "../../shared/root-data.ts";
/**
 * What a Belgian estate agent must publish on its site (BELGIAN-RULES.md "The agency's own
 * mentions"), built from the agency's identity rather than free footer text, so it is always
 * complete: name, address, phone, e-mail, company and VAT numbers, professional title with the BIV
 * number and country, the supervisor, the insurer and policy, and the code of ethics.
 */
export function LegalMentions({
  agency,
  m,
  newTabText,
}: {
  agency: AgencyData;
  m: Messages["footer"];
  newTabText: string;
}) {
  return (
    <div className="legal-mentions">
      <h2 className="legal-mentions-title">{m.legalTitle}</h2>
      <ul className="legal-mentions-list">
        <li>
          <strong>{agency.legalName}</strong>, {agency.street}, {agency.zip} {agency.city}
        </li>
        <li>
          {m.phone} <a href={telHref(agency.phone)}>{formatPhone(agency.phone)}</a>
        </li>
        <li>
          {m.email} <a href={`mailto:${agency.email}`}>{agency.email}</a>
        </li>
        <li>
          {m.companyNumber} {agency.companyNumber}
        </li>
        <li>
          {m.vatNumber} {agency.vatNumber}
        </li>
        <li>
          {m.professionalTitle}: {agency.professionalTitle},{" "}
          {fill(m.bivNumber, { number: agency.bivNumber, country: agency.country })}
        </li>
        <li>
          {m.supervisor}: {agency.supervisor}
        </li>
        <li>
          {m.insurance}: {fill(m.policy, { insurer: agency.insurer, number: agency.policyNumber })}
        </li>
        <li>
          <a href={agency.ethicsCodeUrl} target="_blank" rel="noopener">
            {m.ethicsCode}
            <span className="visually-hidden"> {newTabText}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}

/** Address, phone and e-mail of the agency: the footer's column when the settings define none. */
export function AgencyContact({ agency, m }: { agency: AgencyData; m: Messages["footer"] }) {
  return (
    <div className="footer-column">
      <h2 className="footer-title">{m.contactTitle}</h2>
      <p className="footer-agency-name">{agency.name}</p>
      <address className="footer-contact">
        <span>{agency.street}</span>
        <span>
          {agency.zip} {agency.city}
        </span>
        <a href={telHref(agency.phone)}>
          <span className="visually-hidden">{m.phone}: </span>
          {formatPhone(agency.phone)}
        </a>
        <a href={`mailto:${agency.email}`}>
          <span className="visually-hidden">{m.email}: </span>
          {agency.email}
        </a>
      </address>
    </div>
  );
}
