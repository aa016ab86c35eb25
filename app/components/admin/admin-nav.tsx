import { NavLink } from "react-router";
import type { Language } from "../../i18n/languages.ts";
import type { AdminMessages } from "../../i18n/messages/admin.ts";
import { ADMIN_ARTICLES_MESSAGES } from "../../i18n/messages/admin-articles.ts";
import { ADMIN_LISTING_MESSAGES } from "../../i18n/messages/admin-listings.ts";
import { ADMIN_PAGES_MESSAGES } from "../../i18n/messages/admin-pages.ts";
import { ADMIN_PROJECTS_MESSAGES } from "../../i18n/messages/admin-projects.ts";
import { ADMIN_SETTINGS_MESSAGES } from "../../i18n/messages/admin-settings.ts";
import { ADMIN_VISITS_MESSAGES } from "../../i18n/messages/admin-visits.ts";

/** The back office's own menu, above each of its pages; users and the audit log are for managers. */
export function AdminNav({
  m,
  language,
  manager = false,
}: {
  m: AdminMessages;
  language: Language;
  manager?: boolean;
}) {
  const more = ADMIN_VISITS_MESSAGES[language].nav;
  return (
    <nav className="admin-nav" aria-label={m.title}>
      <ul>
        <li>
          <NavLink to="/admin/" end>
            {m.dashboard}
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/properties/">{ADMIN_LISTING_MESSAGES[language].nav}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/leads/">{m.leads.leads}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/projects/">{ADMIN_PROJECTS_MESSAGES[language].nav}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/visits/">{more.visits}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/demands/">{more.demands}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/newsletter/">{more.newsletter}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/testimonials/">{m.testimonials.title}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/articles/">{ADMIN_ARTICLES_MESSAGES[language].nav}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/mails/">{m.mails.title}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/privacy/">{m.privacy}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/portal-figures/">{m.portalFigures}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/compliance/">{m.compliance}</NavLink>
        </li>
        {manager ? (
          <>
            <li>
              <NavLink to="/admin/pages/">{ADMIN_PAGES_MESSAGES[language].nav}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/users/">{m.users}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/audit/">{m.audit}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/settings/">{ADMIN_SETTINGS_MESSAGES[language].title}</NavLink>
            </li>
          </>
        ) : null}
        <li className="admin-nav-account">
          <NavLink to="/admin/account/">{m.myAccount}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
