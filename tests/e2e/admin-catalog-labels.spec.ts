// Property types, status badges and a sold-out project, as a manager changes them and visitors see
// them, on two servers of one database (two instances behind a load balancer): the manager renames a
// type and gives the "option" badge new words and a new tone on one instance, and the other
// instance's lists and detail pages show them at once in Dutch and in German; a project whose units
// are all sold says so on its card and page, with its number. A site and database of this spec's own,
// so no other spec meets the renamed type or badge.
import type { Browser, BrowserContext } from "@playwright/test";
import { eq } from "drizzle-orm";
import type { Database } from "../../app/.server/db/client.ts";
import { projects, projectTexts, projectUnits } from "../../app/.server/db/schema.ts";
import { href } from "../../app/i18n/links.ts";
import { ADMIN_CATALOG_LABELS_MESSAGES } from "../../app/i18n/messages/admin-catalog-labels.ts";
import { catalogDe } from "../../app/i18n/messages/catalog-de.ts";
import { catalogNl } from "../../app/i18n/messages/catalog-nl.ts";
import { insertProperty, insertTypes } from "../support/catalog-fixtures.ts";
import { type OwnSite, signInOwnSiteManager, startOwnSite } from "../support/own-site.ts";
import type { RunningServer } from "../support/start-server.ts";
import { expect, expectNoAxeViolations, rememberDeclinedCookies, test } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

const t = ADMIN_CATALOG_LABELS_MESSAGES.nl;
const OPTION_LISTING = 701;
const SOLD_OUT_PROJECT = 71;

let site: OwnSite | undefined;

async function seedCatalogue(db: Database): Promise<void> {
  await insertTypes(db);
  await insertProperty(db, { id: OPTION_LISTING, type: 2, marquee: 2, title: "Lichtrijk appartement met terras" });
  await insertProperty(db, { id: 702, type: 1, title: "Ruime gezinswoning" });
  await db.insert(projects).values({
    id: SOLD_OUT_PROJECT,
    number: "ZP-2026-07",
    zip: "1500",
    city: "Halle",
    cityNames: { nl: "Halle", de: "Halle" },
  });
  await db.insert(projectTexts).values({ projectId: SOLD_OUT_PROJECT, language: "nl", title: "Residentie Zennepark" });
  await db.insert(projectUnits).values([
    { projectId: SOLD_OUT_PROJECT, position: 0, name: "Woning 1", status: "sold", price: 320_000 },
    { projectId: SOLD_OUT_PROJECT, position: 1, name: "Woning 2", status: "sold", price: 335_000 },
  ]);
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  site = await startOwnSite("catalog-labels", { instances: 2, seed: seedCatalogue });
});

test.afterAll(() => site?.stop());

function servers(): [RunningServer, RunningServer] {
  if (!site) throw new Error("the site did not start");
  return site.servers as [RunningServer, RunningServer];
}

async function visitor(browser: Browser, server: RunningServer): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url });
  await rememberDeclinedCookies(context);
  return context;
}

async function signedInManager(browser: Browser, server: RunningServer): Promise<BrowserContext> {
  const context = await visitor(browser, server);
  await signInOwnSiteManager(site as OwnSite, context.request, "Types Beheerder");
  return context;
}

test("a manager renames a type and rewords and recolours a badge; the other instance shows both in Dutch and German", async ({
  browser,
}) => {
  const [first, second] = servers();
  const manager = await signedInManager(browser, first);
  const page = await manager.newPage();
  try {
    await page.goto("/admin/property-types/");
    await page.getByRole("link", { name: "Appartement wijzigen" }).click();
    await page.getByRole("textbox", { name: `${t.types.name} (${t.types.languageName.nl})` }).fill("Flat");
    await page.getByRole("textbox", { name: `${t.types.name} (${t.types.languageName.de})` }).fill("Etagenwohnung");
    await page.getByRole("button", { name: t.types.save }).click();
    await expect(page.getByText(t.types.saved, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/admin/property-types/");
    await expect(page.getByRole("row", { name: /Flat/ }).getByText(t.types.changedHere)).toBeVisible();

    await page.goto("/admin/banners/");
    const option = page.getByRole("group", { name: t.badges.badge.option });
    // A badge's words stand in a tab per language once the page runs.
    await option.getByRole("tab", { name: "Nederlands" }).click();
    await option.getByRole("textbox", { name: `${t.badges.label} (${t.types.languageName.nl})` }).fill("Bijna weg");
    await option.getByRole("tab", { name: "Deutsch" }).click();
    await option.getByRole("textbox", { name: `${t.badges.label} (${t.types.languageName.de})` }).fill("Fast weg");
    await option.getByRole("combobox", { name: t.badges.tone }).selectOption("purple");
    await expect(option.locator(".badge-preview")).toHaveText("Bijna weg");
    await page.getByRole("button", { name: t.badges.save }).click();
    await expect(page.getByText(t.badges.saved, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await manager.close();
  }

  const context = await visitor(browser, second);
  const visit = await context.newPage();
  try {
    for (const [language, typeName, badge] of [
      ["nl", "Flat", "Bijna weg"],
      ["de", "Etagenwohnung", "Fast weg"],
    ] as const) {
      await visit.goto(href("forSale", language));
      const card = visit.locator(".property-card").filter({ hasText: "Lichtrijk appartement" });
      await expect(card.locator(".property-card-type")).toHaveText(typeName);
      await expect(card.locator(".marquee")).toHaveText(badge);
      await expect(card.locator(".marquee")).toHaveClass(/badge-tone-purple/);
      // The list's type filter names it too.
      await expect(visit.locator("select option", { hasText: typeName }).first()).toBeAttached();
      await expectNoAxeViolations(visit);

      await card.getByRole("link").click();
      await expect(visit.locator(".detail-summary .property-card-type")).toContainText(typeName);
      await expect(visit.locator(".detail-summary .marquee-inline")).toHaveText(badge);
      await expectNoAxeViolations(visit);
    }
  } finally {
    await context.close();
  }
});

test("a project whose units are all sold says so, with its number, in Dutch and German", async ({ browser }) => {
  const context = await visitor(browser, servers()[1]);
  const page = await context.newPage();
  try {
    for (const [language, catalog] of [
      ["nl", catalogNl],
      ["de", catalogDe],
    ] as const) {
      await page.goto(href("projects", language));
      const card = page.locator(".project-card").filter({ hasText: "Residentie Zennepark" });
      await expect(card.locator(".marquee")).toHaveText(catalog.projects.soldOut);
      await expect(card.getByText(`${catalog.projects.number}: ZP-2026-07`)).toBeVisible();
      await card.getByRole("link").click();
      await expect(page.locator(".closed-banner")).toHaveText(catalog.projects.soldOut);
      await expect(page.getByText(catalog.projects.soldOutText)).toBeVisible();
      await expect(page.getByText(`${catalog.projects.number}: ZP-2026-07`)).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // One unit back on the market: the message goes, on this instance too, once the change is announced.
    await site?.withDatabase(async (db) => {
      await db.update(projectUnits).set({ status: "available" }).where(eq(projectUnits.name, "Woning 2"));
      await db.execute("select pg_notify('content_changed', '')");
    });
    await expect(async () => {
      await page.reload();
      await expect(page.locator(".closed-banner")).toHaveCount(0);
    }).toPass();
  } finally {
    await context.close();
  }
});
