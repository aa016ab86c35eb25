// The agency's content pages: testimonials have an overview and are reachable (menu, sitemap, the
// original site's paths), service articles are in the sitemap, and a page opens with one introduction.
import type { Page } from "@playwright/test";
import { LANGUAGES } from "../../app/i18n/languages.ts";
import { href } from "../../app/i18n/links.ts";
import { servedPage } from "../support/served-markup.ts";
import { expect, test } from "./fixtures.ts";

test("the testimonials overview lists and links every testimonial, and the menu leads to it", async ({ page }) => {
  await page.goto(href("home", "de"));
  const overview = href("testimonials", "de");
  expect(await page.locator(`a[href="${overview}"]`).count(), "the menu links the overview").toBeGreaterThan(0);
  await page.goto(overview);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Erfahrungsberichte");
  const links = await page
    .locator(`main a[href^="${overview}"]`)
    .evaluateAll((as) =>
      [...new Set(as.map((a) => a.getAttribute("href") ?? ""))].filter((h) => h.split("/").length > 4),
    );
  // The three demo testimonials (others may be approved in the back office meanwhile).
  expect(links).toEqual(expect.arrayContaining([1, 2, 3].map((n) => `${overview}testimonial-${n}/`)));
  await page.locator(`main a[href="${links[0]}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${links[0]}$`));
  // Its breadcrumb goes back to the overview.
  await expect(
    page.getByRole("navigation", { name: "Brotkrümelnavigation" }).getByRole("link", { name: "Erfahrungsberichte" }),
  ).toBeVisible();
});

test("the original site's testimonial paths lead to the testimonials", async ({ request }) => {
  for (const [old, target] of [
    ["/testimonials/testimonial-1/", href("testimonial", "nl", { slug: "testimonial-1" })],
    ["/testimonials/", href("testimonials", "nl")],
  ] as const) {
    const response = await request.get(old, { maxRedirects: 0 });
    expect(response.status(), old).toBe(301);
    expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe(target);
    expect((await request.get(target)).status()).toBe(200);
  }
});

test("the sitemap lists the testimonials, their overview and the service articles in every language", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
  for (const language of LANGUAGES) {
    const testimonials = href("testimonials", language);
    const services = href("services", language);
    expect(paths, language).toContain(testimonials);
    expect(
      paths.filter((path) => path.startsWith(testimonials) && path !== testimonials),
      language,
    ).toHaveLength(3);
    expect(
      paths.filter((path) => path.startsWith(services) && path !== services).length,
      language,
    ).toBeGreaterThanOrEqual(3);
  }
  for (const path of paths.filter((p) => p.includes("/getuigenissen/") || p.includes("/goldene-dienste/"))) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test("the team and services pages open with one introduction, not two", async ({ request }) => {
  for (const language of ["nl", "de"] as const) {
    for (const pageId of ["team", "services"] as const) {
      const { response, document } = await servedPage(request, href(pageId, language));
      expect(response.status()).toBe(200);
      const intros = document.querySelectorAll("main .lead, main .module-description, main .module > p");
      const header = document.querySelectorAll("main .page-header .lead").length;
      expect(header, `${pageId} in ${language}: the page's own description is not shown above the module's`).toBe(0);
      expect(intros.length, `${pageId} in ${language}`).toBeLessThanOrEqual(1);
    }
  }
});

test("team cards keep an e-mail address whole or wrap it right after the @, never before it", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(href("team", "de"));
  const links = page.locator('.team-card a[href^="mailto:"]');
  expect(await links.count()).toBeGreaterThan(3);
  for (const html of await links.evaluateAll((as) => as.map((a) => a.innerHTML))) {
    // The only break opportunity is after the "@": no "@" can start a line, no word is cut.
    expect(html).toMatch(/^[^@<]+@<wbr>[^@<]+$/);
  }
  for (const box of await page
    .locator(".team-card")
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().right))) {
    expect(box).toBeLessThanOrEqual(360);
  }
});

/** The home page's slideshow under a clock the test moves, and which of its slides shows. */
async function homeSlideshow(page: Page) {
  await page.clock.install();
  await page.goto(href("home", "nl"));
  const slideshow = page.locator(".slideshow");
  const current = () =>
    slideshow
      .locator(".slide")
      .evaluateAll((slides) => slides.findIndex((slide) => slide.classList.contains("is-current")));
  return { slideshow, current };
}

test("the home banner's slideshow holds while the pointer is over it or focus is inside, and moves on after", async ({
  page,
}) => {
  const { slideshow, current } = await homeSlideshow(page);
  await expect(slideshow.locator(".media-button").first()).toBeVisible(); // hydrated: autoplay runs
  // From here the clock stands still until the test moves it. Until then it ran in real time, and a
  // page that takes seconds to load, hydrate and be checked on a busy machine may have turned slides:
  // the test counts from the slide it finds.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const slides = await slideshow.locator(".slide").count();
  const first = await current();

  // The mouse itself: hover() waits for animation frames, which the installed clock holds.
  const box = await slideshow.boundingBox();
  await page.mouse.move((box?.x ?? 0) + 100, (box?.y ?? 0) + 100);
  await page.clock.runFor(20_000);
  expect(await current(), "held while hovered").toBe(first);
  // Let go, the slideshow counts its interval again from there: one slide on after it.
  await page.mouse.move(5, 5);
  await page.clock.runFor(6_500);
  const shown = (first + 1) % slides;
  await expect.poll(current).toBe(shown);
  await slideshow.locator(".media-button").nth(shown).focus();
  await page.clock.runFor(20_000);
  expect(await current(), "held while focus is inside").toBe(shown);
});

test("for a visitor who asked for reduced motion the slideshow stands still until they press play", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { slideshow, current } = await homeSlideshow(page);
  // Hydrated: the first button offers to play, not to pause.
  const toggle = slideshow.locator(".media-button").first();
  await expect(toggle).toHaveAccessibleName(/afspelen/i);
  await page.clock.runFor(20_000);
  expect(await current(), "no slide turned by itself").toBe(0);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/pauzeren/i);
  // Pointer and focus inside hold it (the test above): the visitor moves on to the page.
  await page.mouse.move(5, 5);
  await toggle.evaluate((button) => (button as HTMLElement).blur());
  await page.clock.runFor(6_500);
  await expect.poll(current).toBe(1);
});

test("a page's first module fetches its background at once and first; later ones when scrolled near", async ({
  request,
}) => {
  // The contact page opens with the contact module over a photo: the largest thing on a phone's screen.
  const html = await (await request.get(href("contact", "nl"))).text();
  const backdrops = [...html.matchAll(/<div class="module-backdrop"><img ([^>]*)>/g)].map((match) => match[1] ?? "");
  expect(backdrops.length).toBeGreaterThan(0);
  expect(backdrops[0]).toContain('loading="eager"');
  expect(backdrops[0]).toMatch(/fetchpriority="high"/i);
  for (const later of backdrops.slice(1)) expect(later).toContain('loading="lazy"');
});

test("on the home page the keyboard reaches the search box before the slideshow's controls", async ({ page }) => {
  await page.goto("/nl/");
  const search = page.getByRole("combobox");
  await search.focus();
  // From the search box, Tab goes through its own button and then to the slideshow's controls.
  const reached: string[] = [];
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press("Tab");
    reached.push(
      await page.evaluate(() => {
        const element = document.activeElement;
        return element?.closest(".slideshow") ? "slideshow" : (element?.textContent ?? "").trim();
      }),
    );
    if (reached.at(-1) === "slideshow") break;
  }
  expect(reached).toContain("Zoeken");
  expect(reached.at(-1)).toBe("slideshow");
});
