// Staff sign in on the one sign-in page and land in the back office; every failed attempt reads the
// same; the session cookie is HttpOnly and SameSite=Lax; signing out ends this session, "everywhere"
// ends them all; back-office pages are never stored and refuse requests from other sites.
import type { Browser, Page } from "@playwright/test";
import { hashedKey } from "../../app/.server/leads/rate-limit.ts";
import { ADMIN_NAV_DE } from "../../app/i18n/messages/admin-nav/de.ts";
import { adminHref } from "../../app/shared/admin-pages.ts";
import { query, serverFormSecret } from "../support/e2e-database.ts";
import { fillSignInForm } from "../support/sign-in-form.ts";
import { newAccount, type StaffAccount } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

// An agent of this spec's own: signing out everywhere here must not end another spec's sessions.
let AGENT: StaffAccount;
test.beforeAll(async () => {
  AGENT = await newAccount("agent", "Els Peeters");
});
const FAILED = "Inloggen mislukt; gebruikersnaam of wachtwoord niet correct.";

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await fillSignInForm(page, { email, password });
}

async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/nl/login/");
  await signIn(page, AGENT.email, AGENT.password);
  await expect(page).toHaveURL(/\/admin\/$/);
  return page;
}

/** Signing out is in the menu under the person's name, in the back office's bar. */
async function openPersonMenu(page: Page): Promise<void> {
  await page.getByRole("banner").getByText(AGENT.name).click();
}

test("the back office sends a visitor without a session to sign in, and back after it", async ({ page }) => {
  const response = await page.goto("/admin/");
  await expect(page).toHaveURL(/\/nl\/login\/\?next=%2Fadmin%2F$/);
  expect(response?.status()).toBe(200);
  await signIn(page, AGENT.email, AGENT.password);
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Overzicht" })).toBeVisible();
  // Who is signed in stands in the back office's bar, with their role.
  await expect(page.getByRole("banner")).toContainText(/Els Peeters\s+makelaar/);
  await expect(page.locator(".admin-count")).toHaveCount(10);
  await expectNoAxeViolations(page);

  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === "session");
  expect(session, "a session cookie (plain name over http)").toBeDefined();
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  const answer = await page.request.get("/admin/");
  expect(answer.headers()["cache-control"]).toBe("no-store");
});

test("an unknown address and a wrong password get the same answer", async ({ page }) => {
  const answers: number[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "POST") answers.push(response.status());
  });
  await page.goto("/nl/login/");
  for (const [email, password] of [
    ["nobody@immozennevallei.example", "a-password-of-nobody"],
    [AGENT.email, "not-the-password"],
  ] as const) {
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await signIn(page, email, password);
    await answer;
    await expect(page.getByRole("alert")).toHaveText(FAILED);
  }
  expect(answers).toEqual([401, 401]);
  expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: "session" }));
});

/**
 * Holds an address back for long, as forty failed sign-ins from it would (its counters in the
 * database): the address's own, and with `email` that account's at this address too.
 */
async function slowDown(address: string, email?: string): Promise<void> {
  const secret = serverFormSecret();
  const keys = [`address:${hashedKey(secret, "sign-in", address)}`];
  if (email) keys.push(`pair:${hashedKey(secret, "sign-in", `${email.toLowerCase()}\n${address}`)}`);
  for (const key of keys) {
    await query(
      `insert into sign_in_failures (key, failures, last_failed_at) values ($1, 40, now())
       on conflict (key) do update set failures = 40, last_failed_at = now()`,
      [key],
    );
  }
}

test("guessing is slowed: after a few failures an address must wait, and is told how long", async ({ page }) => {
  // An address of its own (the test server trusts the proxy header from loopback), so the other
  // tests' sign-ins are not slowed by this one.
  const address = "203.0.113.77";
  const statuses: number[] = [];
  let retryAfter = "";
  for (let attempt = 0; attempt < 12 && statuses.at(-1) !== 429; attempt += 1) {
    const answer = await page.request.post("/nl/login/", {
      headers: { "x-forwarded-for": address },
      form: { email: AGENT.email, password: `wrong-guess-${attempt}` },
      maxRedirects: 0,
    });
    statuses.push(answer.status());
    retryAfter = answer.headers()["retry-after"] ?? "";
  }
  expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
  expect(statuses.at(-1)).toBe(429);
  expect(Number(retryAfter)).toBeGreaterThan(0);
});

test("an account whose guesses came from one address signs in from another: nobody can lock its owner out", async ({
  browser,
}) => {
  await slowDown("203.0.113.78", AGENT.email);
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.23" } });
  const other = await context.newPage();
  await other.goto("/nl/login/");
  await signIn(other, AGENT.email, AGENT.password);
  await expect(other).toHaveURL(/\/admin\/$/);
  await context.close();
});

test("a browser at a slowed address reads the wait, never whether the account exists", async ({ browser }) => {
  // Held back for long, so the check cannot race the clock.
  const address = "203.0.113.79";
  await slowDown(address);
  const slowed = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": address } });
  const third = await slowed.newPage();
  await third.goto("/nl/login/");
  await signIn(third, AGENT.email, AGENT.password);
  await expect(third.getByRole("alert")).toHaveText(
    /^Te veel mislukte pogingen\. Probeer het opnieuw over 15 minuten\.$/,
  );
  await expect(third).toHaveURL(/\/nl\/login\/$/);
  await slowed.close();
});

test("signing out ends the session; signing out everywhere ends the others too", async ({ browser }) => {
  const first = await signedInPage(browser);
  const second = await signedInPage(browser);

  await openPersonMenu(first);
  await first.getByRole("button", { name: "Afmelden", exact: true }).click();
  await expect(first).toHaveURL(/\/nl\/login\/$/);
  await first.goto("/admin/");
  await expect(first).toHaveURL(/\/nl\/login\/\?next=/);
  // The other browser is still in.
  await second.reload();
  await expect(second.getByRole("heading", { level: 1, name: "Overzicht" })).toBeVisible();

  const third = await signedInPage(browser);
  await openPersonMenu(third);
  await third.getByRole("button", { name: "Overal afmelden" }).click();
  await expect(third).toHaveURL(/\/nl\/login\/$/);
  await second.goto("/admin/");
  await expect(second).toHaveURL(/\/nl\/login\/\?next=/);
  for (const page of [first, second, third]) await page.context().close();
});

test("a sign-out posted from another site is refused and changes nothing", async ({ browser }) => {
  const page = await signedInPage(browser);
  const answer = await page.request.post(adminHref("sign-out"), {
    headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    form: { intent: "sign-out-everywhere" },
  });
  // Refused before any action runs (React Router's own origin check, then the site's).
  expect(answer.status()).toBeGreaterThanOrEqual(400);
  expect(answer.status()).toBeLessThan(500);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Overzicht" })).toBeVisible();
  await page.context().close();
});

test("the back office speaks the staff member's language, the frame included", async ({ browser }) => {
  const agent = await newAccount("agent", "Jonas Wouters");
  await query("update users set language = 'de' where email = $1", [agent.email]);
  const context = await browser.newContext({ locale: "en-GB" });
  const page = await context.newPage();
  await page.goto("/nl/login/");
  await signIn(page, agent.email, agent.password);
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: "Übersicht" })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText(`Jonas Wouters ${ADMIN_NAV_DE.roles.agent}`);
  // The back office's own menu, in German too.
  await expect(page.getByRole("link", { name: ADMIN_NAV_DE.labels.leads, exact: true })).toBeAttached();
  // Chosen on the account page, the language changes at once.
  await page.getByRole("link", { name: "Mein Konto" }).click();
  // A click before the overview's scripts took over loads the account page whole: a choice made
  // before its own scripts take over can be set back to the saved language as they do (a run on a
  // busy machine saved German and showed the confirmation in German).
  await expect(page).toHaveURL(/\/admin\/account\/$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("combobox", { name: "Sprache der Verwaltung" }).selectOption("fr");
  await page.getByRole("button", { name: "Sprache speichern" }).click();
  // The account page itself answers in French once the choice is saved.
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.goto("/admin/");
  await expect(page.getByRole("heading", { level: 1, name: "Aperçu" })).toBeVisible();
  await context.close();
});

test("an account guessed from many addresses is slowed there, but its owner signs in from an address of theirs", async ({
  browser,
}) => {
  const agent = await newAccount("agent", "Griet Aerts");
  const home = "192.0.2.201";
  const context = await browser.newContext();
  const post = (address: string, password: string) =>
    context.request.post("/nl/login/", {
      headers: { "x-forwarded-for": address },
      form: { email: agent.email, password },
      maxRedirects: 0,
    });
  // The owner signed in from home before: the account knows that address.
  expect((await post(home, agent.password)).status()).toBe(302);
  await context.clearCookies();
  // Two guesses from each of many addresses: no address and no pair reaches its own brake, the
  // account does (past ten free failures, each doubles its wait: soon one is made to wait).
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 40 && statuses.at(-1) !== 429; attempt += 1)
    statuses.push((await post(`198.51.100.${100 + Math.floor(attempt / 2)}`, `guess-${attempt}`)).status());
  expect(statuses.length).toBeGreaterThan(10);
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(statuses.at(-1)).toBe(429);
  // Held back for the longest the account's count allows, so the check cannot race the clock:
  // slowed at an address new to the account, right password or not; at home, in at once.
  const secret = serverFormSecret();
  await query(
    `insert into sign_in_failures (key, failures, last_failed_at) values ($1, 40, now())
     on conflict (key) do update set failures = 40, last_failed_at = now()`,
    [`account:${hashedKey(secret, "sign-in", agent.email.toLowerCase())}`],
  );
  const elsewhere = await post("198.51.100.250", agent.password);
  expect(elsewhere.status()).toBe(429);
  expect(Number(elsewhere.headers()["retry-after"])).toBeLessThanOrEqual(60);
  expect((await post(home, agent.password)).status()).toBe(302);
  await context.close();
});
