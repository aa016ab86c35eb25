// A testimonial sent on the site waits in the back office's queue with its picture; approved, it is
// on the site's testimonials page and has a page of its own, its picture served like the site's
// others at an address nobody can guess; withdrawn, it is gone again, its picture in every size. The
// unapproved picture is for staff only.
import type { Browser, Page } from "@playwright/test";
import { openSignedIn } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, expectPictureLoaded, test } from "./fixtures.ts";

const AGENT_ID = "demo-agent";
// A 2x2 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

async function signIn(page: Page, next: string): Promise<void> {
  await openSignedIn(page, AGENT_ID, next);
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[/?]/g, "\\$&")}$`));
}

/** The public testimonials page in a browser of its own (nothing kept from an earlier look). */
async function publicTestimonials(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/nl/getuigenissen/");
  const text = (await page.locator("main").textContent()) ?? "";
  await context.close();
  return text;
}

test("a testimonial is moderated: approved it shows on the site with its picture, withdrawn it is gone", async ({
  browser,
  page,
  request,
}) => {
  const mark = Date.now() % 100000;
  const name = `Familie Wouters ${mark}`;
  // Its own words too: a testimonial's page lists the others, and an earlier run's are approved.
  const comment = `Op drie weken verhuurd, met een grondige plaatsbeschrijving (${mark}).`;
  await page.goto("/nl/getuigenis-schrijven/");
  await page.getByLabel("Naam").fill(name);
  await page.getByLabel("Uw getuigenis").fill(comment);
  await page.getByLabel("Foto").setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page).toHaveURL(/\/nl\/bedankt\/getuigenis\/\?receipt=[\w.-]+$/);
  expect(await publicTestimonials(browser)).not.toContain(name);

  await signIn(page, "/admin/testimonials/");
  const item = page.locator(".admin-list > li", { hasText: name });
  await expect(item.getByRole("img", { name: `Foto bij de getuigenis van ${name}` })).toBeVisible();
  await expectPictureLoaded(item.getByRole("img"));
  // Not approved yet: the picture is for staff only.
  const imageUrl = (await item.getByRole("img").getAttribute("src")) ?? "";
  const anonymous = await request.get(imageUrl, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  await expectNoAxeViolations(page);

  await item.getByRole("button", { name: "Goedkeuren" }).click();
  await expect(page.locator(".admin-list > li", { hasText: name })).toContainText("Op de site");
  await expect(async () => expect(await publicTestimonials(browser)).toContain(name)).toPass();

  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  await site.goto("/nl/getuigenissen/");
  await site.locator("li", { hasText: name }).getByRole("link").first().click();
  await expect(site.getByText(comment)).toBeVisible();
  const picture = site.locator(".article-image");
  // A random key: not the submission's number, so no other testimonial's picture can be guessed.
  await expect(picture).toHaveAttribute("src", /^\/images\/testimonial-[0-9a-f]{32}\?/);
  await expectPictureLoaded(picture);
  const pictureUrl = (await picture.getAttribute("src")) ?? "";
  await visitor.close();
  const picturePath = new URL(pictureUrl, "http://site").pathname;
  expect((await request.get(pictureUrl)).status()).toBe(200);

  await page.locator(".admin-list > li", { hasText: name }).getByRole("button", { name: "Van de site halen" }).click();
  await expect(page.locator(".admin-list > li", { hasText: name })).toContainText("Afgewezen");
  await expect(async () => expect(await publicTestimonials(browser)).not.toContain(name)).toPass();
  // Withdrawn: the size seen before and any other size answer nothing.
  for (const size of ["", "?width=250", "?width=60&height=60", "?width=1360&format=png"]) {
    const address = size ? `${picturePath}${size}` : pictureUrl;
    expect((await request.get(address)).status(), address).toBe(404);
  }
});
