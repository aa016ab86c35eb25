import { describe, expect, test } from "vitest";
import { ADMIN_NAV_DE } from "../i18n/messages/admin-nav/de.ts";
import { ADMIN_NAV_EN } from "../i18n/messages/admin-nav/en.ts";
import { ADMIN_NAV_FR } from "../i18n/messages/admin-nav/fr.ts";
import { ADMIN_NAV_NL } from "../i18n/messages/admin-nav/nl.ts";
import { adminNav } from "./admin-nav.ts";
import { ADMIN_PAGE_IDS, adminPages, canOpen } from "./admin-pages.ts";

const withNavLabel = ADMIN_PAGE_IDS.filter((id) => adminPages[id].nav !== undefined);
const itemIds = (groups: ReturnType<typeof adminNav>) => groups.flatMap((group) => group.items.map((item) => item.id));

describe("the back office's menu", () => {
  test("a manager finds every page of the table that has a place in the menu, each once", () => {
    const ids = itemIds(adminNav("manager", ADMIN_NAV_NL));
    expect([...ids].sort()).toEqual([...withNavLabel].sort());
  });

  test("an agent's menu has no page for managers only, and every page an agent may open", () => {
    const ids = itemIds(adminNav("agent", ADMIN_NAV_NL));
    expect(ids).not.toContain("users");
    expect(ids).not.toContain("audit");
    expect(ids).not.toContain("pages");
    expect(ids).not.toContain("settings");
    for (const id of ids) expect(canOpen("agent", id as (typeof ADMIN_PAGE_IDS)[number]), id).toBe(true);
    expect([...ids].sort()).toEqual(withNavLabel.filter((id) => canOpen("agent", id)).sort());
  });

  test("a manager before setting up two-factor codes is shown the account page alone", () => {
    expect(itemIds(adminNav("manager", ADMIN_NAV_NL, { twoFactorPending: true }))).toEqual(["account"]);
  });

  test("an owner gets no menu at all", () => {
    expect(adminNav("owner", ADMIN_NAV_NL)).toEqual([]);
  });

  test("groups come in the table's order, none empty, links end in a slash", () => {
    const groups = adminNav("agent", ADMIN_NAV_NL);
    expect(groups.map((group) => group.group)).toEqual(["work", "content", "own"]);
    for (const group of groups) {
      expect(group.items.length).toBeGreaterThan(0);
      for (const item of group.items) expect(item.path).toMatch(/^\/admin\/([a-z-]+\/)?$/);
    }
    expect(groups[0]?.items[0]).toEqual({ id: "dashboard", label: "Overzicht", path: "/admin/" });
  });

  test.each([
    ["nl", ADMIN_NAV_NL, "Gebruikers"],
    ["fr", ADMIN_NAV_FR, "Utilisateurs"],
    ["en", ADMIN_NAV_EN, "Users"],
    ["de", ADMIN_NAV_DE, "Benutzer"],
  ])("labels come in the staff member's language (%s), every one filled", (_language, messages, users) => {
    const groups = adminNav("manager", messages);
    expect(groups.flatMap((group) => group.items).find((item) => item.id === "users")?.label).toBe(users);
    for (const group of groups) {
      expect(group.label.trim()).not.toBe("");
      for (const item of group.items) expect(item.label.trim()).not.toBe("");
    }
  });
});
