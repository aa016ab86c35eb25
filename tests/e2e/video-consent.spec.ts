// Videos and virtual tours: a poster (the property's photo) with a play button naming the platform,
// and no raw address in the page; without consent for social media a click asks first, for this
// player or for good, and nothing reaches the platform before the visitor says yes (the cookie
// policy says so). The platforms are answered by a stand-in page: this machine has no internet, and
// the test sees every request the page makes to them.
import type { Page } from "@playwright/test";
import { fill } from "../../app/i18n/fill.ts";
import { catalogNl } from "../../app/i18n/messages/catalog-nl.ts";
import { de } from "../../app/i18n/messages/de.ts";
import { nl } from "../../app/i18n/messages/nl.ts";
import { consentRecordsOf, query } from "../support/e2e-database.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const PLATFORM_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|vimeo\.com|vimeocdn\.com)$/;
// The consent spec sets the site's tracking ids for a while, and granting "social" here then loads the
// pixel of those ids: its hosts answer an empty script, as no network is reachable from the tests.
const TAG_HOSTS = /(^|\.)(googletagmanager\.com|google-analytics\.com|facebook\.net|doubleclick\.net)$/;
const ALWAYS_NL = fill(nl.consent.embed.alwaysAllow, { category: nl.consent.categories.social });
const STAND_IN = "<!doctype html><title>player</title><p>Stand-in player</p>";

interface VideoProperty {
  id: number;
  url: string;
  photo: string;
}

/**
 * A published property whose one player is a video on the given platform (no tour beside it), with
 * the key of its first photo.
 */
async function propertyWithVideo(host: "www.youtube.com" | "vimeo.com", skip?: number): Promise<VideoProperty> {
  const [row] = await query<VideoProperty>(
    `select p.id, v.url,
            (select f.file_key from media f where f.property_id = p.id and f.kind = 'photo' and f.file_key is not null
              order by f.position, f.id limit 1) as photo
       from properties p join media v on v.property_id = p.id and v.kind = 'video'
      where p.status = 'published' and v.url like $1 and p.id <> $2
        and not exists (select 1 from media o where o.property_id = p.id and o.kind in ('video', 'tour') and o.id <> v.id)
        and exists (select 1 from media f where f.property_id = p.id and f.kind = 'photo' and f.file_key is not null)
      order by p.id limit 1`,
    [`https://${host}/%`, skip ?? 0],
  );
  if (!row) throw new Error(`the demo has no property with a video on ${host}`);
  return row;
}

/** Answers the platforms with the stand-in and returns the list of every request made to them. */
async function standInPlatforms(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (PLATFORM_HOSTS.test(new URL(request.url()).hostname)) requests.push(request.url());
  });
  await page.route(
    (url) => PLATFORM_HOSTS.test(url.hostname),
    (route) => route.fulfill({ contentType: "text/html", body: STAND_IN }),
  );
  await page.route(
    (url) => TAG_HOSTS.test(url.hostname),
    (route) => route.fulfill({ contentType: "text/javascript", body: "" }),
  );
  return requests;
}

async function storedConsent(page: Page): Promise<{ consentId: string; granted: string[] }> {
  return JSON.parse((await page.evaluate(() => window.localStorage.getItem("consent"))) ?? "{}");
}

test("a video shows the property's photo as its poster, a play button naming the platform, and no video address", async ({
  page,
}) => {
  const video = await propertyWithVideo("www.youtube.com");
  const videoId = new URL(video.url).searchParams.get("v") ?? "";
  const requests = await standInPlatforms(page);
  await page.goto(`/property/${video.id}/`);
  const title = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").trim();
  const play = page.getByRole("link", { name: `${fill(catalogNl.detail.playVideo, { title })} YouTube` });
  await expect(play).toBeVisible();
  await expect(play.locator(".media-embed-platform")).toHaveText("YouTube");
  // The poster is the property's first photo, from the site's own image service.
  const poster = play.locator("img");
  await expect(poster).toBeVisible();
  const src = new URL((await poster.getAttribute("src")) ?? "", page.url());
  expect(src.origin).toBe(new URL(page.url()).origin);
  expect(src.pathname).toBe(`/images/${encodeURIComponent(video.photo)}`);
  await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The address is only where a browser without JavaScript follows it, never in the text.
  const text = await page.locator("body").innerText();
  expect(text).not.toContain(videoId);
  expect(text).not.toMatch(/youtube\.com|youtu\.be/);
  expect(requests, "nothing from the platform while the poster shows").toEqual([]);
});

test("without consent for social media a click asks first, nothing reaches the platform until 'load this video', and once is not for good", async ({
  page,
}) => {
  const video = await propertyWithVideo("www.youtube.com");
  const videoId = new URL(video.url).searchParams.get("v") ?? "";
  const requests = await standInPlatforms(page);
  await page.goto(`/property/${video.id}/`);
  await page.locator(".media-embed-poster").click();

  const ask = page.locator(".media-embed-ask");
  await expect(ask).toContainText(fill(nl.consent.embed.videoText, { platform: "YouTube" }));
  const loadOnce = ask.getByRole("button", { name: nl.consent.embed.loadVideo });
  await expect(loadOnce).toBeFocused();
  await expect(ask.getByRole("button", { name: ALWAYS_NL })).toBeVisible();
  await expect(
    ask.getByRole("link", { name: fill(nl.consent.embed.openOnPlatform, { platform: "YouTube" }) }),
  ).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(requests, "nothing from the platform before the visitor agrees").toEqual([]);

  await loadOnce.click();
  const frame = page.locator("iframe.media-embed-frame");
  await expect(frame).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${videoId}`);
  await expect(page.frameLocator("iframe.media-embed-frame").getByText("Stand-in player")).toBeVisible();
  expect(requests).toContain(`https://www.youtube-nocookie.com/embed/${videoId}`);
  expect((await storedConsent(page)).granted).not.toContain("social");

  // Once was for this player only: after a reload the click asks again.
  await page.reload();
  await page.locator(".media-embed-poster").click();
  await expect(page.getByRole("button", { name: nl.consent.embed.loadVideo })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("always allowing social media records the choice: the next player loads at the first click", async ({ page }) => {
  const youtube = await propertyWithVideo("www.youtube.com");
  const vimeo = await propertyWithVideo("vimeo.com", youtube.id);
  const requests = await standInPlatforms(page);
  await page.goto(`/property/${youtube.id}/`);
  await page.locator(".media-embed-poster").click();
  // The video's question: the page's map asks for the same category with its own button.
  await page.locator(".media-embed-ask").getByRole("button", { name: ALWAYS_NL }).click();
  await expect(page.locator("iframe.media-embed-frame")).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\//,
  );

  // Kept in the browser and in the agency's record of consents, under the same id.
  const stored = await storedConsent(page);
  expect(stored.granted).toContain("social");
  await expect
    .poll(async () => (await consentRecordsOf(stored.consentId)).map((record) => record.granted))
    .toContainEqual(expect.arrayContaining(["necessary", "social"]));

  // Another property's player (another platform) loads at the first click, without a question.
  await page.goto(`/property/${vimeo.id}/`);
  const before = requests.length;
  await page.locator(".media-embed-poster").click();
  await expect(page.locator("iframe.media-embed-frame")).toHaveAttribute("src", /^https:\/\/player\.vimeo\.com\//);
  await expect(page.getByRole("button", { name: nl.consent.embed.loadVideo })).toHaveCount(0);
  await expect.poll(() => requests.slice(before).some((url) => url.startsWith("https://player.vimeo.com/"))).toBe(true);
});

test("on a phone in German the question stands in the poster's place, whole, with its buttons", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const video = await propertyWithVideo("www.youtube.com");
  await standInPlatforms(page);
  await page.goto(`/property/${video.id}/`);
  // The German page of the same property, as search engines are told (the switcher sits in the drawer).
  const german = await page.locator('link[rel="alternate"][hreflang="de"]').getAttribute("href");
  await page.goto(german ?? "");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.locator(".media-embed-poster").click();
  const load = page.getByRole("button", { name: de.consent.embed.loadVideo });
  await expect(load).toBeVisible();
  await expect(
    page
      .locator(".media-embed-ask")
      .getByRole("button", { name: fill(de.consent.embed.alwaysAllow, { category: de.consent.categories.social }) }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
