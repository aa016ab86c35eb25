// The search box (ARIA combobox) and its JSON endpoint.
import { isDemoListingPath } from "../support/demo-listings.ts";
import { expect, test } from "./fixtures.ts";

const NOT_FOUND = "/nl/te-koop/x/y/999999999/";

test("focus shows the type list with sale and rent links", async ({ page }) => {
  await page.goto(NOT_FOUND, { waitUntil: "networkidle" });
  const box = page.getByRole("combobox");
  await box.focus();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const options = page.getByRole("option");
  await expect(options.first()).toBeVisible();
  await expect(page.getByRole("group", { name: "Types" })).toBeVisible();
});

test("typing an id finds the property; arrows and Enter open it", async ({ page }) => {
  await page.goto("/nl/te-koop/");
  const href = await page.locator(".listing-grid article h2 a").first().getAttribute("href");
  const id = href?.split("/").filter(Boolean).at(-1) ?? "";
  await page.goto(NOT_FOUND, { waitUntil: "networkidle" });
  const box = page.getByRole("combobox");
  await box.fill(id);
  await expect(page.getByRole("group", { name: "Panden" }).getByRole("option").first()).toContainText(id);
  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", /option-0$/);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/${id}/$`));
});

test("the reference a listing shows finds it, typed with or without its prefix", async ({ page }) => {
  await page.goto("/nl/te-koop/");
  // One of the demo's listings: the back-office specs' listings of their own, newest on the list while
  // they run, carry no reference.
  const links = page.locator(".listing-grid article h2 a");
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  const demo = hrefs.findIndex(isDemoListingPath);
  expect(demo, "a demo listing on the list's first page").toBeGreaterThanOrEqual(0);
  await links.nth(demo).click();
  await expect(page.getByText(/^Referentie: /)).toBeVisible();
  const listing = new URL(page.url()).pathname;
  const reference = ((await page.getByText(/^Referentie: /).textContent()) ?? "").replace(/^Referentie: /, "").trim();
  expect(reference).toMatch(/^[A-Z]+-\d+$/);
  await page.goto(NOT_FOUND, { waitUntil: "networkidle" });
  const box = page.getByRole("combobox");
  for (const typed of [reference.toLowerCase().replace("-", " "), reference]) {
    await box.fill(typed);
    await expect(page.getByRole("group", { name: "Panden" }).getByRole("option").first()).toContainText(
      reference.replace(/^\D+/, ""),
    );
  }
  // Sent as typed, without choosing an option: the listing itself.
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${listing}$`));
});

test("a type and a town typed together open that list; text that matches nothing stays, and says so", async ({
  page,
}) => {
  await page.goto(NOT_FOUND, { waitUntil: "networkidle" });
  const box = page.getByRole("combobox");
  await box.fill("huis halle");
  const suggestion = page.getByRole("group", { name: "Uw zoekopdracht" }).getByRole("option").first();
  await expect(suggestion).toContainText("Huis in Halle");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?type=1&city=Halle$/);
  await expect(page.locator(".listing-grid article").first()).toContainText("Halle");

  await page.goto(NOT_FOUND, { waitUntil: "networkidle" });
  await box.fill("zzzz geen plaats");
  await expect(page.getByText("Geen resultaten voor “zzzz geen plaats”.", { exact: false })).toBeVisible();
  await box.press("Enter");
  await expect(box).toHaveValue("zzzz geen plaats");
  await expect(page.getByText("Geen resultaten voor “zzzz geen plaats”.", { exact: false })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(NOT_FOUND);
});

test("without JavaScript the form goes to the best match, or to a search page that keeps the text", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(NOT_FOUND);
  await page.getByRole("combobox").fill("huis in halle");
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?type=1&city=Halle$/);

  await page.goto(NOT_FOUND);
  await page.getByRole("combobox").fill("zzzz-no-such-place");
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(/\/nl\/zoeken\/\?q=zzzz-no-such-place$/);
  await expect(page.getByText("Geen resultaten voor “zzzz-no-such-place”.", { exact: false })).toBeVisible();
  await expect(page.getByRole("combobox")).toHaveValue("zzzz-no-such-place");
  await expect(page.getByRole("link", { name: /^Te koop \(\d+\)$/ }).first()).toBeVisible();
  await context.close();
});

test("the endpoint answers JSON and rejects bad input with 400", async ({ request }) => {
  const types = await request.get("/api/search?q=&lang=fr");
  expect(types.status()).toBe(200);
  const body = (await types.json()) as { types: unknown[]; cities: unknown[]; properties: unknown[] };
  expect(body.types.length).toBeGreaterThan(0);
  // The form of pages kept from before the search page: sent on to it, the text kept.
  const sent = await request.get("/api/search?q=huis%20halle&lang=nl&go=1", { maxRedirects: 0 });
  expect([sent.status(), sent.headers().location]).toEqual([303, "/nl/zoeken/?q=huis+halle"]);
  // The search page sends on to a path of this site, whatever Host the request named.
  const page = await request.get("/nl/zoeken/?q=huis+halle", {
    maxRedirects: 0,
    headers: { "X-Forwarded-Host": "evil.example", Host: "evil.example" },
  });
  expect([page.status(), page.headers().location]).toEqual([303, "/nl/te-koop/?type=1&city=Halle"]);
  for (const bad of ["q=%00", `q=${"x".repeat(200)}`, "q=a&lang=xx", "q=a&q=b", "q=a&evil=1"]) {
    expect((await request.get(`/api/search?${bad}`)).status(), bad).toBe(400);
  }
});

test("the image service refuses bad parameters and caches forever", async ({ request }) => {
  expect((await request.get("/images/nope?width=401")).status()).toBe(400);
  expect((await request.get("/images/nope?width=400&format=gif")).status()).toBe(400);
  expect((await request.get("/images/no-such-picture?width=400")).status()).toBe(404);
});

for (const width of [360, 1280]) {
  test(`at ${width} px the hero's suggestions show whole, over the banner's edge and controls`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/nl/", { waitUntil: "networkidle" });
    const box = page.locator(".banner").getByRole("combobox");
    await box.fill("Halle");
    const options = page.locator(".banner").getByRole("option");
    // Focusing the box may first list the property types; wait for the answer to what was typed.
    await expect(options.first()).toContainText("Halle");
    // Each option is the element found at its own centre: nothing clips it or lies over it. Read in
    // one go, so a list that changes meanwhile cannot leave a step waiting for an option that left.
    const placed = await options.evaluateAll((elements) =>
      elements.map((element) => {
        const rect = element.getBoundingClientRect();
        const found = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return { text: element.textContent ?? "", onTop: found !== null && element.contains(found) };
      }),
    );
    expect(placed.length).toBeGreaterThan(1);
    for (const { text, onTop } of placed) expect(onTop, text).toBe(true);

    // Text that matches nothing: the message says so over the same edge and controls.
    await box.fill("zzzz atlantis");
    const message = page.locator(".banner .search-empty");
    await expect(message).toContainText("zzzz atlantis");
    const covered = await message.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return [0.1, 0.5, 0.9].flatMap((x) =>
        [0.25, 0.75].map((y) => {
          const found = document.elementFromPoint(rect.left + rect.width * x, rect.top + rect.height * y);
          return found !== null && !element.contains(found);
        }),
      );
    });
    expect(covered).not.toContain(true);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("the search box's hint shows whole in every language, and its button keeps its name", async ({ page }) => {
    for (const [language, name] of [
      ["nl", "Zoeken"],
      ["fr", "Rechercher"],
      ["en", "Search"],
      ["de", "Suchen"],
    ] as const) {
      await page.goto(`/${language}/`);
      const input = page.getByRole("combobox");
      const room = await input.evaluate((element) => {
        const box = element as HTMLInputElement;
        const style = getComputedStyle(box);
        const context = document.createElement("canvas").getContext("2d");
        if (!context) return Number.NEGATIVE_INFINITY;
        context.font = style.font;
        const inner = box.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return inner - context.measureText(box.placeholder).width;
      });
      expect(room, language).toBeGreaterThanOrEqual(0);
      await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
    }
  });
});
