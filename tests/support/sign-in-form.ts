// Signing in as a person does it: the site's sign-in form, filled in and sent. Each spec goes to
// the form its own way (straight, or sent there from a private page) and checks where it lands.
import type { Page } from "@playwright/test";
import type { Language } from "../../app/i18n/languages.ts";

export interface Credentials {
  email: string;
  password: string;
}

/** Fills in and sends the Dutch sign-in form the page shows. */
export async function fillSignInForm(page: Page, account: Credentials): Promise<void> {
  await page.getByLabel("E-mailadres").fill(account.email);
  await page.getByLabel("Wachtwoord").fill(account.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
}

/** Opens the sign-in form, asked to come back to `next` afterwards, and signs in. */
export async function signInFor(page: Page, account: Credentials, next: string): Promise<void> {
  await page.goto(`/nl/login/?next=${encodeURIComponent(next)}`);
  await fillSignInForm(page, account);
}

/**
 * A text of the back office in whichever language the account has, as a whole-text pattern: another
 * spec switches the demo agent's language for a moment, and a spec must not depend on that.
 */
export function inAnyLanguage<M>(
  messages: Record<Language, M>,
  pick: (m: M) => string,
  values: Record<string, string | number> = {},
): RegExp {
  const fill = (template: string) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
  const escaped = Object.values<M>(messages).map((m) => fill(pick(m)).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^(${escaped.join("|")})$`);
}
