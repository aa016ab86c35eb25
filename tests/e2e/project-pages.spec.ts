// Project documents (price lists, specifications): every one linked anywhere downloads, and a
// missing one is the site's 404 page in the visitor's language, not a bare English text.
import { LANGUAGES } from "../../app/i18n/languages.ts";
import { href } from "../../app/i18n/links.ts";
import { query } from "../support/e2e-database.ts";
import { servedPage, words } from "../support/served-markup.ts";
import { expect, test } from "./fixtures.ts";

/** Every /documents/ link of every project page, in every language. */
async function linkedDocuments(request: import("@playwright/test").APIRequestContext): Promise<string[]> {
  const documents = new Set<string>();
  for (const language of LANGUAGES) {
    const list = await (await request.get(href("projects", language))).text();
    const projectPaths = new Set(
      [...list.matchAll(new RegExp(`href="(/${language}/[^"?#]+/\\d+/)"`, "g"))].map((match) => match[1] as string),
    );
    expect(projectPaths.size, `projects listed in ${language}`).toBeGreaterThan(0);
    for (const path of projectPaths) {
      const html = await (await request.get(path)).text();
      for (const match of html.matchAll(/href="(\/documents\/[^"]+)"/g)) documents.add(match[1] as string);
    }
  }
  return [...documents];
}

test.use({ axe: false });

test("every document linked from a project page downloads as a PDF with its name", async ({ request }) => {
  const documents = await linkedDocuments(request);
  expect(documents.length, "project pages link documents").toBeGreaterThanOrEqual(2);
  for (const path of documents) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toBe("application/pdf");
    expect(response.headers()["content-disposition"], path).toMatch(/^attachment; filename="[a-z0-9-]+\.pdf"$/);
    expect((await response.body()).subarray(0, 5).toString("latin1"), path).toBe("%PDF-");
  }
});

for (const [language, title] of [
  ["nl-BE,nl;q=0.9", "Pagina niet gevonden"],
  ["de-DE,de;q=0.9", "Seite nicht gefunden"],
] as const) {
  test(`a missing document is the 404 page in the visitor's language (${language.slice(0, 2)})`, async ({
    request,
  }) => {
    for (const path of ["/documents/999999/prijslijst.pdf", "/documents/abc/x.pdf"]) {
      const response = await request.get(path, { headers: { "Accept-Language": language } });
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"]).toContain("text/html");
      expect(await response.text()).toContain(title);
    }
  });
}

test("the project list's first row of pictures loads at once and first; the others when scrolled to", async ({
  page,
}) => {
  await page.goto(href("projects", "nl"));
  const pictures = page.locator(".project-card img");
  const loading = await pictures.evaluateAll((images) =>
    images.map((image) => `${image.getAttribute("loading")} ${image.getAttribute("fetchpriority") ?? "-"}`),
  );
  // The demo has three projects; an agency with more has the rest lazy.
  expect(loading.length).toBeGreaterThan(0);
  expect(
    loading.map((attributes, index) => (index < 3 ? attributes === "eager high" : attributes === "lazy -")),
  ).toEqual(loading.map(() => true));
});

test("a project page sums up its price range and its units' energy classes, in every language", async ({ page }) => {
  for (const [language, priceWords, unitWord] of [
    ["nl", /^Van €\s[\d.]+ tot €\s[\d.]+$/, "Woning 3"],
    ["fr", /^De [\d.]+\s€ à [\d.]+\s€$/, "Logement 3"],
    ["en", /^From €\s[\d.]+ to €\s[\d.]+$/, "Home 3"],
    ["de", /^Von [\d.]+\s€ bis [\d.]+\s€$/, "Wohneinheit 3"],
  ] as const) {
    await page.goto(href("projects", language));
    await page.getByRole("link", { name: "Hof ter Lembeek" }).first().click();
    // A project's name is a proper name: "Hof ter Lembeek" in French too, never "Cour de Lembeek".
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hof ter Lembeek");
    await expect(page.locator(".detail-pricebox .detail-price")).toHaveText(priceWords);
    await expect(page.locator(".project-energy .energy-badge").first()).toHaveText(/^[A-G]/);
    await expect(page.locator(".unit-table tbody th").nth(2)).toHaveText(unitWord);
    // Where it is: the map loads on request, with the link to OpenStreetMap at once.
    await expect(
      page.locator('section[aria-labelledby="map-title"] .lazy-map a[href^="https://www.openstreetmap.org/"]'),
    ).toBeVisible();
  }
});

test("a project card shows its price range and how many units are still available, in nl and de", async ({
  request,
}) => {
  const [units] = await query<{ total: string; available: string; low: string; high: string }>(
    `select count(*) as total, count(*) filter (where u.status = 'available') as available,
            min(u.price) filter (where u.status not in ('sold', 'rented')) as low,
            max(u.price) filter (where u.status not in ('sold', 'rented')) as high
       from project_units u join project_texts t on t.project_id = u.project_id and t.language = 'nl'
      where t.title = 'Hof ter Lembeek'`,
  );
  const amount = (value: string | undefined) => Number(value).toLocaleString("nl-BE");
  const euro = (value: string | undefined) => `€\u00a0${amount(value)}`;
  const euroAfter = (value: string | undefined) => `${amount(value)}\u00a0€`;
  for (const [language, range, available] of [
    ["nl", `Van ${euro(units?.low)} tot ${euro(units?.high)}`, `${units?.available} beschikbaar`],
    ["de", `Von ${euroAfter(units?.low)} bis ${euroAfter(units?.high)}`, `${units?.available} verfügbar`],
  ] as const) {
    const { document } = await servedPage(request, href("projects", language));
    const card = document
      .querySelectorAll("article.project-card")
      .find((found) => found.text.includes("Hof ter Lembeek"));
    expect(card, `${language}: the card of Hof ter Lembeek`).toBeDefined();
    expect(words(card?.querySelector(".property-card-price")?.text ?? "")).toBe(words(range));
    expect(card?.querySelector(".project-card-units")?.text).toContain(available);
  }
});

test("a unit of the price list with a listing of its own links to that listing's page, in nl and de", async ({
  page,
}) => {
  const linked = await query<{ position: number; id: number }>(
    `select u.position, p.id
       from project_units u
       join project_texts t on t.project_id = u.project_id and t.language = 'nl'
       join properties p on p.id = u.property_id and p.project_id = u.project_id and p.status = 'published'
      where t.title = 'Hof ter Lembeek'
      order by u.position`,
  );
  expect(linked.length, "the demo's units of Hof ter Lembeek that are listings").toBeGreaterThan(0);
  const [first] = linked;
  if (!first) return;
  for (const language of ["nl", "de"] as const) {
    await page.goto(href("projects", language));
    await page.getByRole("link", { name: "Hof ter Lembeek" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hof ter Lembeek");
    const rows = page.locator(".unit-table tbody tr");
    // The units without a listing stay plain text.
    await expect(page.locator(".unit-table tbody th a")).toHaveCount(linked.length);
    const name = page.locator(".unit-table tbody th").nth(first.position);
    const unitName = (await name.textContent()) ?? "";
    // Named after the unit alone, in the same tab.
    const link = rows.nth(first.position).getByRole("link", { name: unitName, exact: true });
    await expect(link).not.toHaveAttribute("target");
    const [title] = await query<{ title: string }>(
      "select title from property_texts where property_id = $1 and language = $2",
      [first.id, language],
    );
    await link.click();
    await expect(page).toHaveURL(new RegExp(`^[^?#]+/${language}/[^?#]+/${first.id}/$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title?.title ?? "");
  }
});
