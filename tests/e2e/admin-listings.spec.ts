// A listing made in the back office from start to the site: an agent creates a property in four
// languages, adds a photo with its alt text, is stopped by the legal-mentions check until the EPC and
// the Flemish mentions are filled in, publishes it and finds it on the list, its page, the search box
// and the sitemap, also through a second instance of the site on the same database (each drops its
// kept pages when told); changes the price and sees it everywhere; renames it and the old address
// redirects to the new one. A published listing would show up in every other spec's lists, so this
// one runs on a site and database of its own.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { recordVersion } from "../../app/.server/admin/edit-record.ts";
import { createListing, loadListing, publishListing } from "../../app/.server/admin/listing-editor.ts";
import { createUser } from "../../app/.server/auth/users.ts";
import { createDatabase, type Database, setCurrentDatabase } from "../../app/.server/db/client.ts";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../../app/i18n/languages.ts";
import { insertTypes } from "../support/catalog-fixtures.ts";
import { draftListingValues } from "../support/listing-values.ts";
import { type OwnSite, startOwnSite } from "../support/own-site.ts";
import { fillSignInForm } from "../support/sign-in-form.ts";
import { newAccount } from "../support/staff-accounts.ts";
import type { RunningServer } from "../support/start-server.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

/** Whether a page of either instance, asked for as a visitor's browser would, shows `pattern`. */
async function pageShows(page: Page, url: string, pattern: RegExp | string): Promise<boolean> {
  const answer = await page.request.get(url);
  const text = answer.ok() ? await answer.text() : "";
  return typeof pattern === "string" ? text.includes(pattern) : pattern.test(text);
}

test.describe("on a site of its own, with two instances", () => {
  // In order, in one worker: one site for them all (a failure in one does not skip the others).
  test.describe.configure({ mode: "default" });
  let ownSite: OwnSite | undefined;
  let database: Database | undefined;
  const instances: { server: RunningServer }[] = [];

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    ownSite = await startOwnSite("listings", { instances: 2, seed: insertTypes });
    instances.push(...ownSite.servers.map((server) => ({ server })));
    database = createDatabase(ownSite.databaseUrl, { max: 2 });
  });

  test.afterAll(async () => {
    await database?.$client.end();
    await ownSite?.stop();
  });

  async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
    return (await (database as Database).$client.query(sql, values)).rows as T[];
  }

  /**
   * A listing of the test's own, written as the editor writes it (the same functions), so that a
   * test starts where the one before it would have left off. Draft, without the EPC and the
   * Flemish mentions, unless `published`: then with them, and published.
   */
  async function listingOfItsOwn(
    word: string,
    { published = false }: { published?: boolean } = {},
  ): Promise<{ id: number; title: Record<Language, string> }> {
    setCurrentDatabase(database as Database);
    const title = {
      nl: `${word} met tuin`,
      fr: `${word} avec jardin`,
      en: `${word} with garden`,
      de: `${word} mit Garten`,
    };
    const values = draftListingValues({
      latitude: 50.73,
      longitude: 4.23,
      energyPerformance: published ? 178 : null,
      details: published
        ? {
            building: { constructionYear: 2012 },
            environment: { floodScoreP: "A", floodScoreG: "A" },
            planning: {
              permit: true,
              zoningDesignation: "woongebied",
              summons: false,
              judicialDecision: "no",
              preemptiveRights: false,
              allotmentPermit: false,
            },
          }
        : {},
    });
    const agent = { id: null, name: "Lotte Listings" };
    const id = await createListing(
      {
        values,
        texts: LANGUAGES.map((language) => ({
          language,
          title: title[language],
          description: language === "nl" ? "Een zonnige woning met een diepe tuin." : "",
          priceUnitText: "",
        })),
        videos: [],
        tours: [],
      },
      agent,
    );
    if (published) {
      const stored = await loadListing(id);
      const outcome = await publishListing(id, recordVersion(stored?.row.updatedAt ?? new Date(0)), agent);
      if (outcome.kind !== "done") throw new Error(`listing ${id} not published: ${outcome.kind}`);
    }
    return { id, title };
  }

  async function signedInAgent(page: Page, site: string, next: string): Promise<void> {
    const agent = {
      name: "Lotte Listings",
      email: `listings-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.be`,
      password: `pw-${Date.now()}-listings`,
      role: "agent" as const,
    };
    await createUser(database as Database, agent);
    await page.goto(`${site}/nl/login/?next=${next}`);
    await fillSignInForm(page, agent);
  }

  test("an agent creates a listing in four languages, moving between the texts by arrow keys", async ({ page }) => {
    const [site] = instances.map((instance) => instance.server.url);
    const word = `Zonnewoning${Date.now().toString(36)}`;
    const title = {
      nl: `${word} met tuin`,
      fr: `${word} avec jardin`,
      en: `${word} with garden`,
      de: `${word} mit Garten`,
    };
    await signedInAgent(page, site ?? "", "/admin/properties/new/");
    await expect(page.getByRole("heading", { level: 1, name: "Nieuw pand" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("Type", { exact: true }).selectOption({ label: "Huis" });
    await page.getByLabel("Prijs (euro)").fill("345000");
    await page.getByLabel("Straat").fill("Molenstraat");
    await page.getByLabel("Huisnummer").fill("7");
    await page.getByLabel("Postcode").fill("1500");
    await page.getByLabel("Gemeente", { exact: true }).fill("Halle");
    // The texts: one tab per language, the arrow keys move between them.
    await page.getByLabel("Titel (NL)").fill(title.nl);
    await page.getByLabel("Beschrijving (NL)").fill("Een zonnige woning met een diepe tuin.");
    for (const language of ["fr", "en", "de"] as const) {
      await page.getByRole("tab", { selected: true }).press("ArrowRight");
      await expect(page.getByRole("tab", { selected: true })).toContainText(LANGUAGE_NAMES[language]);
      await page.getByLabel(`Titel (${language.toUpperCase()})`).fill(title[language]);
    }
    await expect(page.getByRole("tab", { name: /vertaling ontbreekt/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Het pand is aangemaakt als concept.")).toBeVisible();
    const id = Number(/\/admin\/properties\/(\d+)\//.exec(page.url())?.[1]);
    expect(id).toBeGreaterThanOrEqual(900_000_001);
    const texts = await query<{ language: string; title: string }>(
      "select language, title from property_texts where property_id = $1 order by language",
      [id],
    );
    expect(Object.fromEntries(texts.map((text) => [text.language, text.title]))).toEqual(title);
  });

  test("a photo is added with what it shows in Dutch, and the published page carries that text", async ({ page }) => {
    const [site] = instances.map((instance) => instance.server.url);
    const { id, title } = await listingOfItsOwn(`Fotowoning${Date.now().toString(36)}`, { published: true });
    await signedInAgent(page, site ?? "", `/admin/properties/${id}/`);
    await expect(page).toHaveURL(new RegExp(`/admin/properties/${id}/$`));

    // A photo, with what it shows in Dutch for those who cannot see it; then back to the editor.
    await page.getByRole("link", { name: "Foto's beheren" }).click();
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c08040" } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel("Foto's kiezen")
      .setInputFiles([{ name: "gevel.jpg", mimeType: "image/jpeg", buffer: photo }]);
    await page.getByRole("button", { name: "Toevoegen", exact: true }).click();
    await expect(page.locator(".photo-order-item img")).toHaveCount(1);
    const alt = "Gevel van de woning met de oprit";
    // One form for every photo's texts, a language at a time.
    const photoTexts = page.getByRole("form", { name: "Bijschriften en alt-teksten" });
    await photoTexts.getByRole("group", { name: "Foto 1" }).getByLabel("Alt-tekst (NL)").fill(alt);
    await photoTexts.getByRole("button", { name: "Teksten bewaren" }).click();
    await expect(photoTexts.locator("output")).toHaveText("De teksten van de foto's zijn bewaard.");
    await page.getByRole("link", { name: "Terug naar het pand" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/properties/${id}/$`));

    const detailHref = (await page.getByRole("link", { name: "Bekijken op de site" }).getAttribute("href")) ?? "";
    await page.goto(`${site}${detailHref}`);
    await expect(page.getByRole("heading", { level: 1, name: title.nl })).toBeVisible();
    await expect(page.locator(".gallery-main img")).toHaveAttribute("alt", alt);
    expect(await pageShows(page, `${site}${detailHref}`, '<meta property="og:image" content="http')).toBe(true);
  });

  test("publishing is stopped by the EPC check until the mentions are filled; published, both instances show it", async ({
    page,
  }) => {
    const [site, other] = instances.map((instance) => instance.server.url);
    const word = `Zonnewoning${Date.now().toString(36)}`;
    // The second instance keeps the sale list in its page cache from before the listing exists.
    expect(await pageShows(page, `${other}/nl/te-koop/`, word)).toBe(false);
    const { id, title } = await listingOfItsOwn(word);
    await signedInAgent(page, site ?? "", `/admin/properties/${id}/`);
    await expect(page).toHaveURL(new RegExp(`/admin/properties/${id}/$`));

    // Publishing is refused: in Flanders the EPC score and label, the flood scores and the planning
    // mentions are missing.
    await page.getByRole("button", { name: "Publiceren", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Niet gepubliceerd" })).toBeVisible();
    const panel = page.getByRole("region", { name: "Publiceren" });
    await expect(panel.getByRole("listitem").filter({ hasText: "EPC-score" })).toContainText("ontbreekt");
    await expectNoAxeViolations(page);
    expect((await query<{ status: string }>("select status from properties where id = $1", [id]))[0]?.status).toBe(
      "draft",
    );

    await page.getByLabel("EPC-waarde (kWh/m² per jaar)").fill("178");
    await expect(panel.getByRole("listitem").filter({ hasText: "EPC-score" })).toContainText("ingevuld");
    await expect(
      page.getByText("Label volgens de schaal van het gewest").locator("xpath=following-sibling::dd[1]"),
    ).toHaveText("B");
    await page.getByLabel("P-score (perceel)").selectOption("A");
    await page.getByLabel("G-score (gebouw)").selectOption("A");
    await page.getByLabel("Stedenbouwkundige vergunning (Vg)").selectOption("yes");
    await page.getByLabel("Meest recente stedenbouwkundige bestemming").fill("woongebied");
    await page.getByLabel("Dagvaarding / herstelvordering (Dv)").selectOption("no");
    await page.getByLabel("Rechterlijke beslissing (Ho / Bo)").selectOption("no");
    await page.getByLabel("Voorkooprecht (Vkr)").selectOption("no");
    await page.getByLabel("Verkavelingsvergunning").selectOption("no");
    await page.getByLabel("Bouwjaar").fill("2012");
    await expect(panel.getByText("Alle vermeldingen die de regels vragen, zijn ingevuld.")).toBeVisible();
    await page.getByRole("button", { name: "Publiceren", exact: true }).click();
    await expect(page.getByText("Gepubliceerd.", { exact: true })).toBeVisible();

    // On the site: the list, the page, the search box and the sitemap, on both instances.
    const detailHref = await page.getByRole("link", { name: "Bekijken op de site" }).getAttribute("href");
    expect(detailHref).toMatch(new RegExp(`/nl/te-koop/halle/[a-z0-9-]+/${id}/$`));
    for (const origin of [site, other]) {
      await expect.poll(() => pageShows(page, `${origin}/nl/te-koop/`, title.nl)).toBe(true);
      expect(await pageShows(page, `${origin}${detailHref}`, new RegExp(`<h1>${title.nl}</h1>`))).toBe(true);
      expect(await pageShows(page, `${origin}${detailHref}`, /€\s345\.000/)).toBe(true);
      const search = await (await page.request.get(`${origin}/api/search?q=${id}&lang=de`)).json();
      expect(search.properties.map((found: { title: string }) => found.title)).toContain(title.de);
      expect(await pageShows(page, `${origin}/sitemap.xml`, `${detailHref}`)).toBe(true);
    }
  });

  test("a new price shows on both instances and goes into the owner's history", async ({ page }) => {
    const [site, other] = instances.map((instance) => instance.server.url);
    const { id } = await listingOfItsOwn(`Prijswoning${Date.now().toString(36)}`, { published: true });
    await signedInAgent(page, site ?? "", `/admin/properties/${id}/`);
    await expect(page).toHaveURL(new RegExp(`/admin/properties/${id}/$`));
    const detailHref = await page.getByRole("link", { name: "Bekijken op de site" }).getAttribute("href");
    for (const origin of [site, other]) {
      expect(await pageShows(page, `${origin}${detailHref}`, /€\s345\.000/)).toBe(true);
    }

    await page.getByLabel("Prijs (euro)").fill("329000");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Opgeslagen.", { exact: true })).toBeVisible();
    for (const origin of [site, other]) {
      await expect.poll(() => pageShows(page, `${origin}${detailHref}`, /€\s329\.000/)).toBe(true);
      expect(await pageShows(page, `${origin}/nl/te-koop/`, /€\s329\.000/)).toBe(true);
    }
    const history = await query<{ kind: string; before: string; after: string }>(
      "select kind, before::int::text as before, after::int::text as after from property_changes where property_id = $1",
      [id],
    );
    expect(history).toEqual([{ kind: "price", before: "345000", after: "329000" }]);
  });

  test("a new title: the old address answers with a permanent redirect to the new one", async ({ page }) => {
    const [site] = instances.map((instance) => instance.server.url);
    const word = `Naamwoning${Date.now().toString(36)}`;
    const { id } = await listingOfItsOwn(word, { published: true });
    await signedInAgent(page, site ?? "", `/admin/properties/${id}/`);
    await expect(page).toHaveURL(new RegExp(`/admin/properties/${id}/$`));
    const siteLink = page.getByRole("link", { name: "Bekijken op de site" });
    const detailHref = await siteLink.getAttribute("href");

    await page.getByRole("tab", { name: /^Nederlands/ }).click();
    await page.getByLabel("Titel (NL)").fill(`${word} met grote tuin`);
    await page.getByRole("button", { name: "Opslaan" }).click();
    // Wait for the link to the new address (what the save changes).
    await expect(siteLink).toHaveAttribute(
      "href",
      new RegExp(`/nl/te-koop/halle/${word.toLowerCase()}-met-grote-tuin/${id}/$`),
    );
    const newHref = await siteLink.getAttribute("href");
    const old = await page.request.get(`${site}${detailHref}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(newHref);
  });
});

test("a listing is not on the site before it is published, and its preview is for staff only", async ({
  page,
  browser,
}) => {
  await page.goto("/nl/login/?next=/admin/properties/new/");
  await fillSignInForm(page, await newAccount("agent", "Pieter Preview"));
  const word = `Conceptwoning${Date.now().toString(36)}`;
  await page.getByLabel("Type", { exact: true }).selectOption({ label: "Appartement" });
  await page.getByLabel("Postcode").fill("1000");
  await page.getByLabel("Gemeente", { exact: true }).fill("Brussel");
  await page.getByLabel("Titel (NL)").fill(word);
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Het pand is aangemaakt als concept.")).toBeVisible();
  const id = Number(/\/admin\/properties\/(\d+)\//.exec(page.url())?.[1]);
  // Brussels asks for its own mentions: the class and the CO2 emission.
  await expect(page.getByRole("heading", { name: "Wettelijke vermeldingen voor Brussel, Te koop" })).toBeVisible();

  expect((await page.request.get(`/property/${id}/`, { maxRedirects: 0 })).status()).toBe(404);
  const preview = page.getByRole("link", { name: "Voorbeeld bekijken" });
  const href = (await preview.getAttribute("href")) ?? "";
  await page.goto(href);
  await expect(page.getByRole("heading", { level: 1, name: word })).toBeVisible();
  expect((await page.request.get(href)).headers()["cache-control"]).toContain("no-store");
  const stranger = await browser.newContext();
  const answer = await stranger.request.get(new URL(href, page.url()).toString(), { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  await stranger.close();
});
