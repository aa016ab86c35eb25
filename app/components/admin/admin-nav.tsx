import { NavLink } from "react-router";
import { LANGUAGES } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES, type AdminMessages } from "../../i18n/messages/admin.ts";
import { ADMIN_PRIVACY_MESSAGES } from "../../i18n/messages/admin-privacy.ts";

/** The privacy page's own texts live apart; its menu entry follows the language of `m`. */
function privacyLabel(m: AdminMessages): string {
  const language = LANGUAGES.find((code) => ADMIN_MESSAGES[code].title === m.title) ?? "nl";
  return ADMIN_PRIVACY_MESSAGES[language].nav;
}

/** The back office's own menu, above each of its pages. */
export function AdminNav({ m }: { m: AdminMessages }) {
  return (
    <nav className="admin-nav" aria-label={m.title}>
      <ul>
        <li>
          <NavLink to="/admin/" end>
            {m.dashboard}
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/leads/">{m.leads.leads}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/testimonials/">{m.testimonials.title}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/mails/">{m.mails.title}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/privacy/">{privacyLabel(m)}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
