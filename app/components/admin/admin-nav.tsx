import { NavLink } from "react-router";
import type { AdminMessages } from "../../i18n/messages/admin.ts";

/** The back office's own menu, above each of its pages; users and the audit log are for managers. */
export function AdminNav({ m, manager = false }: { m: AdminMessages; manager?: boolean }) {
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
          <NavLink to="/admin/portal-figures/">{m.portalFigures}</NavLink>
        </li>
        {manager ? (
          <>
            <li>
              <NavLink to="/admin/users/">{m.users}</NavLink>
            </li>
            <li>
              <NavLink to="/admin/audit/">{m.audit}</NavLink>
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
