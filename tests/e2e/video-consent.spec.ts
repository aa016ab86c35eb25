// Videos and virtual tours: a poster with the platform's name (no raw address); without consent for
// social media a click asks first, for this player or for good, and nothing reaches the platform
// before the visitor says yes (the cookie policy says so).
import { href } from "../../app/i18n/links.ts";
import { expect, test } from "./fixtures.ts";

const PLATFORMS = /youtube|youtu\.be|vimeo|matterport/;

/** The first Dutch property page with a video, found in the sitemap. */
async function propertyWithVideo(request: import("@playwright/test").APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  const forSale = href("forSale", "nl");
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] as string).pathname)
    .filter((path) => path.startsWith(forSale) && path !== forSale);
  for (const path of paths) {
    if ((await (await request.get(path)).text()).includes("media-embed-poster")) return path;
  }
  throw new Error("no property with a video in the demo");
}

test("a video shows its poster and platform, and asks before loading anything from the platform", async ({
  page,
  request,
}) => {
  const path = await propertyWithVideo(request);
  const thirdParty: string[] = [];
  page.on("request", (sent) => {
    if (PLATFORMS.test(new URL(sent.url()).hostname)) thirdParty.push(sent.url());
  });
  await page.route(PLATFORMS, (route) => route.fulfill({ contentType: "text/html", body: "<title>player</title>" }));
  await page.goto(path);
  const embed = page.locator(".media-embed").first();
  await expect(embed.locator(".media-embed-platform")).toHaveText(/^(YouTube|Vimeo|Matterport)/);
  expect(await embed.textContent()).not.toMatch(/https?:\/\//);

  await embed.locator(".media-embed-poster").click();
  await expect(page.getByRole("button", { name: "Deze video laden" }).first()).toBeVisible();
  expect(thirdParty, "nothing from the platform before the visitor agrees").toEqual([]);

  await page.getByRole("button", { name: "Deze video laden" }).first().click();
  await expect(page.locator("iframe.media-embed-frame").first()).toHaveAttribute("src", PLATFORMS);
});

test("always allowing social media records the choice: the next visit's player loads at the first click", async ({
  page,
  request,
}) => {
  const path = await propertyWithVideo(request);
  await page.route(PLATFORMS, (route) => route.fulfill({ contentType: "text/html", body: "<title>player</title>" }));
  await page.goto(path);
  await page.locator(".media-embed-poster").first().click();
  await page
    .getByRole("button", { name: /^Altijd toestaan/ })
    .first()
    .click();
  await expect(page.locator("iframe.media-embed-frame").first()).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem("consent") ?? "");
  expect(JSON.parse(stored).granted).toContain("social");

  await page.reload();
  await page.locator(".media-embed-poster").first().click();
  await expect(page.locator("iframe.media-embed-frame").first()).toBeVisible();
});

test("on a phone in German the question stands in the poster's place, whole, with its buttons", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const path = await propertyWithVideo(request);
  await page.route(PLATFORMS, (route) => route.fulfill({ contentType: "text/html", body: "<title>player</title>" }));
  await page.goto(path);
  // The German page of the same property, as search engines are told (the switcher sits in the drawer).
  const german = await page.locator('link[rel="alternate"][hreflang="de"]').getAttribute("href");
  await page.goto(german ?? "");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.locator(".media-embed-poster").first().click();
  const load = page.getByRole("button", { name: "Dieses Video laden" }).first();
  await expect(load).toBeVisible();
  await expect(page.getByRole("button", { name: /^Immer erlauben/ }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
