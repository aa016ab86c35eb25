// The back office has a frame of its own (components/admin/frame), as staff tools look: no public
// header, menu, footer or cookie dialog; the agency, the person and their role, their menu in groups
// in a sidebar that folds behind a menu button on a phone; lists that start on a phone's first screen
// and no page of the wing wider than a 360 px screen. Staff and owners sign in on a page titled for
// both, and the cookie policy says the back office asks no consent.
import type { APIRequestContext, Page } from "@playwright/test";
import { matchPath } from "react-router";
import type { StaffRole } from "../../app/domain/user-roles.ts";
import { LANGUAGES } from "../../app/i18n/languages.ts";
import { href } from "../../app/i18n/links.ts";
import { nl as ADMIN_NL } from "../../app/i18n/messages/admin/nl.ts";
import { adminFrameDe } from "../../app/i18n/messages/admin-frame/de.ts";
import { adminFrameNl } from "../../app/i18n/messages/admin-frame/nl.ts";
import { nl as ADMIN_INBOX_NL } from "../../app/i18n/messages/admin-inbox/nl.ts";
import { ADMIN_NAV_DE } from "../../app/i18n/messages/admin-nav/de.ts";
import { ADMIN_NAV_NL } from "../../app/i18n/messages/admin-nav/nl.ts";
import { messagesFor } from "../../app/i18n/messages.server.ts";
import { adminNav } from "../../app/shared/admin-nav.ts";
import { ADMIN_PAGE_IDS, type AdminPageId, adminHref, adminPattern } from "../../app/shared/admin-pages.ts";
import { legalNl } from "../../demo/legal-nl.ts";
import { query, siteSettingsRow } from "../support/e2e-database.ts";
import { holdRequests } from "../support/hold-requests.ts";
import { one, servedPage } from "../support/served-markup.ts";
import { measureSidewaysOverflow } from "../support/sideways-overflow.ts";
import { signedInManager, signedInStaff } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const PHONE = { width: 360, height: 740 };

const article = (role: StaffRole) => (role === "agent" ? "an agent" : "a manager");

/**
 * Signs a new account of the role in, with a session made on the server (signing in through the
 * form is accounts.spec.ts's to test); a manager has two-factor codes set up.
 */
async function signInAs(page: Page, role: StaffRole, language: "nl" | "de" = "nl"): Promise<void> {
  const account = role === "manager" ? await signedInManager(page) : await signedInStaff(page, "agent", "Frame Agent");
  if (language !== "nl") await query("update users set language = $1 where email = $2", [language, account.email]);
}

for (const role of ["agent", "manager"] as const) {
  test(`${article(role)}'s overview is a staff tool: the agency, the person, the role and the ${role}'s menu, nothing of the public site`, async ({
    page,
  }) => {
    await signInAs(page, role);
    await page.goto(adminHref("dashboard"));

    // Nothing of the public frame: its header, menu, footer, cookie dialog and its early script.
    await expect(page.locator("#site-header, .site-footer, .consent, .top-bar")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.locator("script", { hasText: "consentEarly" })).toHaveCount(0);

    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: (await siteSettingsRow()).agency.name })).toBeVisible();
    await expect(banner).toContainText(role === "manager" ? "Test Manager" : "Frame Agent");
    await expect(banner).toContainText(ADMIN_NAV_NL.roles[role]);

    // The menu's groups and pages are the ones the page table gives this role, in its order.
    const expected = adminNav(role, ADMIN_NAV_NL);
    const nav = page.getByRole("navigation", { name: ADMIN_NAV_NL.title });
    await expect(nav.locator(".admin-frame-nav-group-label")).toHaveText(expected.map((group) => group.label));
    for (const group of expected) {
      const list = nav.getByRole("list", { name: group.label });
      await expect(list.getByRole("link")).toHaveText(group.items.map((item) => item.label));
    }
    await expect(nav.getByRole("link", { name: ADMIN_NAV_NL.labels.dashboard })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const managersOnly = nav.getByRole("link", { name: ADMIN_NAV_NL.labels.users });
    await expect(managersOnly).toHaveCount(role === "manager" ? 1 : 0);

    // The skip link is the first stop of the keyboard and leads to the page.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: adminFrameNl.skipToContent });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
}

/** How many menu items, top-bar links and footer columns the root loader sent the page (read once it has hydrated). */
async function publicFrameData(page: Page): Promise<Record<string, number>> {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  return page.evaluate(() => {
    const { loaderData } = (
      window as unknown as {
        __reactRouterDataRouter: { state: { loaderData: Record<string, Record<string, unknown[]>> } };
      }
    ).__reactRouterDataRouter.state;
    const root = loaderData.root ?? {};
    return Object.fromEntries(
      ["menu", "topBarLeft", "topBarRight", "footerColumns"].map((name) => [name, root[name]?.length ?? -1]),
    );
  });
}

test("a back-office page is sent none of the public frame's menu, top bar or footer; a public page still is", async ({
  page,
}) => {
  await signInAs(page, "agent");
  for (const path of [adminHref("dashboard"), adminHref("leads")]) {
    await page.goto(path);
    expect(await publicFrameData(page), path).toEqual({ menu: 0, topBarLeft: 0, topBarRight: 0, footerColumns: 0 });
  }
  await page.goto(href("home", "nl"));
  const sent = await publicFrameData(page);
  for (const [name, count] of Object.entries(sent)) expect(count, `the home page's ${name}`).toBeGreaterThan(0);
});

test("a refusal and a missing record are pages of the back office in the staff member's language, their status kept", async ({
  page,
}) => {
  await signInAs(page, "agent", "de");
  const errors = messagesFor("de").errors;
  for (const [path, status, title] of [
    // A manager's page, a request nobody has.
    [adminHref("users"), 403, errors.forbiddenTitle],
    [adminHref("lead", { id: 2_000_000_000 }), 404, errors.notFoundTitle],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    // A missing record says so in the back office's words, not the public page's "search a property".
    if (status === 404) await expect(page.getByRole("main")).toContainText(adminFrameDe.notFoundText);
    // In the back office's frame: the person, their menu, the way back to the overview.
    await expect(page.getByRole("banner")).toContainText("Frame Agent");
    await expect(page.getByRole("navigation", { name: ADMIN_NAV_DE.title })).toBeAttached();
    await expect(page.getByRole("main").getByRole("link", { name: ADMIN_NAV_DE.labels.dashboard })).toHaveAttribute(
      "href",
      adminHref("dashboard"),
    );
    // Nothing of the public site: its header, footer, or the property search of its 404 page.
    await expect(page.locator("#site-header, .site-footer, .not-found-search")).toHaveCount(0);
  }
  // The error page's code is fetched only when it is needed (public pages do not carry it); the page
  // still comes alive: hydrated, and its way back to the overview followed without a full load.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => {
    (window as unknown as { stayedOnPage: boolean }).stayedOnPage = true;
  });
  await page.getByRole("main").getByRole("link", { name: ADMIN_NAV_DE.labels.dashboard }).click();
  await expect(page).toHaveURL(adminHref("dashboard"));
  expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);

  // A page that takes no POST: 405, drawn in the frame too.
  const posted = await page.request.post(adminHref("contacts"), { form: {} });
  expect(posted.status()).toBe(405);
  const html = await posted.text();
  expect(html).toContain('<html lang="de"');
  expect(html).toContain("Frame Agent");
  expect(html).toContain(`<h1>${errors.badRequestTitle}</h1>`);
  // An address that answers a file or a redirect (sign-out takes POST only) says it in words.
  const file = await page.request.get(adminHref("sign-out"));
  expect(file.status()).toBe(405);
  expect(file.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(await file.text()).toBe(`${errors.badRequestTitle}\n${errors.badRequestText}\n`);
});

test("signing out from the person's menu ends the session", async ({ page }) => {
  await signInAs(page, "agent");
  await page.goto(adminHref("dashboard"));
  await page.getByRole("banner").getByText("Frame Agent").click();
  await page.getByRole("banner").getByRole("button", { name: ADMIN_NAV_NL.signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/nl\/login\/$/);
  await page.goto(adminHref("dashboard"));
  await expect(page).toHaveURL(/\/nl\/login\/\?next=/);
});

test("the person's menu opened before the scripts ran stays open when they take over, and folds on another page", async ({
  page,
}) => {
  await signInAs(page, "agent");
  // The page again in a tab of the same browser with its scripts held back (the fixture's goto would
  // wait for them): the menu is opened by the browser alone.
  const tab = await page.context().newPage();
  const release = await holdRequests(tab, /\/assets\/.+\.js$/);
  await tab.goto(adminHref("dashboard"), { waitUntil: "domcontentloaded" });
  const menu = tab.locator("details.admin-frame-person");
  await tab.getByRole("banner").getByText("Frame Agent").click();
  await expect(menu).toHaveAttribute("open", "");
  release();
  await expect(tab.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(menu).toHaveAttribute("open", "");
  await expect(tab.getByRole("banner").getByRole("button", { name: ADMIN_NAV_NL.signOutEverywhere })).toBeVisible();

  // A link of the menu leads to another page, where the menu is folded again.
  await tab.getByRole("banner").getByRole("link", { name: adminFrameNl.languageLink }).click();
  await expect(tab).toHaveURL(/\/admin\/account\/#language-title$/);
  await expect(menu).not.toHaveAttribute("open", "");
});

test("the frame speaks the staff member's language", async ({ page }) => {
  await signInAs(page, "agent", "de");
  await page.goto(adminHref("leads"));
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("link", { name: adminFrameDe.skipToContent })).toBeAttached();
  const nav = page.getByRole("navigation", { name: ADMIN_NAV_DE.title });
  await expect(nav.getByRole("link", { name: ADMIN_NAV_DE.labels.leads })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("banner")).toContainText(ADMIN_NAV_DE.roles.agent);
  await page.getByRole("banner").getByText("Frame Agent").click();
  await expect(page.getByRole("link", { name: adminFrameDe.languageLink })).toHaveAttribute(
    "href",
    `${adminHref("account")}#language-title`,
  );
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the menu button opens the menu by keyboard, and a page of it folds the menu again", async ({ page }) => {
    await signInAs(page, "agent");
    await page.goto(adminHref("dashboard"));
    const nav = page.getByRole("navigation", { name: ADMIN_NAV_NL.title });
    const leads = nav.getByRole("link", { name: ADMIN_NAV_NL.labels.leads });
    await expect(leads).toBeHidden();

    const button = page.locator("summary", { hasText: adminFrameNl.menu });
    // Reached by Tab, as a keyboard user reaches it: past the skip link, the agency and the person.
    for (let presses = 0; presses < 6; presses += 1) {
      if (await button.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(leads).toBeVisible();
    await expectNoAxeViolations(page);
    // The first page of the menu is the next stop: no trap, no detour.
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link").first()).toBeFocused();

    await leads.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/leads\/$/);
    await expect(leads).toBeHidden();
  });

  test("the requests read as cards: the first request's person and property on the first screen, nothing to the side", async ({
    page,
  }) => {
    await signInAs(page, "agent");
    // The requests about one property, so that the first of them has a property to show.
    const [about] = await query<{ property_id: number }>(
      "select property_id from leads where property_id is not null order by created_at desc, id desc limit 1",
    );
    expect(about, "the demo has requests about a property").toBeDefined();
    await page.goto(`${adminHref("leads")}?property=${about?.property_id}`);
    const list = page.getByRole("main").locator(".admin-table-wrap");
    const firstRow = list.locator("tbody tr").first();
    // The person is the row's header; the property a cell named by its column.
    await expect(firstRow.getByRole("rowheader")).toBeVisible();
    for (const label of [ADMIN_INBOX_NL.list.columns.property]) {
      const cell = firstRow.locator(`td[data-label="${label}"]`);
      await expect(cell, label).toBeVisible();
      const box = await cell.boundingBox();
      expect(
        (box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0),
        `${label} on the first screen`,
      ).toBeLessThanOrEqual(PHONE.height);
    }
    // The property is a link to its editor.
    await expect(firstRow.locator(`td[data-label="${ADMIN_INBOX_NL.list.columns.property}"] a`)).toHaveAttribute(
      "href",
      adminHref("property", { id: about?.property_id ?? 0 }),
    );
    // No sideways scroll inside the list: every card fits the screen's width.
    const sideways = await list.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(sideways).toBeLessThanOrEqual(0);
  });
});

test("at 1280 px the requests are a table with its column headers", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, "agent");
  await page.goto(adminHref("leads"));
  const table = page.getByRole("main").getByRole("table", { name: ADMIN_NL.leads.leads });
  const columns = ADMIN_INBOX_NL.list.columns;
  for (const name of [
    columns.person,
    columns.property,
    columns.form,
    columns.status,
    columns.agent,
    columns.received,
  ]) {
    await expect(table.getByRole("columnheader", { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(table.getByRole("rowheader").first()).toBeVisible();
});

/**
 * The wing's pages a role can open: its menu's pages, and of every other page that shows HTML one
 * reached from them (a request, a listing's editor, a user, ...), the first link to it. Found over
 * HTTP, without drawing the pages, once per worker and role.
 */
const wingPages = new Map<StaffRole, Promise<string[]>>();

function pagesOfTheWing(request: APIRequestContext, role: StaffRole): Promise<string[]> {
  let found = wingPages.get(role);
  if (!found) {
    found = (async () => {
      const menuPaths = adminNav(role, ADMIN_NAV_NL).flatMap((group) => group.items.map((item) => item.path));
      const pageOf = (path: string) =>
        ADMIN_PAGE_IDS.find((id) => matchPath({ path: `${adminPattern(id)}/`, end: true }, path));
      const others = new Map<AdminPageId, string>();
      for (const path of menuPaths) {
        const html = await (await request.get(path)).text();
        const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "";
        for (const [, link] of main.matchAll(/href="(\/admin\/[^"#?]*)/g)) {
          const id = link ? pageOf(link) : undefined;
          // Pages that show HTML; files (exports, documents, pictures) are not pages to measure.
          if (
            link &&
            id &&
            !others.has(id) &&
            !menuPaths.includes(link) &&
            !/\.[a-z]+\/?$|\/(image|upload)\/$/.test(link)
          )
            others.set(id, link);
        }
      }
      return [...menuPaths, ...others.values()];
    })();
    wingPages.set(role, found);
  }
  return found;
}

/** Each role's pages are shared among this many tests, so that each stays short on a busy machine. */
const SHARES = 4;

for (const role of ["agent", "manager"] as const) {
  test.describe(`every page of the back office for ${article(role)}`, () => {
    test.use({ viewport: PHONE });

    for (let share = 0; share < SHARES; share += 1) {
      test(`fits a ${PHONE.width} px screen, every table scrolling in its own box (pages ${share + 1} of ${SHARES})`, async ({
        page,
      }) => {
        await signInAs(page, role);
        const every = await pagesOfTheWing(page.request, role);
        // The menu's pages and, beyond them, detail pages (a request, a listing's editor, ...).
        expect(every.length).toBeGreaterThan(adminNav(role, ADMIN_NAV_NL).flatMap((group) => group.items).length);
        const tooWide: string[] = [];
        for (const path of every.filter((_, index) => index % SHARES === share)) {
          await page.goto(path);
          const measured = await measureSidewaysOverflow(page);
          expect(measured.clipped, `${path}: html and body must not hide sideways overflow`).toBe(false);
          if (measured.scrollWidth > measured.viewport)
            tooWide.push(`${path}: ${measured.scrollWidth} px; ${measured.culprits.join("; ")}`);
        }
        expect(tooWide, `pages wider than ${PHONE.width} px`).toEqual([]);
      });
    }
  });
}

test("staff and owners sign in on a page titled for both, in every language", async ({ request }) => {
  // Each language's word for the agency's staff, beside the owners the title always named.
  const staff = { nl: /medewerkers/, fr: /collaborateurs/, en: /staff/, de: /Mitarbeiter/ } as const;
  for (const language of LANGUAGES) {
    const { document } = await servedPage(request, href("login", language));
    const title = one(document, "h1").text;
    expect(title).toBe(messagesFor(language).login.title);
    expect(title).toMatch(staff[language]);
  }
});

test("the cookie policy says the back office sets no cookie that asks consent", async ({ request }) => {
  const { document } = await servedPage(request, href("cookiePolicy", "nl"));
  const signingIn = legalNl["cookie-policy"].body.find((paragraph) => paragraph.startsWith("Aanmelden."));
  expect(signingIn).toBeDefined();
  expect(one(document, "main").text).toContain(signingIn ?? "");
});
