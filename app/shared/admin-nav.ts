// The back office's menu for one person: the table's pages with a place in the menu that their role
// may open, grouped in the table's group order, labelled in their language.
import type { UserRole } from "../domain/user-roles.ts";
import type { AdminNavMessages } from "../i18n/messages/admin-nav/types.ts";
import type { AdminNavGroup } from "./admin-frame-data.ts";
import {
  ADMIN_NAV_GROUP_ORDER,
  ADMIN_PAGE_IDS,
  type AdminPage,
  adminHref,
  adminPages,
  canOpen,
} from "./admin-pages.ts";

/**
 * With `twoFactorPending` (a manager who has not set up their codes yet), only the pages they may use
 * before that: every other page would send them back to the account page anyway.
 */
export function adminNav(
  role: UserRole,
  messages: AdminNavMessages,
  { twoFactorPending = false }: { twoFactorPending?: boolean } = {},
): AdminNavGroup[] {
  return ADMIN_NAV_GROUP_ORDER.map((group) => ({
    group,
    label: messages.groups[group],
    items: ADMIN_PAGE_IDS.flatMap((id) => {
      const { nav, beforeTwoFactor }: AdminPage = adminPages[id];
      if (nav?.group !== group || !canOpen(role, id) || (twoFactorPending && !beforeTwoFactor)) return [];
      return [{ id, label: messages.labels[nav.label], path: adminHref(id) }];
    }),
  })).filter((group) => group.items.length > 0);
}
