// Accounts end to end, as people use them: a manager must set up two-factor codes and then signs in
// with a code (or a backup code, once); a forgotten password is reset through a one-use link that an
// unknown address never gets; an invited owner chooses a password and signs in; a new e-mail
// address counts only once confirmed from that address; the mailed links work without JavaScript;
// a deactivated user is out at once.
import type { Browser, Page } from "@playwright/test";
import { fillCount } from "../../app/i18n/fill.ts";
import { ADMIN_AUDIT_MESSAGES } from "../../app/i18n/messages/admin-audit.ts";
import { nl } from "../../app/i18n/messages/nl.ts";
import { demoListingIds } from "../support/demo-listings.ts";
import { query } from "../support/e2e-database.ts";
import { sentOutboxMail } from "../support/sent-mails.ts";
import { fillSignInForm } from "../support/sign-in-form.ts";
import {
  newAccount,
  postSignIn,
  type StaffAccount,
  setUpTwoFactorWithBackupCodes,
  signedInManager,
} from "../support/staff-accounts.ts";
import { totp } from "../support/totp.ts";
import { expect, expectNoAxeViolations, rememberDeclinedCookies, test } from "./fixtures.ts";

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/nl/login/");
  await fillSignInForm(page, { email, password });
}

/** The one link of the newest account mail of a kind to an address, as a path of this site. */
async function mailedLink(address: string, purpose: string): Promise<string> {
  // The newest such mail, as its recipient got it: the outbox keeps its link's token hidden.
  let text = "";
  await expect(async () => {
    const [mail] = await query<{ id: number }>(
      "select id from outgoing_mails where recipient->>'address' = $1 and purpose = $2 order by id desc limit 1",
      [address, purpose],
    );
    expect(mail, `${purpose} mail to ${address}`).toBeDefined();
    const sent = sentOutboxMail(process.env.E2E_DATA_DIR ?? "", mail?.id ?? 0);
    expect(sent, `${purpose} mail to ${address} sent`).toBeDefined();
    text = sent?.text ?? "";
  }).toPass();
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in: ${text}`);
  return new URL(link).pathname;
}

/**
 * The code the app shows next: the setup just used the present one, and a code lets in once. The
 * server accepts a code one step either side of its own, so this one is good without a wait.
 */
function nextCode(key: string): string {
  return totp(key, Date.now() + 30_000);
}

async function freshPage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext(options);
  await rememberDeclinedCookies(context);
  return context.newPage();
}

/** Fills in and sends the form of a mailed password link (reset or invitation). */
async function choosePassword(page: Page, password: string): Promise<void> {
  await page.getByLabel("Nieuw wachtwoord").fill(password);
  await page.getByLabel("Herhaal het wachtwoord").fill(password);
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
}

/** A manager whose two-factor codes are set up already (through the account page's own posts). */
async function managerWithTwoFactor(
  browser: Browser,
  name: string,
): Promise<StaffAccount & { key: string; backupCodes: string[]; setupCode: string }> {
  const manager = await newAccount("manager", name);
  const context = await browser.newContext();
  try {
    if ((await postSignIn(context.request, manager)) !== 302) throw new Error("the manager could not sign in");
    return { ...manager, ...(await setUpTwoFactorWithBackupCodes(context.request, manager)) };
  } finally {
    await context.close();
  }
}

test("a manager must set up two-factor codes first, through the account page", async ({ browser }) => {
  const manager = await newAccount("manager", "Hilde Maes");
  const page = await freshPage(browser);
  await signIn(page, manager.email, manager.password);
  await expect(page).toHaveURL(/\/admin\/account\/$/);
  await expect(page.getByText("Als beheerder logt u in met een wachtwoord én een code")).toBeVisible();
  // Until the codes are set up, the menu leads to the account page and nowhere else.
  await expect(page.getByRole("navigation", { name: "Beheer" }).getByRole("link")).toHaveText(["Mijn account"]);
  await page.goto("/admin/leads/");
  await expect(page).toHaveURL(/\/admin\/account\/$/);

  await page.getByLabel("Huidig wachtwoord").fill(manager.password);
  await page.getByRole("button", { name: "Instellen" }).click();
  await expect(page.locator(".qr-code")).toBeVisible();
  // Shown in groups of four, as authenticator apps accept it typed.
  const key = ((await page.locator(".two-factor-key").textContent()) ?? "").replaceAll(" ", "");
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  const backupCodes = await page.locator(".backup-codes code").allTextContents();
  expect(backupCodes.length).toBeGreaterThanOrEqual(8);
  await expectNoAxeViolations(page);
  await page.getByLabel("Code uit de app").fill(totp(key));
  await page.getByRole("button", { name: "Code bevestigen" }).click();
  await expect(page.getByText("Tweestapsverificatie staat aan.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Beheer" })).toBeVisible();
  await page.context().close();
});

test("a manager with two-factor codes is asked for a code; a wrong one is refused, the right one lets in", async ({
  browser,
}) => {
  const manager = await managerWithTwoFactor(browser, "Hilde Maes");
  const key = manager.key;
  const next = await freshPage(browser);
  await signIn(next, manager.email, manager.password);
  await expect(next.getByRole("heading", { level: 1, name: "Code uit uw app" })).toBeVisible();
  await expect(next).toHaveURL(/\/nl\/login\/$/);
  expect((await next.context().cookies()).map((cookie) => cookie.name)).not.toContain("session");
  await expectNoAxeViolations(next);
  const code = nextCode(key);
  const wrong = code === "000000" ? "111111" : "000000";
  await next.getByLabel("Code").fill(wrong);
  await next.getByRole("button", { name: "Bevestigen" }).click();
  await expect(next.getByRole("alert")).toHaveText("Deze code klopt niet. Probeer de volgende code uit uw app.");
  await next.getByLabel("Code").fill(code);
  await next.getByRole("button", { name: "Bevestigen" }).click();
  await expect(next).toHaveURL(/\/admin\/$/);
  await next.context().close();
});

test("a code lets in once: the setup's code and a code that let in are refused, and the password is asked again", async ({
  browser,
}) => {
  const manager = await managerWithTwoFactor(browser, "Hilde Maes");
  const used = "Deze code is al gebruikt. Log opnieuw in met de volgende code uit uw app.";
  const attempt = async (code: string): Promise<Page> => {
    const page = await freshPage(browser);
    await signIn(page, manager.email, manager.password);
    await page.getByLabel("Code").fill(code);
    await page.getByRole("button", { name: "Bevestigen" }).click();
    return page;
  };

  // The code that turned the codes on cannot sign in as well.
  const afterSetup = await attempt(manager.setupCode);
  await expect(afterSetup.getByRole("alert")).toHaveText(used);
  await afterSetup.context().close();

  const code = nextCode(manager.key);
  const first = await attempt(code);
  await expect(first).toHaveURL(/\/admin\/$/);
  await first.context().close();

  const again = await attempt(code);
  await expect(again.getByRole("alert")).toHaveText(used);
  // Back at the password, with no session.
  await expect(again.getByLabel("Wachtwoord", { exact: true })).toBeVisible();
  expect((await again.context().cookies()).map((cookie) => cookie.name)).not.toContain("session");
  await expectNoAxeViolations(again);
  await again.goto("/admin/");
  await expect(again).toHaveURL(/\/nl\/login\/\?next=/);
  await again.context().close();
});

test("a manager's backup code lets in once, and only a sign-in that succeeded is in the audit log", async ({
  browser,
}) => {
  const manager = await managerWithTwoFactor(browser, "Hilde Maes");
  const backup = manager.backupCodes[0] ?? "";
  expect(backup).not.toBe("");
  for (const expected of ["in", "refused"] as const) {
    const attempt = await freshPage(browser);
    await signIn(attempt, manager.email, manager.password);
    await attempt.getByLabel("Code").fill(backup);
    await attempt.getByRole("button", { name: "Bevestigen" }).click();
    if (expected === "in") await expect(attempt).toHaveURL(/\/admin\/$/);
    else await expect(attempt.getByRole("alert")).toBeVisible();
    await attempt.context().close();
  }
  const [line] = await query<{ n: number }>(
    "select count(*)::int as n from audit_log a join users u on u.id = a.actor_id where u.email = $1 and a.action = 'sign-in'",
    [manager.email],
  );
  // The password sign-in that set the codes up, and the backup code's: not the refused one.
  expect(line?.n).toBe(2);
});

test("a forgotten password is reset through a one-use link; an unknown address gets the same answer and no mail", async ({
  browser,
}) => {
  const agent = await newAccount("agent", "Lotte Jacobs");
  const unknown = `nobody-${Date.now()}@example.be`;
  const page = await freshPage(browser);
  await page.goto("/nl/login/");
  await page.getByRole("link", { name: "Wachtwoord vergeten?" }).click();
  await expect(page).toHaveURL(/\/nl\/login\/wachtwoord-vergeten\/$/);
  await expectNoAxeViolations(page);
  const answers: string[] = [];
  for (const address of [unknown, agent.email]) {
    await page.getByLabel("E-mailadres").fill(address);
    await page.getByRole("button", { name: "Stuur mij een link" }).click();
    const notice = page.locator(".form-success");
    await expect(notice).toBeVisible();
    answers.push((await notice.textContent()) ?? "");
    await page.goto("/nl/login/wachtwoord-vergeten/");
  }
  expect(answers[0]).toBe(answers[1]);
  expect(await query("select 1 from outgoing_mails where recipient->>'address' = $1", [unknown])).toHaveLength(0);

  const link = await mailedLink(agent.email, "account-reset");
  expect(link).toMatch(/^\/nl\/login\/wachtwoord-kiezen\/[\w-]+\/$/);
  await page.goto(link);
  await expectNoAxeViolations(page);
  await choosePassword(page, "wachtwoord123");
  await expect(page.getByText("Dit wachtwoord is te gekend. Kies een ander.")).toBeVisible();
  const fresh = "lente in het zennedal";
  await choosePassword(page, fresh);
  await expect(page).toHaveURL(/\/nl\/login\/\?password=set$/);
  await expect(page.getByText("Uw wachtwoord is opgeslagen. U kunt nu inloggen.")).toBeVisible();

  // The link is spent; the old password no longer works, the new one does.
  await page.goto(link);
  await choosePassword(page, "nog een ander wachtwoord");
  await expect(page.getByRole("alert")).toContainText("Deze link is verlopen of al gebruikt.");
  await signIn(page, agent.email, agent.password);
  await expect(page.getByRole("alert")).toHaveText("Inloggen mislukt; gebruikersnaam of wachtwoord niet correct.");
  await signIn(page, agent.email, fresh);
  await expect(page).toHaveURL(/\/admin\/$/);
  await page.context().close();
});

test("the mailed links' pages work without JavaScript, and send their address only to this site", async ({
  browser,
}) => {
  // Under "Referrer-Policy: no-referrer" a browser posts these forms with `Origin: null`, which React
  // Router refuses (400) before the action runs: a visitor without scripts, or one quicker than
  // them, could not use the link.
  const agent = await newAccount("agent", "Wout Peeters");
  const page = await freshPage(browser, { javaScriptEnabled: false });

  await page.goto("/nl/login/wachtwoord-vergeten/");
  await page.getByLabel("E-mailadres").fill(agent.email);
  await page.getByRole("button", { name: "Stuur mij een link" }).click();
  await expect(page.locator(".form-success")).toBeVisible();
  const reset = await page.goto(await mailedLink(agent.email, "account-reset"));
  // The page's own policy replaces the site's, rather than being sent beside it.
  expect(reset?.headers()["referrer-policy"]).toBe("same-origin");
  const password = "zondag aan de zenne";
  await choosePassword(page, password);
  await expect(page).toHaveURL(/\/nl\/login\/\?password=set$/);
  await expect(page.getByText("Uw wachtwoord is opgeslagen. U kunt nu inloggen.")).toBeVisible();

  await fillSignInForm(page, { email: agent.email, password });
  await expect(page).toHaveURL(/\/admin\/$/);
  await page.goto("/admin/account/");
  const newEmail = `no-script-${Date.now()}@example.be`;
  await page.getByLabel("Nieuw e-mailadres").fill(newEmail);
  await page.locator("#email-password").fill(password);
  await page.getByRole("button", { name: "Stuur een bevestigingslink" }).click();
  await expect(page.getByText("We stuurden een link naar het nieuwe adres.")).toBeVisible();
  const confirm = await page.goto(await mailedLink(newEmail, "account-email-change"));
  expect(confirm?.headers()["referrer-policy"]).toBe("same-origin");
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(page.getByText(`Uw e-mailadres is gewijzigd. Log voortaan in met ${newEmail}.`)).toBeVisible();
  expect(await query("select 1 from users where email = $1", [newEmail])).toHaveLength(1);
  await page.context().close();
});

/**
 * The newest published demo property with a reference: what a manager links an owner to. The demo's
 * only: the listings other specs make meanwhile are the newest, and may go mid-test.
 */
async function propertyWithReference(): Promise<{ id: number; reference: string }> {
  const [property] = await query<{ id: number; reference: string }>(
    "select id, reference from properties where status = 'published' and reference is not null and id = any($1::int[]) order by id desc limit 1",
    [demoListingIds()],
  );
  if (!property) throw new Error("no published property with a reference");
  return property;
}

async function userIdOf(email: string): Promise<string> {
  const [user] = await query<{ id: string }>("select id from users where email = $1", [email]);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

test("a manager invites an owner, once per address, and links a property to them by its reference", async ({
  browser,
}) => {
  const managerPage = await freshPage(browser);
  await signedInManager(managerPage.context());
  const owner = { name: "Koen Verhaegen", email: `owner-${Date.now()}@example.be` };
  await managerPage.goto("/admin/users/");
  await managerPage.getByLabel("Naam").fill(owner.name);
  await managerPage.getByLabel("E-mailadres").fill(owner.email);
  await managerPage.getByLabel("Rol").selectOption("owner");
  await managerPage.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(managerPage.getByText(`De uitnodiging is verstuurd naar ${owner.email}.`)).toBeVisible();
  // By the address: the other tests of this file invite owners too, at the same time.
  const row = managerPage.getByRole("row", { name: owner.email });
  await expect(row).toContainText(owner.name);
  await expect(row).toContainText("Uitnodiging nog niet aanvaard");
  await expectNoAxeViolations(managerPage);

  // The same address again is refused with a reason.
  await managerPage.getByLabel("Naam").fill("Iemand anders");
  await managerPage.getByLabel("E-mailadres").fill(owner.email);
  await managerPage.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(managerPage.getByRole("alert")).toHaveText("Er bestaat al een account met dit e-mailadres.");

  // A property is linked to the owner by its reference.
  const property = await propertyWithReference();
  await row.getByRole("link", { name: owner.name }).click();
  await managerPage.getByLabel("Pand koppelen (referentie of nummer)").fill(property.reference);
  await managerPage.getByRole("button", { name: "Koppelen" }).click();
  await expect(managerPage.locator(".admin-list")).toContainText(property.reference);
  // Checked once the round is over: the page's buttons wait, dimmed, until its data is read again.
  await expect(managerPage.getByRole("button", { name: "Koppelen", exact: true })).toBeEnabled();
  await expectNoAxeViolations(managerPage);

  // The invitation is in the audit log, by the manager.
  await managerPage.goto("/admin/audit/?kind=user");
  await expect(managerPage.locator("tbody")).toContainText(ADMIN_AUDIT_MESSAGES.nl.actions["user.invite"]);
  await expectNoAxeViolations(managerPage);
  await managerPage.context().close();
});

test("an invited owner chooses a password through the mailed link, signs in and finds the linked property", async ({
  browser,
}) => {
  // The invitation and the link, made through the back office's own posts (the test above clicks them).
  const manager = await browser.newContext();
  await signedInManager(manager);
  const owner = { name: "Els Wouters", email: `owner-${Date.now()}@example.be` };
  const invited = await manager.request.post("/admin/users/", {
    form: { name: owner.name, email: owner.email, role: "owner", language: "nl" },
  });
  expect(invited.status()).toBe(200);
  const property = await propertyWithReference();
  const linked = await manager.request.post(`/admin/users/${await userIdOf(owner.email)}/`, {
    form: { intent: "link", property: property.reference },
  });
  expect(linked.status()).toBeLessThan(400);
  await manager.close();

  const ownerPage = await freshPage(browser);
  await ownerPage.goto(await mailedLink(owner.email, "account-invitation"));
  const password = "mijn huis in halle";
  await choosePassword(ownerPage, password);
  // Signing in before the save has answered would leave the page (and the save) on a busy machine.
  await expect(ownerPage).toHaveURL(/\/nl\/login\/\?password=set$/);
  await signIn(ownerPage, owner.email, password);
  await expect(ownerPage).toHaveURL(/\/nl\/eigenaar\/$/);
  await expect(ownerPage.locator(`.owner-property a[href$="/pand/${property.id}/"]`)).toBeVisible();
  expect((await ownerPage.context().cookies()).map((cookie) => cookie.name)).toContain("session");
  await ownerPage.context().close();
});

test("an owner deactivated by a manager is out at once, and signing in fails like any failure", async ({ browser }) => {
  const owner = await newAccount("owner", "Jan Claes");
  const ownerPage = await freshPage(browser);
  await signIn(ownerPage, owner.email, owner.password);
  await expect(ownerPage).toHaveURL(/\/nl\/eigenaar\/$/);

  const managerPage = await freshPage(browser);
  await signedInManager(managerPage.context());
  await managerPage.goto(`/admin/users/${await userIdOf(owner.email)}/`);
  await managerPage.getByLabel("Actief").selectOption("no");
  await managerPage.getByRole("button", { name: "Opslaan" }).click();
  await expect(managerPage.getByText("Opgeslagen.", { exact: true })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await query("select 1 from sessions s join users u on u.id = s.user_id where u.email = $1", [owner.email]))
          .length,
    )
    .toBe(0);
  await expect(managerPage.getByLabel("Actief")).toHaveValue("no");
  await signIn(ownerPage, owner.email, owner.password);
  await expect(ownerPage.getByRole("alert")).toHaveText("Inloggen mislukt; gebruikersnaam of wachtwoord niet correct.");

  // The change is in the audit log, by the manager.
  await managerPage.goto("/admin/audit/?kind=user");
  await expect(managerPage.locator("tbody")).toContainText(ADMIN_AUDIT_MESSAGES.nl.actions["user.update"]);
  await managerPage.context().close();
  await ownerPage.context().close();
});

test("a new e-mail address counts only once confirmed from that address", async ({ browser }) => {
  const agent = await newAccount("agent", "Sara Goossens");
  const newEmail = `renamed-${Date.now()}@example.be`;
  const page = await freshPage(browser);
  await signIn(page, agent.email, agent.password);
  await expect(page).toHaveURL(/\/admin\/$/);
  await page.getByRole("link", { name: "Mijn account" }).click();
  await expectNoAxeViolations(page);
  await page.getByLabel("Nieuw e-mailadres").fill(newEmail);
  await page.locator("#email-password").fill(agent.password);
  await page.getByRole("button", { name: "Stuur een bevestigingslink" }).click();
  await expect(page.getByText("We stuurden een link naar het nieuwe adres.")).toBeVisible();
  // Not changed yet.
  expect(await query("select 1 from users where email = $1", [agent.email])).toHaveLength(1);

  const link = await mailedLink(newEmail, "account-email-change");
  await page.goto(link);
  await expect(page.getByText(`Bevestig dat u voortaan met ${newEmail} inlogt.`)).toBeVisible();
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(page.getByText(`Uw e-mailadres is gewijzigd. Log voortaan in met ${newEmail}.`)).toBeVisible();
  await signIn(page, newEmail, agent.password);
  await expect(page).toHaveURL(/\/admin\/$/);
  await page.context().close();
});

test("ten wrong codes lock the codes from the app until a time the page gives, even for a right one; a backup code still lets in", async ({
  browser,
}) => {
  const manager = await managerWithTwoFactor(browser, "Hilde Maes");
  const good = new Set([-30_000, 0, 30_000, 60_000].map((offset) => totp(manager.key, Date.now() + offset)));
  const wrong = ["000000", "111111", "222222", "333333", "444444", "555555"].filter((code) => !good.has(code));
  // Ten wrong codes over two sign-ins (five codes each), sent as the form sends them.
  for (let round = 0; round < 2; round += 1) {
    const guesser = await browser.newContext();
    expect(await postSignIn(guesser.request, manager)).toBe(200);
    for (const code of wrong.slice(0, 5))
      await guesser.request.post("/nl/login/", { form: { intent: "code", code }, maxRedirects: 0 });
    await guesser.close();
  }
  const page = await freshPage(browser);
  await signIn(page, manager.email, manager.password);
  await page.getByLabel("Code").fill(nextCode(manager.key));
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    /^Te veel foute codes: codes uit uw app worden geweigerd tot \d{1,2}:\d{2}\. Met een van uw reservecodes kunt u wel inloggen\.$/,
  );
  await expectNoAxeViolations(page);
  await page.getByLabel("Code").fill(manager.backupCodes[0] ?? "");
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
  await page.context().close();
});

test("a session that tries current passwords is made to wait, and told how long", async ({ browser }) => {
  const owner = await newAccount("owner", "Mia Janssens");
  const page = await freshPage(browser);
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/nl\/eigenaar\/$/);
  await page.goto("/nl/eigenaar/account/");
  // Past three free wrong passwords each one doubles the wait: soon one is made to wait.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.getByLabel("Huidig wachtwoord").fill(`not-my-password-${attempt}`);
    await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill("een nieuw wachtwoord voor mij");
    await page.getByLabel("Herhaal het nieuwe wachtwoord").fill("een nieuw wachtwoord voor mij");
    // The answer's status tells this try's outcome: the alert still shows the last try's words until
    // the page has drawn the new answer.
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "Wachtwoord opslaan" }).click(),
    ]);
    if (answer.status() === 429) break;
    await expect(page.getByRole("alert")).toHaveText("Het huidige wachtwoord klopt niet.");
  }
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText(/^Te veel mislukte pogingen\. Probeer het opnieuw over \d+ seconden?\.$/);
  // The first wait is one second: said in the singular ("over 1 seconde"), longer ones in the plural.
  const seconds = Number((await alert.textContent())?.match(/\d+/)?.[0]);
  await expect(alert).toHaveText(fillCount("nl", nl.login.tooManySeconds, seconds));
  await expectNoAxeViolations(page);
  await page.context().close();
});
