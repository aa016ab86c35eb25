import { NavLink } from "react-router";
import type { AdminMessages } from "../../i18n/messages/admin.ts";

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
      </ul>
    </nav>
  );
}
