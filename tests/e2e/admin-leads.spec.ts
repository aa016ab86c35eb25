// A contact form sent on the site is found in the back office's inbox, by form, by "captcha not
// solved" and by the sender's address, and its page shows every field as typed (markup as text) and
// the mails it caused. Without a session the inbox sends to sign-in.
import type { Page } from "@playwright/test";
import { demoAccount } from "../support/demo-accounts.ts";
import { fillSignInForm } from "../support/sign-in-form.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const AGENT = demoAccount("demo-agent");

async function signIn(page: Page): Promise<void> {
  await fillSignInForm(page, AGENT);
}

test("a contact form sent without JavaScript is in the inbox, found by its filters, with its fields and mails", async ({
  browser,
  page,
}) => {
  const email = `inbox-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.be`;
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const form = await visitor.newPage();
  await form.goto("/nl/contact/");
  await form.getByLabel("Mevr.").check();
  await form.getByLabel("Voornaam").fill("<b>Anneke</b>");
  await form.getByLabel("Familienaam").fill("Vermeulen");
  await form.getByLabel("E-mailadres").fill(email);
  await form.getByLabel("Telefoonnummer").fill("0470 12 34 56");
  await form.getByLabel("Uw bericht").fill("Is het huis in de Basiliekstraat nog vrij?");
  await form.getByRole("button", { name: "Versturen" }).click();
  await expect(form).toHaveURL(/\/nl\/bedankt\/bericht\/\?receipt=[\w.-]+$/);
  await visitor.close();

  await page.goto("/admin/leads/");
  await expect(page).toHaveURL(/\/nl\/login\/\?next=%2Fadmin%2Fleads%2F$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/leads\/$/);
  await page.getByLabel("Formulier").selectOption("site-contact");
  await page.getByLabel("Captcha").selectOption("no");
  await page.getByLabel("Zoek op naam, e-mail of telefoon").fill(email);
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page).toHaveURL(/kind=site-contact&status=&assignee=&q=[^&]+&verified=no&/);
  await expect(page.getByText("1 aanvraag", { exact: true })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) });
  await expect(row).toContainText("Contact");
  await expect(row).toContainText("captcha niet opgelost");
  await expectNoAxeViolations(page);

  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: /^Aanvraag \d+$/ })).toBeVisible();
  // What the visitor typed is shown as text, under the form's labels: the tags are visible, nothing is bold.
  const fields = page.locator(".admin-fact");
  await expect(fields.filter({ hasText: "Voornaam" }).getByText("<b>Anneke</b>", { exact: true })).toBeVisible();
  await expect(fields.filter({ hasText: "Aanspreking" })).toContainText("Mevr.");
  await expect(fields.filter({ hasText: "Telefoonnummer" })).toContainText("0470 12 34 56");
  await expect(page.locator(".admin-facts b")).toHaveCount(0);
  // The person, linked to their contact.
  await expect(page.getByRole("link", { name: "Contactfiche en alle aanvragen" })).toHaveAttribute(
    "href",
    /^\/admin\/contacts\/\d+\/$/,
  );
  await expect(page.getByText("Is het huis in de Basiliekstraat nog vrij?")).toBeVisible();
  await expect(page.locator(".admin-mails li")).toHaveCount(2);
  await expect(page.locator(".admin-mails")).toContainText(email);
  await expectNoAxeViolations(page);
});

test("a search with % or _ matches those characters, not everything", async ({ page }) => {
  await page.goto("/nl/login/?next=%2Fadmin%2Fleads%2F%3Fq%3D%2525");
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/leads\/\?q=%25$/);
  await expect(page.getByText("0 aanvragen")).toBeVisible();
  await expect(page.getByText("Geen aanvragen gevonden.")).toBeVisible();
});
