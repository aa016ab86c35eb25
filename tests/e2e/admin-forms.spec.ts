// The back office's forms (docs/back-office.md, "Writing a form"), as staff use them: a bad value is
// refused in the staff member's language, next to its field, with what was typed kept; without
// JavaScript by the server's answer, with JavaScript as soon as the field is left.
import { ADMIN_ACCOUNT_MESSAGES } from "../../app/i18n/messages/admin-account.ts";
import { ADMIN_FORMS_DE } from "../../app/i18n/messages/admin-forms/de.ts";
import { ADMIN_FORMS_NL } from "../../app/i18n/messages/admin-forms/nl.ts";
import { query } from "../support/e2e-database.ts";
import { signedInManager } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, gotoHydrated, rememberDeclinedCookies, test } from "./fixtures.ts";

/** An error as read out with its field: after the warning sign the stylesheet draws before it. */
function saying(sentence: string): RegExp {
  return new RegExp(`${sentence.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

test("without JavaScript, an invitation to a bad address comes back in German with the typing kept", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await rememberDeclinedCookies(context);
  const manager = await signedInManager(context);
  await query("update users set language = 'de' where email = $1", [manager.email]);
  const page = await context.newPage();
  const u = ADMIN_ACCOUNT_MESSAGES.de.users;
  const typed = `klaus-${Date.now()}@`;
  await page.goto("/admin/users/");
  await page.getByLabel(u.name).fill("Klaus Bauer");
  await page.getByLabel(u.email).fill(typed);
  await page.getByLabel(u.role).selectOption("agent");
  await page.getByRole("button", { name: u.sendInvitation }).click();

  const email = page.getByLabel(u.email);
  await expect(email).toHaveValue(typed);
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(saying(ADMIN_FORMS_DE.errors.email));
  await expect(page.getByLabel(u.name)).toHaveValue("Klaus Bauer");
  await expect(page.getByLabel(u.role)).toHaveValue("agent");
  await expect(page.getByLabel(u.name)).not.toHaveAttribute("aria-invalid", "true");
  expect(await query("select 1 from users where email = $1", [typed])).toHaveLength(0);
  await context.close();
});

test("with JavaScript, a bad address is named in Dutch when the field is left, and the fixed form is sent", async ({
  browser,
}) => {
  const context = await browser.newContext();
  await rememberDeclinedCookies(context);
  await signedInManager(context);
  const page = await context.newPage();
  const u = ADMIN_ACCOUNT_MESSAGES.nl.users;
  const address = `els-${Date.now()}@example.be`;
  await gotoHydrated(page, "/admin/users/");
  const email = page.getByLabel(u.email);
  await page.getByLabel(u.name).fill("Els Wouters");
  await email.fill("els@");
  await email.blur();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(saying(ADMIN_FORMS_NL.errors.email));
  await expectNoAxeViolations(page);

  // Sending as it is stays on the page: nothing reaches the server.
  await page.getByRole("button", { name: u.sendInvitation }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveValue("els@");

  await email.fill(address);
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: u.sendInvitation }).click();
  await expect(page.getByText(`De uitnodiging is verstuurd naar ${address}.`)).toBeVisible();
  // Sent and saved: the form starts empty for the next one.
  await expect(email).toHaveValue("");
  expect(await query("select role from users where email = $1", [address])).toEqual([{ role: "owner" }]);
  await context.close();
});
