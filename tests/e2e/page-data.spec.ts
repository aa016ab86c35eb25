// A page carries its data twice, in its HTML and as data for the browser's scripts. The interface
// texts are not part of it: they are a file per language that the browser fetches once and keeps
// (app/i18n/interface-texts.ts).

import type { Page } from "@playwright/test";
import { catalogNl } from "../../app/i18n/messages/catalog-nl.ts";
import { de } from "../../app/i18n/messages/de.ts";
import { formsNl } from "../../app/i18n/messages/forms-nl.ts";
import { nl } from "../../app/i18n/messages/nl.ts";
import { expect, test } from "./fixtures.ts";

/** From the Dutch list, hydrated, to the German one by the language switcher. */
async function switchFromDutchListToGerman(page: Page): Promise<void> {
  await page.goto("/nl/te-koop/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page.locator(".language-switcher").first().locator('a[hreflang="de"]').click();
  await expect(page).toHaveURL(/\/de\/zu-verkaufen\/$/);
}

test("a page's HTML holds no interface texts it does not show; its scripts fetch them once per language", async ({
  page,
}) => {
  // Texts the page does not show: the form's error summary (until a visitor sends it half filled
  // in), what the list's map says when no property has a location.
  const contact = await (await page.request.get("/nl/contact/")).text();
  expect(contact).toContain(formsNl.fields.email);
  expect(contact).not.toContain(formsNl.errors.summary);
  expect(contact).not.toContain(catalogNl.list.mapNoCoordinates);

  const texts: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/texts/")) texts.push(new URL(request.url()).pathname);
  });
  const kept: string[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/texts/")) kept.push(response.headers()["cache-control"] ?? "");
  });

  await page.goto("/nl/contact/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  expect(texts).toEqual([await page.locator("html").getAttribute("data-texts")]);
  expect(texts[0]).toMatch(/^\/texts\/nl\.[\w-]+\.json$/);
  expect(kept).toEqual(["public, max-age=31536000, immutable"]);

  // The texts are in use: the form's own check speaks Dutch.
  await page.getByRole("button", { name: formsNl.ui.send }).click();
  await expect(page.getByText(formsNl.errors.summary)).toBeVisible();

  // Another page in the same language fetches nothing more.
  await page.getByRole("navigation", { name: nl.frame.mainMenu }).getByRole("link").first().click();
  await expect(page).not.toHaveURL(/contact/);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  expect(texts).toHaveLength(1);

  // Another language is fetched when the visitor switches to it, and the page speaks it.
  await switchFromDutchListToGerman(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("navigation", { name: de.frame.mainMenu })).toBeVisible();
  await expect(page.getByRole("link", { name: de.consent.reopen })).toBeVisible();
  expect(texts.filter((path) => path.startsWith("/texts/de."))).toHaveLength(1);
});

test("a language whose texts cannot be had in the browser is loaded from the server instead", async ({ page }) => {
  // The German file's first answer is not JSON (a broken proxy, a cut connection); later ones are.
  let spoiled = false;
  await page.route("**/texts/de.*.json", async (route) => {
    if (spoiled) return route.continue();
    spoiled = true;
    return route.fulfill({ status: 200, contentType: "application/json", body: "<html>" });
  });
  const documents: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "document") documents.push(new URL(response.url()).pathname);
  });
  await switchFromDutchListToGerman(page);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.getByRole("navigation", { name: de.frame.mainMenu })).toBeVisible();
  expect(spoiled).toBe(true);
  // The German page came as a document: the browser did not draw it itself.
  expect(documents).toEqual(["/nl/te-koop/", "/de/zu-verkaufen/"]);
});

test("a property that does not exist says so in the visitor's language, from the frame's texts", async ({ page }) => {
  const response = await page.goto("/de/zu-verkaufen/irgendwo/etwas/999999999/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Diese Immobilie existiert nicht oder ist verkauft.",
  );
  await expect(page.getByRole("combobox")).toBeVisible();
});
