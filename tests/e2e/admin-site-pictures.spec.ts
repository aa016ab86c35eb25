// The site's own pictures uploaded in the back office and seen on the site: a manager uploads a banner
// picture to a new page (a text file named .jpg refused beside the field first), sets a YouTube video
// (an address on another host refused with its reason, everything typed kept) and a Google
// verification tag, and the page in Dutch and German shows the picture, the video behind consent (a
// poster naming the platform, no player before the visitor asks) and the tag in its head only. The
// site's logo uploaded in the agency settings is the header's logo, preloaded, in both languages.
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { nl as pagesNl } from "../../app/i18n/messages/admin-pages/nl.ts";
import { nl as u } from "../../app/i18n/messages/admin-site-pictures/nl.ts";
import { de as deSite } from "../../app/i18n/messages/de.ts";
import { announceChange, query } from "../support/e2e-database.ts";
import { signedInManager } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures.ts";

const n = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
const GOOGLE_TAG = `gOoGle-${n}_abc`;

function picture(width: number, height: number, format: "jpeg" | "png"): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 140 } } });
  return (format === "png" ? image.png() : image.jpeg()).toBuffer();
}

async function html(request: APIRequestContext, where: string) {
  const answer = await request.get(where);
  expect(answer.status(), where).toBe(200);
  return answer.text();
}

/** The run's site goes on with the logo that came with it: at once, for the specs beside this one. */
async function removeUploadedLogo(): Promise<void> {
  await query("update site_settings set agency = agency - 'logo'");
  await announceChange();
}

test("a page's banner picture, video and verification tag are set in its editor and shown on the site in Dutch and German", async ({
  page,
  request,
}) => {
  await signedInManager(page);
  await page.goto("/admin/pages/");
  const add = page.getByRole("region", { name: "Vrije pagina toevoegen" });
  await add.getByLabel("Naam (voor het kantoor)").fill(`Beelden ${n}`);
  await add.getByLabel("Titel (NL)").fill(`Beelden ${n}`);
  await add.getByLabel("Pad (NL)").fill(`beelden-${n}`);
  await add.getByLabel("Titel (DE)").fill(`Bilder ${n}`);
  await add.getByLabel("Pad (DE)").fill(`bilder-${n}`);
  await add.getByRole("button", { name: "Toevoegen", exact: true }).click();
  await expect(page.getByText("Pagina toegevoegd als ontwerp.")).toBeVisible();
  const pageId = Number(/\/admin\/pages\/(\d+)\//.exec(page.url())?.[1]);
  await page.getByRole("region", { name: "Publicatie" }).getByRole("button", { name: "Publiceren" }).click();
  await expect(page.getByText("Pagina gepubliceerd.")).toBeVisible();
  try {
    await setPicturesAndSeeThem(page, request, pageId);
  } finally {
    await leaveTheMenuAsItWas(pageId);
  }
});

/**
 * The published page stands in the shared site's main menu, where at 1280 px it takes the menu to a
 * second row: every spec after this one met another header than the demo's (a map's top edge lower
 * on the page, a header taller). It leaves the menu once checked; the page itself stays reachable.
 */
async function leaveTheMenuAsItWas(pageId: number): Promise<void> {
  await query("update pages set show_in_menu = false where id = $1", [pageId]);
  await announceChange();
}

async function setPicturesAndSeeThem(page: Page, request: APIRequestContext, pageId: number): Promise<void> {
  await gotoHydrated(page, `/admin/pages/${pageId}/`);
  const banner = page.getByRole("group", { name: pagesNl.bannerImages });
  const picker = banner.getByLabel(u.chooseSeveral);
  // A text file named .jpg is refused beside the field, at once; nothing joins the banner.
  await picker.setInputFiles({ name: "gevel.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Geen foto.") });
  await expect(banner.getByText(u.refusals.notPicture)).toBeVisible();
  await expect(banner.getByRole("img")).toHaveCount(0);
  await picker.setInputFiles({ name: "gevel.jpg", mimeType: "image/jpeg", buffer: await picture(1600, 900, "jpeg") });
  await expect(banner.getByRole("img", { name: "Afbeelding 1" })).toBeVisible();

  await page.getByLabel(pagesNl.bannerType).selectOption({ label: "video" });
  const video = page.getByLabel(u.video.address);
  await video.fill("https://video.example/clip.mp4");
  await page.getByLabel(u.verification.googleVerification).fill(GOOGLE_TAG);
  await page.getByRole("tabpanel").getByLabel("Beschrijving", { exact: true }).fill(`Onze beelden ${n}.`);
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  // Refused with its reason; what was typed and the picture uploaded stay.
  await expect(page.getByText(u.fieldErrors.videoHost ?? "")).toBeVisible();
  await expect(page.getByRole("tabpanel").getByLabel("Beschrijving", { exact: true })).toHaveValue(
    `Onze beelden ${n}.`,
  );
  await expect(page.getByLabel(u.verification.googleVerification)).toHaveValue(GOOGLE_TAG);
  await expect(banner.getByRole("img", { name: "Afbeelding 1" })).toBeVisible();
  await expectNoAxeViolations(page);

  await video.fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText("Opgeslagen.", { exact: true })).toBeVisible();
  const [row] = await query<{ params: { banner: { images: string[] } } }>("select params from pages where id = $1", [
    pageId,
  ]);
  const key = row?.params.banner.images[0] ?? "";
  expect(key).toMatch(/^site-[0-9a-f]{24}$/);

  for (const where of [`/nl/beelden-${n}/`, `/de/bilder-${n}/`]) {
    const body = await html(request, where);
    expect(body).toContain(`/images/${key}?`);
    expect(body).toContain('<span class="media-embed-platform">YouTube</span>');
    // No player, and nothing of the platform, before the visitor asks.
    expect(body).not.toContain("<iframe");
    expect(body).toContain(`<meta name="google-site-verification" content="${GOOGLE_TAG}"/>`);
  }
  // The tag is this page's alone.
  expect(await html(request, "/nl/")).not.toContain(GOOGLE_TAG);

  // A visitor who declined social media is asked before the player loads, in their language.
  await gotoHydrated(page, `/de/bilder-${n}/`);
  await page.locator(".banner .media-embed-poster").click();
  await expect(page.getByText(deSite.consent.embed.videoText.replaceAll("{platform}", "YouTube"))).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.getByRole("button", { name: deSite.consent.embed.loadVideo })).toBeVisible();
}

test("the site's logo is uploaded in the agency settings and is the header's logo in Dutch and German", async ({
  page,
  request,
}) => {
  try {
    await uploadLogoAndSeeIt(page, request);
  } finally {
    await removeUploadedLogo();
  }
});

async function uploadLogoAndSeeIt(page: Page, request: APIRequestContext): Promise<void> {
  await signedInManager(page);
  await gotoHydrated(page, "/admin/settings/agency/");
  const logo = page.getByRole("group", { name: u.logo.legend });
  await logo.getByLabel(u.chooseOne).setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: await picture(640, 250, "png"),
  });
  await expect(logo.getByRole("img", { name: u.logo.legend })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Opslaan", exact: true }).first().click();
  await expect(page.locator(".form-success").first()).toBeVisible();
  const [row] = await query<{ agency: { logo?: string } }>("select agency from site_settings");
  const key = row?.agency.logo ?? "";
  expect(key).toMatch(/^site-[0-9a-f]{24}$/);

  for (const where of ["/nl/", "/de/"]) {
    const body = await html(request, where);
    expect(body).toMatch(new RegExp(`<link[^>]*rel="preload"[^>]*/images/${key}\\?width=800&amp;format=webp`));
    expect(body).not.toContain('href="/logo.webp"');
    await page.goto(where);
    const img = page.locator(".site-logo img");
    await expect(img).toHaveAttribute("src", `/images/${key}?width=1360&format=png`);
    await expect(img).toBeVisible();
    expect(await img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  }
}
