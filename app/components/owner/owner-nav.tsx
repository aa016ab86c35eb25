import { Form, NavLink } from "react-router";
import type { OwnerMessages } from "../../i18n/messages/owner.ts";

/** The portal's own menu: the properties, the account, and signing out. */
export function OwnerNav({ m, links }: { m: OwnerMessages; links: { portal: string; account: string } }) {
  return (
    <nav className="admin-nav owner-nav" aria-label={m.title}>
      <ul>
        <li>
          <NavLink to={links.portal} end>
            {m.title}
          </NavLink>
        </li>
        <li>
          <NavLink to={links.account}>{m.account}</NavLink>
        </li>
        <li>
          <Form method="post" action={links.account}>
            <button type="submit" name="intent" value="sign-out" className="link-button">
              {m.signOut}
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}
