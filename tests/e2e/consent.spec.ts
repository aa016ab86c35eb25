// The cookie dialog and tracking only after consent. Every request Chromium makes is recorded;
// third-party tags are answered locally (this machine has no internet), so the test sees which
// hosts the page tried to reach and when.
import type { Browser, Page, Request } from "@playwright/test";
import { href } from "../../app/i18n/links.ts";
import { de } from "../../app/i18n/messages/de.ts";
import { nl } from "../../app/i18n/messages/nl.ts";
import { consentRecordsOf, setTrackingIds } from "../support/e2e-database.ts";
import { holdRequests } from "../support/hold-requests.ts";
import { openWhenItShows } from "../support/open-when-it-shows.ts";
import { type OwnSite, signInOwnSiteManager, startOwnSite } from "../support/own-site.ts";
import type { RunningServer } from "../support/start-server.ts";
import { expect, expectNoAxeViolations, rememberDeclinedCookies, test } from "./fixtures.ts";

test.use({ consent: "undecided" });
// One worker for the whole file: its tracking ids are set once before and removed after.
test.describe.configure({ mode: "serial" });

const IDS = { tagManagerId: "GTM-TEST123", analyticsId: "G-TEST123", adsId: "AW-123456", pixelId: "1234567890" };

test.beforeAll(async () => {
  await setTrackingIds(IDS);
});

test.afterAll(async () => {
  await setTrackingIds({});
});

/** Records the hosts of every request other than the site's own, answering them with an empty script. */
async function recordThirdParties(page: Page, baseURL: string): Promise<string[]> {
  const own = new URL(baseURL).host;
  const hosts: string[] = [];
  page.on("request", (request: Request) => {
    const host = new URL(request.url()).host;
    if (host !== own && !request.url().startsWith("data:")) hosts.push(host);
  });
  await page.route(
    (url) => url.host !== own,
    (route) => route.fulfill({ status: 200, contentType: "application/javascript", body: "" }),
  );
  return hosts;
}

async function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      typeof entry === "object" && entry !== null && "length" in entry
        ? Array.from(entry as ArrayLike<unknown>)
        : [entry],
    ),
  );
}

async function openWithTrackingConfigured(page: Page, path: string): Promise<void> {
  // The server may serve the previous settings for a moment (its settings cache hears of the change
  // through the database): load the page until its HTML carries the tracking ids. Its scripts then
  // set Consent Mode once hydrated, however long that takes on a busy machine.
  await expect
    .poll(async () => ((await (await page.goto(path))?.text()) ?? "").includes(IDS.tagManagerId), { timeout: 0 })
    .toBe(true);
  await page.waitForFunction(() => (window.dataLayer ?? []).length > 0);
}

/** "Nothing more loads": checked once the page's network has gone quiet, not after a fixed time. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
}

test("nothing third-party loads before consent; Consent Mode starts with all four signals denied", async ({
  page,
  baseURL,
}) => {
  const hosts = await recordThirdParties(page, baseURL ?? "");
  await openWithTrackingConfigured(page, "/nl/");
  const dialog = page.getByRole("dialog", { name: "Cookies op deze website" });
  await expect(dialog).toBeVisible();
  // The three first-layer choices, side by side.
  for (const name of ["Alles accepteren", "Weigeren", "Instellingen wijzigen"]) {
    await expect(dialog.getByRole("button", { name })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await settled(page);
  expect(hosts).toEqual([]);
  const layer = await dataLayer(page);
  expect(layer[0]).toEqual([
    "consent",
    "default",
    {
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      wait_for_update: 500,
    },
  ]);
});

test("agreeing updates consent, sends a page view with the session's utm parameters and loads the tags", async ({
  page,
  baseURL,
}) => {
  const hosts = await recordThirdParties(page, baseURL ?? "");
  await openWithTrackingConfigured(page, "/nl/?utm_source=newsletter&utm_campaign=autumn");
  await page.getByRole("button", { name: "Alles accepteren" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect.poll(() => new Set(hosts)).toEqual(new Set(["www.googletagmanager.com", "connect.facebook.net"]));
  const layer = await dataLayer(page);
  expect(layer).toContainEqual([
    "consent",
    "update",
    { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" },
  ]);
  expect(layer).toContainEqual([
    "event",
    "page_view",
    { page_location: `${baseURL}/nl/?utm_source=newsletter&utm_campaign=autumn` },
  ]);
  const stored = await page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));
  expect(stored).toMatchObject({
    consentAdUserData: "true",
    consentAdStorage: "true",
    consentAnalyticsStorage: "true",
    consentAdPersonalization: "true",
  });
  expect(JSON.parse(String(stored.consent ?? "{}")).granted).toEqual([
    "necessary",
    "preferences",
    "analytics",
    "marketing",
    "social",
    "unclassified",
  ]);
});

test("a page whose address holds a one-use token loads no tag, whatever was agreed; the next page does", async ({
  page,
  baseURL,
}) => {
  const hosts = await recordThirdParties(page, baseURL ?? "");
  await openWithTrackingConfigured(page, "/nl/");
  await page.getByRole("button", { name: "Alles accepteren" }).click();
  await expect.poll(() => hosts.length).toBeGreaterThan(0);
  hosts.length = 0;
  // A password link and a subscription's confirm link, as their mails give them (the token made up).
  for (const path of [
    "/nl/login/wachtwoord-kiezen/AbCdEfGhIjKlMnOpQrStUvWxYz012345/",
    "/nl/nieuwsbrief/bevestigen/AbCdEfGhIjKlMnOpQrStUvWxYz012345/",
  ]) {
    await page.goto(path);
    await page.waitForFunction(() => (window.dataLayer ?? []).length > 0);
    await settled(page);
    expect(hosts, path).toEqual([]);
    const layer = JSON.stringify(await dataLayer(page));
    expect(layer).not.toContain("AbCdEfGhIjKlMnOpQrStUvWxYz012345");
  }
  await page.goto("/nl/te-koop/");
  await expect.poll(() => hosts.length).toBeGreaterThan(0);
});

test("declining loads nothing, now or on the next page", async ({ page, baseURL }) => {
  const hosts = await recordThirdParties(page, baseURL ?? "");
  await openWithTrackingConfigured(page, "/nl/");
  await page.getByRole("button", { name: "Weigeren" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await page.goto("/nl/te-koop/");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await settled(page);
  expect(hosts).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.getItem("consentAnalyticsStorage"))).toBe("false");
});

/** The page's own scripts, held back by holdRequests. */
const PAGE_SCRIPTS = "**/assets/*.js";

test("the first layer paints with the page, before its scripts; a button pressed then is carried out", async ({
  page,
  baseURL,
}) => {
  const hosts = await recordThirdParties(page, baseURL ?? "");
  await openWithTrackingConfigured(page, "/nl/contact/");
  await page.evaluate(() => window.localStorage.clear());
  const release = await holdRequests(page, PAGE_SCRIPTS);
  const opened = page.goto("/nl/");
  const dialog = page.getByRole("dialog", { name: "Cookies op deze website" });
  await expect(dialog).toBeVisible();
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
  await dialog.getByRole("button", { name: "Weigeren" }).click();
  await expect(dialog).toBeHidden();
  release();
  await opened;
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("consentAnalyticsStorage"))).toBe("false");
  const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem("consent"))) ?? "{}");
  expect(stored.granted).toEqual(["necessary"]);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await settled(page);
  expect(hosts).toEqual([]);
});

test("a visitor who chose never sees the dialog, not even before the scripts run", async ({ page, baseURL }) => {
  await recordThirdParties(page, baseURL ?? "");
  await openWithTrackingConfigured(page, "/nl/");
  await page.getByRole("button", { name: "Weigeren" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  const release = await holdRequests(page, PAGE_SCRIPTS);
  const opened = page.goto("/nl/te-koop/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("dialog.consent")).toBeHidden();
  release();
  await opened;
  await expect(page.locator("dialog.consent")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("there is no cookie dialog: its buttons could not work", async ({ page }) => {
    await page.goto("/nl/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("dialog.consent")).toBeHidden();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("settings: nothing pre-ticked, necessary locked; only the granted category's tags load", async ({
  page,
  baseURL,
}) => {
  const hosts = await recordThirdParties(page, baseURL ?? "");
  await openWithTrackingConfigured(page, "/en/");
  await page.getByRole("button", { name: "Change settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Cookie settings" });
  await expect(dialog).toBeFocused();
  await expect(dialog.getByLabel("Strictly necessary")).toBeChecked();
  await expect(dialog.getByLabel("Strictly necessary")).toBeDisabled();
  for (const name of ["Preferences", "Analytical", "Marketing", "Social media", "Unclassified"]) {
    await expect(dialog.getByLabel(name)).not.toBeChecked();
  }
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Social media").check();
  await dialog.getByRole("button", { name: "Save my choice" }).click();
  await expect.poll(() => hosts).toEqual(["connect.facebook.net"]);
  await settled(page);
  expect(hosts).toEqual(["connect.facebook.net"]);
});

test("the footer reopens the settings with the choice made, and withdrawing is one click", async ({
  page,
  baseURL,
}) => {
  await recordThirdParties(page, baseURL ?? "");
  await openWithTrackingConfigured(page, "/fr/");
  await page.getByRole("button", { name: "Tout accepter" }).click();
  await page.reload();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("link", { name: "Paramètres des cookies" }).click();
  const dialog = page.getByRole("dialog", { name: "Paramètres des cookies" });
  await expect(dialog.getByLabel("Marketing")).toBeChecked();
  await dialog.getByRole("button", { name: "Refuser" }).click();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("consent") ?? "{}"));
  expect(stored.granted).toEqual(["necessary"]);
  // Both choices are in the agency's record of consents, under the same random id.
  await expect
    .poll(async () => (await consentRecordsOf(stored.consentId)).map((record) => [record.granted, record.language]))
    .toEqual([
      [["necessary", "preferences", "analytics", "marketing", "social", "unclassified"], "fr"],
      [["necessary"], "fr"],
    ]);
});

test("the record of consents refuses what is not a choice", async ({ request }) => {
  const id = "5a0a3b8e-2f6d-4c1e-9b7a-0c2d4e6f8a10";
  const post = (data: unknown, contentType = "application/json") =>
    request.post("/api/consent", {
      headers: { "Content-Type": contentType },
      data: typeof data === "string" ? data : JSON.stringify(data),
    });
  expect((await post({ consentId: id, granted: ["analytics"], language: "nl" })).status()).toBe(204);
  expect((await post("{not json")).status()).toBe(400);
  expect((await post({ consentId: "x", granted: [], language: "nl" })).status()).toBe(400);
  expect((await post({ consentId: id, granted: ["everything"], language: "nl" })).status()).toBe(400);
  expect((await post({ consentId: id, granted: [], language: "xx" })).status()).toBe(400);
  expect((await post({ consentId: id, granted: [], language: "nl", extra: 1 })).status()).toBe(400);
  expect((await post("consentId=x", "application/x-www-form-urlencoded")).status()).toBe(415);
  expect((await post({ consentId: id, granted: [], language: "nl", pad: "x".repeat(2000) })).status()).toBe(413);
  expect((await request.get("/api/consent")).status()).toBe(405);
  expect((await consentRecordsOf(id)).map((record) => record.granted)).toEqual([["necessary", "analytics"]]);
});

test("the keyboard reaches the dialog first; a setcookies link asks again; preview paths never ask", async ({
  page,
}) => {
  await openWithTrackingConfigured(page, "/nl/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Naar de inhoud" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Lees ons cookiebeleid" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Alles accepteren" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeHidden();

  await page.goto("/nl/?setcookies=1");
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("consent"))).toBeNull();

  // The dialog is decided once the page's scripts have run: when the page has loaded and its network
  // has gone quiet, a dialog that was going to open would be open.
  await page.goto("/nl/preview-pagina/", { waitUntil: "networkidle" });
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

// The settings layer's tables per category and the cookie policy's (shared/cookie-catalogue.ts), on
// a site of its own: the tracking ids and the consent's lifetime are shared settings, and the specs
// above set ids of their own. Without a tracker both list only the site's necessary entries; with an
// analytics id and a lifetime set in the back office both name Google Analytics, list its cookies and
// state the lifetime the manager set, in the visitor's language.
test.describe("the cookie tables of the settings layer and the cookie policy, on a site of its own", () => {
  let site: OwnSite | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    site = await startOwnSite("consent-tables");
  });

  test.afterAll(() => site?.stop());

  const running = () => (site as OwnSite).servers[0] as RunningServer;

  /** A first visit's settings layer in a language, once the page carries `until` (a change is announced, not awaited). */
  async function settingsLayer(browser: Browser, language: "nl" | "de", until = "") {
    const context = await browser.newContext({ baseURL: running().url });
    const page = await context.newPage();
    await expect
      .poll(async () => ((await (await page.goto(`/${language}/`))?.text()) ?? "").includes(until), { timeout: 0 })
      .toBe(true);
    const m = (language === "nl" ? nl : de).consent;
    await page.getByRole("button", { name: m.change }).click();
    const dialog = page.getByRole("dialog", { name: m.settingsTitle });
    await expect(dialog).toBeVisible();
    return { context, page, dialog, m };
  }

  test("no tracker: only the necessary and preferences tables; a manager's analytics id and 90 days: its tables in the dialog and the policy, in the visitor's language", async ({
    browser,
  }) => {
    const first = await settingsLayer(browser, "nl");
    try {
      const { page, dialog, m } = first;
      // Only the necessary category and the preferences (recently viewed, kept by the site itself)
      // have cookies to show: the others' tables are not drawn at all.
      const details = dialog.getByText(m.declaration.cookiesOf, { exact: true });
      await expect(details).toHaveCount(2);
      await details.last().click();
      const preferences = dialog.getByRole("table", { name: m.categories.preferences });
      await expect(preferences.getByRole("rowheader")).toHaveText(["recentlyViewed (lokale opslag)"]);
      await expect(preferences.getByRole("row", { name: /^recentlyViewed/ })).toContainText("180 dagen");
      await details.first().click();
      const table = dialog.getByRole("table", { name: m.categories.necessary });
      await expect(table).toBeVisible();
      await expect(table.getByRole("rowheader")).toHaveText([
        "consent (lokale opslag)",
        "consentAdStorage, consentAdUserData, consentAdPersonalization, consentAnalyticsStorage (lokale opslag)",
        "favourites (lokale opslag)",
        "utm_parameters (opslag van het tabblad)",
        "__Host-session",
      ]);
      await expect(table.getByRole("row", { name: /^consent \(lokale opslag\)/ })).toContainText("180 dagen");
      await expect(table.getByRole("row", { name: /__Host-session/ })).toContainText("Tot u zich afmeldt");
      for (const name of ["_ga", "_gcl_au", "_fbp", "_dc_gtm_<id>"])
        await expect(dialog.getByRole("rowheader", { name, exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // The keyboard passes through the tables to the buttons: the details' summaries are the only
      // stops the tables add, and nothing inside them holds the focus.
      await details.first().focus();
      const stops: string[] = [];
      for (let step = 0; step < 12 && !stops.includes(m.save); step += 1) {
        await page.keyboard.press("Tab");
        stops.push(
          await page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.id || ""),
        );
      }
      expect(stops).toContain(m.save);
      await expect(dialog.getByRole("table").locator("[tabindex], a, button, input")).toHaveCount(0);
    } finally {
      await first.context.close();
    }

    const staff = await browser.newContext({ baseURL: running().url });
    await rememberDeclinedCookies(staff);
    try {
      const page = await staff.newPage();
      // The policy without a tracker: the site's necessary entries only, the lifetime of a new site.
      await page.goto(href("cookiePolicy", "nl"));
      const declaration = page.getByRole("region", { name: "Welke cookies deze website gebruikt" });
      await expect(declaration).toContainText("Uw keuze wordt 180 dagen bewaard");
      await expect(declaration).toContainText("Deze website laadt geen diensten van derden die u volgen");
      await expect(declaration.locator("table caption")).toHaveText(["Strikt noodzakelijk", "Voorkeuren"]);
      await expect(declaration.getByRole("rowheader", { name: "_ga" })).toHaveCount(0);
      await expect(declaration.getByRole("rowheader", { name: "__Host-session" })).toBeVisible();
      await expectNoAxeViolations(page);

      await signInOwnSiteManager(site as OwnSite, staff.request, "Cookie Beheerder");
      await page.goto("/admin/settings/tracking/");
      await page.getByLabel("Google Analytics 4 (meet-ID)").fill("G-TABLES1");
      await page.getByRole("button", { name: "Opslaan", exact: true }).first().click();
      await expect(page.getByText("Opgeslagen.", { exact: true })).toBeVisible();
      await page.goto("/admin/settings/");
      await page.getByLabel("Geldigheid van een cookiekeuze (dagen)").fill("90");
      await page.getByRole("button", { name: "Opslaan", exact: true }).first().click();
      await expect(page.getByText("Opgeslagen.", { exact: true })).toBeVisible();

      await openWhenItShows(page, href("cookiePolicy", "nl"), ["Google Analytics", "90 dagen"]);
      await expect(declaration).toContainText("Uw keuze wordt 90 dagen bewaard");
      await expect(declaration).toContainText(
        "Diensten van derden die alleen met uw toestemming laden: Google Analytics.",
      );
      await expect(declaration.locator("table caption")).toHaveText([
        "Strikt noodzakelijk",
        "Voorkeuren",
        "Analytisch",
      ]);
      await expect(declaration.getByRole("rowheader", { name: "_ga", exact: true })).toBeVisible();
      await expect(declaration.getByRole("rowheader", { name: "_gcl_au" })).toHaveCount(0);
      await expect(declaration.getByRole("rowheader", { name: "_fbp" })).toHaveCount(0);

      await openWhenItShows(page, href("cookiePolicy", "de"), ["Google Analytics", "90 Tage"]);
      const german = page.getByRole("region", { name: "Welche Cookies diese Website verwendet" });
      await expect(german).toContainText("Ihre Wahl wird 90 Tage gespeichert");
      await expect(german.getByRole("row", { name: /_ga_<id>/ })).toContainText("2 Jahre");
    } finally {
      await staff.close();
    }

    for (const [language, consentRow, lifetime, twoYears] of [
      ["nl", "consent (lokale opslag)", "90 dagen", "2 jaar"],
      ["de", "consent (lokaler Speicher)", "90 Tage", "2 Jahre"],
    ] as const) {
      const visit = await settingsLayer(browser, language, "G-TABLES1");
      try {
        const { page, dialog, m } = visit;
        const details = dialog.getByText(m.declaration.cookiesOf, { exact: true });
        // The necessary, preferences and analytics categories', no other.
        await expect(details).toHaveCount(3);
        for (const one of await details.all()) await one.click();
        await expect(dialog.getByRole("table")).toHaveCount(3);
        const necessary = dialog.getByRole("table", { name: m.categories.necessary });
        await expect(necessary.getByRole("row", { name: consentRow })).toContainText(lifetime);
        const analytics = dialog.getByRole("table", { name: m.categories.analytics });
        await expect(analytics.getByRole("rowheader")).toHaveText(["_ga", "_ga_<id>"]);
        await expect(analytics.getByRole("row", { name: /^_ga / })).toContainText("Google");
        await expect(analytics.getByRole("row", { name: /^_ga / })).toContainText(twoYears);
        await expect(analytics.getByRole("columnheader")).toHaveText([
          m.declaration.name,
          m.declaration.provider,
          m.declaration.purpose,
          m.declaration.duration,
        ]);
        for (const name of ["_gcl_au", "_fbp", "_dc_gtm_<id>"])
          await expect(dialog.getByRole("rowheader", { name, exact: true })).toHaveCount(0);
        await expectNoAxeViolations(page);
      } finally {
        await visit.context.close();
      }
    }
  });
});
