import { useLocation } from "react-router";
import { fill } from "../../i18n/fill.ts";
import type { FooterColumnData } from "../../shared/root-data.ts";
import { OPEN_COOKIE_SETTINGS } from "../consent/consent-manager.tsx";
import { Link } from "../ui/link.tsx";
import { AgencyContact, LegalMentions } from "./legal-mentions.tsx";
import { useRootData } from "./use-root-data.ts";

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A settings column: only its public parts reach the browser (frame-data.ts filters them). */
function FooterColumn({ column }: { column: FooterColumnData }) {
  return (
    // A plain block, not a region: the footer is the landmark, its columns are found by their headings.
    <div className="footer-column">
      {column.title ? <h2 className="footer-title">{column.title}</h2> : null}
      {column.intro ? <p className="footer-intro">{column.intro}</p> : null}
      {column.text ? paragraphs(column.text).map((line) => <p key={line}>{line}</p>) : null}
    </div>
  );
}

/** The forms that stand on their own, in the footer's order (each a link and a text of the same name). */
const FORM_LINKS = ["valuation", "demandRegister", "purchaseCosts", "newsletter", "testimonial"] as const;

/** The settings' columns, the agency's legal mentions, the legal pages and the copyright. */
export function SiteFooter() {
  const root = useRootData();
  const m = root.messages.footer;
  const { pathname } = useLocation();
  const columns = root.footerColumns.filter((column) => column.title || column.intro || column.text);
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        {columns.map((column, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: columns have no identity but their order
          <FooterColumn key={index} column={column} />
        ))}
        {columns.length === 0 ? <AgencyContact agency={root.agency} m={m} /> : null}
        <nav className="footer-column" aria-labelledby="footer-forms-title">
          <h2 className="footer-title" id="footer-forms-title">
            {m.formsTitle}
          </h2>
          <ul className="footer-form-links">
            {FORM_LINKS.map((form) => (
              <li key={form}>
                <Link to={root.formLinks[form]}>{m[form]}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container">
        <LegalMentions agency={root.agency} m={m} newTabText={root.messages.frame.opensInNewTab} />
        {/* A printed page says where it came from: a property's sheet leads back to its page. */}
        <p className="print-only print-page-address">
          {root.origin}
          {pathname}
        </p>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <p>
            {fill(root.messages.frame.copyright, {
              year: root.copyrightYear,
              name: root.agency.legalName,
            })}
          </p>
          <nav aria-label={m.legalLinks}>
            <ul className="footer-legal-links">
              <li>
                <Link to={root.legalLinks.privacy}>{m.privacy}</Link>
              </li>
              <li>
                <Link to={root.legalLinks.cookiePolicy}>{m.cookiePolicy}</Link>
              </li>
              <li>
                <Link to={root.legalLinks.disclaimer}>{m.disclaimer}</Link>
              </li>
              <li>
                {/* Reopens the cookie settings; without JavaScript it leads to the cookie policy. */}
                <a
                  href={`${root.legalLinks.cookiePolicy}#cookie-settings`}
                  onClick={(event) => {
                    event.preventDefault();
                    window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS));
                  }}
                >
                  {root.messages.consent.reopen}
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
