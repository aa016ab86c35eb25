// The site's content as a manager changes it on one instance and visitors read it on another, two
// servers of one database with a data folder each (what `npm run scale` runs behind its balancer).
// Instance B has served every page concerned before the change, so each one shown after proves that
// B heard of the change and dropped what it kept. The manager, on A: publishes a page module's draft,
// uploads the site's logo in the agency settings, sets the offer's advance and an analytics id. On B,
// in Dutch and German: the module's new text, the new logo in the header (its picture answered by B,
// which never received the upload), the advance quoted on the purchase offer, and the tracker's
// cookies in the cookie policy.
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import type { Database } from "../../app/.server/db/client.ts";
import { moduleSettingsSchema, pageParamsSchema } from "../../app/.server/db/json-shapes.ts";
import { modules, pages } from "../../app/.server/db/schema.ts";
import { href } from "../../app/i18n/links.ts";
import { nl as modulesNl } from "../../app/i18n/messages/admin-page-modules/nl.ts";
import { nl as picturesNl } from "../../app/i18n/messages/admin-site-pictures/nl.ts";
import { propertyFormHref } from "../../app/i18n/property-form-slugs.ts";
import { insertProperty, insertTypes } from "../support/catalog-fixtures.ts";
import { type OwnSite, signInOwnSiteManager, startOwnSite } from "../support/own-site.ts";
import type { RunningServer } from "../support/start-server.ts";
import {
  expect,
  expectNoAxeViolations,
  expectPictureLoaded,
  gotoHydrated,
  rememberDeclinedCookies,
  test,
} from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

const NBSP = "\u00a0";
const LISTING = 801;
const MODULE_PAGE = { nl: "/nl/werkwijze/", de: "/de/arbeitsweise/" } as const;
const OLD_TEXT = { nl: "Oude tekst over de werkwijze", de: "Alter Text über die Arbeitsweise" } as const;
const NEW_TEXT = { nl: "Nieuwe tekst over de werkwijze", de: "Neuer Text über die Arbeitsweise" } as const;
const ADVANCE = { nl: "voorschot van 7% van de verkoopprijs", de: `Anzahlung von 7${NBSP}% des Verkaufspreises` };
const COOKIE_TABLE = { nl: "Welke cookies deze website gebruikt", de: "Welche Cookies diese Website verwendet" };

let site: OwnSite | undefined;
let pageId = 0;

/**
 * A listing for sale, and a free page with one published module whose draft, not yet published, holds
 * the new text.
 */
async function seedContent(db: Database): Promise<void> {
  await insertTypes(db);
  await insertProperty(db, { id: LISTING, goal: 0, title: "Ruime gezinswoning" });
  const [page] = await db
    .insert(pages)
    .values({
      slugs: { nl: "werkwijze", de: "arbeitsweise" },
      name: "Werkwijze",
      showInMenu: false,
      sort: 90,
      params: pageParamsSchema.parse({ title: { nl: "Werkwijze", de: "Arbeitsweise" } }),
    })
    .returning({ id: pages.id });
  pageId = page?.id ?? 0;
  const title = { nl: "Zo werken wij", de: "So arbeiten wir" };
  await db.insert(modules).values({
    pageId,
    sort: 0,
    relationType: "article",
    settings: moduleSettingsSchema.parse({ title, descriptions: { nl: OLD_TEXT.nl, de: OLD_TEXT.de } }),
    draft: {
      relationType: "article",
      relationId: null,
      settings: moduleSettingsSchema.parse({
        title,
        descriptions: { nl: `<p>${NEW_TEXT.nl}</p>`, de: `<p>${NEW_TEXT.de}</p>` },
      }),
    },
  });
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  site = await startOwnSite("content-two-instances", { instances: 2, seed: seedContent });
});

test.afterAll(() => site?.stop());

function instances(): [RunningServer, RunningServer] {
  if (!site) throw new Error("the site did not start");
  return site.servers as [RunningServer, RunningServer];
}

async function contextOn(browser: Browser, server: RunningServer): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url });
  await rememberDeclinedCookies(context);
  return context;
}

async function htmlOf(request: APIRequestContext, path: string): Promise<string> {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  return (await answer.text()).replaceAll("&nbsp;", NBSP);
}

/** Waits until B's page holds every text (the change is announced to B, not awaited), then opens it. */
async function openWhenItShows(page: Page, path: string, texts: string[]): Promise<void> {
  await expect
    .poll(async () => {
      const html = await htmlOf(page.request, path);
      return texts.filter((text) => !html.includes(text));
    })
    .toEqual([]);
  await page.goto(path);
}

function logo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 160, g: 40, b: 40, alpha: 1 } } })
    .png()
    .toBuffer();
}

test("a module's draft published, the logo, the offer's advance and a tracker set on one instance show on the other at once", async ({
  browser,
}) => {
  const [a, b] = instances();
  const visitor = await contextOn(browser, b);
  const visit = await visitor.newPage();
  // B serves the listing's purchase offer in both languages, found by its own links.
  await visit.goto(`/property/${LISTING}/`);
  const listingNl = new URL(visit.url()).pathname;
  const listingDe = new URL(
    (await visit.locator('link[rel="alternate"][hreflang="de"]').getAttribute("href")) ?? "",
    visit.url(),
  ).pathname;
  const offer = {
    nl: propertyFormHref(listingNl, "purchase-offer", "nl"),
    de: propertyFormHref(listingDe, "purchase-offer", "de"),
  };

  // What B serves, and may keep, before the change.
  for (const language of ["nl", "de"] as const) {
    expect(await htmlOf(visit.request, MODULE_PAGE[language])).toContain(OLD_TEXT[language]);
    expect(await htmlOf(visit.request, offer[language])).not.toContain(ADVANCE[language]);
    expect(await htmlOf(visit.request, href("cookiePolicy", language))).not.toContain("Google Analytics");
  }

  const manager = await contextOn(browser, a);
  const admin = await manager.newPage();
  let logoKey = "";
  try {
    await signInOwnSiteManager(site as OwnSite, manager.request, "Inhoud Beheerder");

    await gotoHydrated(admin, `/admin/pages/${pageId}/`);
    await admin
      .getByRole("listitem", { name: /^Module 1:/ })
      .getByRole("button", { name: new RegExp(`^${modulesNl.publishChanges} ?: Module 1$`) })
      .click();
    await expect(admin.getByText(modulesNl.done.draftPublished ?? "", { exact: true })).toBeVisible();

    await gotoHydrated(admin, "/admin/settings/agency/");
    const field = admin.getByRole("group", { name: picturesNl.logo.legend });
    await field.getByLabel(picturesNl.chooseOne).setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: await logo(640, 250),
    });
    await expect(field.getByRole("img", { name: picturesNl.logo.legend })).toBeVisible();
    await admin.getByRole("button", { name: "Opslaan", exact: true }).first().click();
    await expect(admin.locator(".form-success").first()).toBeVisible();
    logoKey = await (site as OwnSite).withDatabase(async (db) => {
      const result = await db.execute<{ logo: string | null }>("select agency->>'logo' as logo from site_settings");
      return result.rows[0]?.logo ?? "";
    });
    expect(logoKey).toMatch(/^site-[0-9a-f]{24}$/);

    await admin.goto("/admin/settings/terms/");
    await admin.getByLabel("Voorschot bij ondertekening (% van de verkoopprijs)").fill("7");
    await admin.getByRole("button", { name: "Opslaan", exact: true }).first().click();
    await expect(admin.getByText("Opgeslagen.", { exact: true })).toBeVisible();

    await admin.goto("/admin/settings/tracking/");
    await admin.getByLabel("Google Analytics 4 (meet-ID)").fill("G-TWOINST1");
    await admin.getByRole("button", { name: "Opslaan", exact: true }).first().click();
    await expect(admin.getByText("Opgeslagen.", { exact: true })).toBeVisible();
  } finally {
    await manager.close();
  }

  try {
    for (const language of ["nl", "de"] as const) {
      await openWhenItShows(visit, MODULE_PAGE[language], [NEW_TEXT[language], `/images/${logoKey}?`]);
      await expect(visit.getByText(NEW_TEXT[language])).toBeVisible();
      await expect(visit.getByText(OLD_TEXT[language])).toHaveCount(0);
      const headerLogo = visit.locator(".site-logo img");
      await expect(headerLogo).toHaveAttribute("src", new RegExp(`^/images/${logoKey}\\?`));
      await expectPictureLoaded(headerLogo);
      const source = await headerLogo.evaluate((element: HTMLImageElement) => element.currentSrc);
      expect((await visit.request.get(source)).status()).toBe(200);
      await expectNoAxeViolations(visit);

      await openWhenItShows(visit, offer[language], [ADVANCE[language]]);
      await expectNoAxeViolations(visit);

      await openWhenItShows(visit, href("cookiePolicy", language), ["Google Analytics"]);
      const table = visit.getByRole("region", { name: COOKIE_TABLE[language] });
      await expect(table.getByRole("rowheader", { name: "_ga", exact: true })).toBeVisible();
      await expectNoAxeViolations(visit);
    }
  } finally {
    await visitor.close();
  }
});
