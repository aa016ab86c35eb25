// The site settings in the back office, as managers use them in a browser: a footer text and the
// agency's phone changed and seen on the public site in Dutch and German; a save made after another
// manager's is refused with what they changed; a BIV number in the wrong shape and a default language
// that is not enabled are refused in the manager's own language; rows are added, moved and removed
// with and without JavaScript, and texts per language sit in tabs that mark a missing translation.
// The server is shared with every other spec: whatever is saved here is put back in a `finally`.
import type { APIRequestContext, Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { siteSettings } from "../../app/.server/db/schema.ts";
import { formatPhone } from "../../app/domain/phone.ts";
import { href } from "../../app/i18n/links.ts";
import { announceChange, query, siteSettingsRow, testDb } from "../support/e2e-database.ts";
import { type OwnSite, signInOwnSiteManager, startOwnSite } from "../support/own-site.ts";
import { newAccount, postSignIn, setUpTwoFactor, signedInManager } from "../support/staff-accounts.ts";
import type { RunningServer } from "../support/start-server.ts";
import { expect, expectNoAxeViolations, rememberDeclinedCookies, test } from "./fixtures.ts";

// The tests share the one settings row: one saves it while another checks that a refused save left
// it untouched, so they run one after the other.
test.describe.configure({ mode: "serial" });

const PAGES = [
  "/admin/settings/",
  "/admin/settings/agency/",
  "/admin/settings/tracking/",
  "/admin/settings/top-bar/",
  "/admin/settings/footer/",
];

type Row = Awaited<ReturnType<typeof siteSettingsRow>>;

/**
 * Puts the settings back as they were and tells the server, for the specs that run beside this one.
 * It is a change like any other: a new version, so a form opened before it is told.
 */
async function restore(original: Row): Promise<void> {
  // The amounts (terms) are admin-terms.spec's, changed while this spec runs: they are left as they are.
  const { id: _, createdAt: __, updatedAt: ___, terms: ____, ...columns } = original;
  // So is the agency's logo, admin-site-pictures.spec's: put back from before, it would outlive that
  // spec's own clean-up.
  const { logo: _logo, ...agency } = columns.agency;
  const current = (await siteSettingsRow()).agency.logo;
  await testDb()
    .update(siteSettings)
    .set({ ...columns, agency: current ? { ...agency, logo: current } : agency, updatedAt: new Date() })
    .where(eq(siteSettings.id, 1));
  await announceChange();
}

/** A manager with a name of the test's own (what a refused save names), signed in with a code. */
async function managerNamed(request: APIRequestContext, name: string): Promise<void> {
  const manager = await newAccount("manager", name);
  expect(await postSignIn(request, manager)).toBe(302);
  await setUpTwoFactor(request, manager);
}

async function save(page: Page, name = "Opslaan"): Promise<void> {
  await page.getByRole("button", { name, exact: true }).first().click();
}

/**
 * Waits until the server's page holds every text (the change is announced to the server, not awaited
 * here), then opens it as a visitor does.
 */
async function openWhenItShows(page: Page, path: string, texts: string[]): Promise<void> {
  await expect
    .poll(async () => {
      const html = await (await page.request.get(path)).text();
      return texts.filter((text) => !html.includes(text));
    })
    .toEqual([]);
  await page.goto(path);
}

// One test a page: five pages checked in one test took past the test's limit on a busy machine.
for (const path of PAGES) {
  test(`the settings page ${path}, its tabs drawn by JavaScript, passes axe`, async ({ page }) => {
    await signedInManager(page.context());
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Website-instellingen");
    if (path !== "/admin/settings/" && path !== "/admin/settings/tracking/")
      await expect(page.getByRole("tablist").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("a manager changes a footer text and the agency's phone; the site shows them in Dutch and German", async ({
  page,
}) => {
  const original = await siteSettingsRow();
  const column = original.footerColumns.findIndex((candidate) => candidate.textPublic && candidate.text.nl);
  expect(column).toBeGreaterThanOrEqual(0);
  const germanText = original.footerColumns[column]?.text.de ?? "";
  const dutchText = `Volg ons ook op Mastodon (${Date.now()}).`;
  const phone = "02 399 12 34";
  const manager = await signedInManager(page.context());
  try {
    await page.goto("/admin/settings/footer/");
    const group = page.getByRole("group", { name: `Kolom ${column + 1}`, exact: true });
    await expect(group.getByRole("tab", { name: "Nederlands" })).toHaveAttribute("aria-selected", "true");
    await group.getByRole("textbox", { name: "Tekst (Nederlands)" }).fill(dutchText);
    await save(page);
    await expect(page.getByText("Opgeslagen.", { exact: true })).toBeVisible();

    await page.goto("/admin/settings/agency/");
    await page.getByRole("textbox", { name: "Telefoon", exact: true }).fill(phone);
    await save(page);
    // admin-site-pictures.spec.ts may upload a logo on this site while the form is open: the save then
    // keeps that logo and says so.
    await expect(
      page.getByText(/^Opgeslagen(\.|, samen met wat intussen werd gewijzigd: Logo van de site\.)$/),
    ).toBeVisible();
    // What was saved is shown again as saved.
    await expect(page.getByRole("textbox", { name: "Telefoon", exact: true })).toHaveValue(phone);

    const footer = page.getByRole("contentinfo");
    await openWhenItShows(page, href("home", "nl"), [dutchText, formatPhone(phone)]);
    await expect(footer).toContainText(dutchText);
    await expect(footer.locator(".legal-mentions")).toContainText(formatPhone(phone));
    await openWhenItShows(page, href("home", "de"), [formatPhone(phone)]);
    await expect(footer.locator(".legal-mentions")).toContainText(formatPhone(phone));
    await expect(footer).toContainText(germanText.split("\n")[0] ?? "");
    await expect(footer).not.toContainText(dutchText);

    const lines = await query<{
      details: { section: string; changes: Record<string, { before: unknown; after: unknown }> };
    }>(
      `select a.details from audit_log a join users u on u.id = a.actor_id
       where a.action = 'settings.save' and u.email = $1 order by a.id`,
      [manager.email],
    );
    expect(lines.map((line) => line.details.section)).toEqual(["footer", "agency"]);
    // admin-site-pictures.spec.ts uploads a logo on this same site meanwhile and takes it away with SQL,
    // which no form can see: a form opened in between sends it back. What this test changed is the phone.
    const { "agency.logo": _logo, ...agencyChanges } = lines[1]?.details.changes ?? {};
    expect(agencyChanges).toEqual({ "agency.phone": { before: original.agency.phone, after: phone } });
    expect(JSON.stringify(lines[0]?.details.changes.footerColumns?.after)).toContain(dutchText);
  } finally {
    await restore(original);
  }
});

test("a save made after another manager's keeps their change; a field both changed is chosen, and saving again goes through", async ({
  browser,
  page,
}) => {
  const original = await siteSettingsRow();
  await managerNamed(page.context().request, "Anne Beheerder");
  const other = await browser.newContext();
  await rememberDeclinedCookies(other);
  await signedInManager(other);
  const late = await other.newPage();
  const insurer = "Ethias nv, Prins-Bisschopssingel 73, 3500 Hasselt";
  const policy = (on: Page) => on.getByRole("textbox", { name: "Polisnummer" });
  try {
    await page.goto("/admin/settings/agency/");
    await late.goto("/admin/settings/agency/");

    await policy(page).fill("730.418.999");
    await save(page);
    await expect(page.getByText("Opgeslagen.", { exact: true })).toBeVisible();

    // Each changed another field: the late save keeps the policy number and adds the insurer.
    await late.getByRole("textbox", { name: "Verzekeraar beroepsaansprakelijkheid" }).fill(insurer);
    await save(late);
    await expect(late.getByText("Opgeslagen, samen met wat intussen werd gewijzigd: Polisnummer.")).toBeVisible();
    let now = await siteSettingsRow();
    expect(now.agency).toMatchObject({ insurer, policyNumber: "730.418.999" });
    // The late window's form is drawn again with what is stored now: what is typed next goes into it.
    await expect(policy(late)).toHaveValue("730.418.999");

    // Both change the policy number: the one who saves last chooses, the rest of the typing kept.
    await policy(late).fill("730.418.222");
    await save(late);
    await expect(late.getByText("Opgeslagen.", { exact: true })).toBeVisible();
    await policy(page).fill("730.418.111");
    await save(page);
    const summary = page.getByRole("heading", { name: "Intussen anders opgeslagen: kies per veld" });
    await expect(summary).toBeFocused();
    const choice = page.getByRole("group", { name: "Polisnummer", exact: true });
    await expect(choice).toContainText("Uw invoer730.418.111");
    await expect(choice).toContainText(/Opgeslagen door Test Manager op .+730\.418\.222/);
    await expect(policy(page)).toHaveValue("730.418.111");
    // The insurer the other saved is in the form now, and named as taken.
    await expect(page.getByRole("textbox", { name: "Verzekeraar beroepsaansprakelijkheid" })).toHaveValue(insurer);
    await expectNoAxeViolations(page);
    expect((await siteSettingsRow()).agency.policyNumber).toBe("730.418.222");

    await page.getByRole("button", { name: "Opnieuw opslaan" }).click();
    await expect(page.getByText("Opgeslagen.", { exact: true })).toBeVisible();
    now = await siteSettingsRow();
    expect(now.agency).toMatchObject({ insurer, policyNumber: "730.418.111" });
  } finally {
    await other.close();
    await restore(original);
  }
});

test("a BIV number in the wrong shape and a default language not enabled are refused in the manager's language", async ({
  page,
}) => {
  const original = await siteSettingsRow();
  const request = page.context().request;
  await signedInManager(page.context());
  const language = await request.post("/admin/account/", { form: { intent: "language", language: "de" } });
  expect(language.status()).toBe(200);
  try {
    await page.goto("/admin/settings/agency/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Website-Einstellungen");
    const biv = page.getByRole("textbox", { name: "BIV-Nummer" });
    await biv.fill("12-34");
    await save(page, "Speichern");
    await expect(page.getByRole("alert")).toHaveText("Nicht gespeichert: Bitte korrigieren Sie die markierten Felder.");
    await expect(biv).toHaveAttribute("aria-invalid", "true");
    await expect(biv).toHaveAccessibleDescription(/Keine gültige BIV-Nummer: sechs Ziffern, wie 509\.123\./);
    await expect(biv).toHaveValue("12-34");
    await expectNoAxeViolations(page);

    await page.goto("/admin/settings/");
    await page
      .getByRole("group", { name: "Aktivierte Sprachen" })
      .getByRole("checkbox", { name: "Nederlands" })
      .uncheck();
    await save(page, "Speichern");
    await expect(page.getByText("Die Standardsprache muss eine aktivierte Sprache sein.")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Standardsprache" })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    const now = await siteSettingsRow();
    expect(now.agency.bivNumber).toBe(original.agency.bivNumber);
    // Not its time of change: the specs beside this one change other settings meanwhile.
    expect(now.enabledLanguages).toEqual(original.enabledLanguages);
  } finally {
    await restore(original);
  }
});

test("rows are added, moved and removed without JavaScript, and nothing is saved until Save", async ({ browser }) => {
  const original = await siteSettingsRow();
  const context = await browser.newContext({ javaScriptEnabled: false });
  await rememberDeclinedCookies(context);
  await signedInManager(context);
  const page = await context.newPage();
  try {
    const slots = original.contactTimeSlots.length;
    await page.goto("/admin/settings/");
    await page.getByRole("button", { name: "Tijdvak toevoegen" }).click();
    const added = page.getByRole("textbox", { name: `Tijdvak ${slots + 1}`, exact: true });
    await expect(added).toHaveValue("");
    await added.fill("08:00-10:00");
    await page.getByRole("button", { name: `Tijdvak ${slots + 1} omhoog` }).click();
    await expect(page.getByRole("textbox", { name: `Tijdvak ${slots}`, exact: true })).toHaveValue("08:00-10:00");
    await expect(page.getByRole("textbox", { name: `Tijdvak ${slots + 1}`, exact: true })).toHaveValue(
      original.contactTimeSlots.at(-1) ?? "",
    );

    const columns = original.footerColumns.length;
    await page.goto("/admin/settings/footer/");
    await page.getByRole("button", { name: "Kolom toevoegen" }).click();
    const column = page.getByRole("group", { name: `Kolom ${columns + 1}`, exact: true });
    // Without JavaScript the languages stand one under the other.
    await expect(column.getByRole("textbox", { name: "Titel (Deutsch)" })).toBeVisible();
    await column.getByRole("button", { name: `Kolom ${columns + 1} verwijderen` }).click();
    await expect(page.getByRole("group", { name: /^Kolom \d+$/ })).toHaveCount(columns);

    // Nothing saved: what these forms hold is as it was (the time of change is not theirs alone).
    expect(await siteSettingsRow()).toMatchObject({
      contactTimeSlots: original.contactTimeSlots,
      footerColumns: original.footerColumns,
    });
  } finally {
    await context.close();
    await restore(original);
  }
});

test("with JavaScript, tabs move by arrow keys, mark a missing translation, and a new row takes the focus", async ({
  page,
}) => {
  const original = await siteSettingsRow();
  await signedInManager(page.context());
  try {
    await page.goto("/admin/settings/footer/");
    const column = page.getByRole("group", { name: "Kolom 1", exact: true });
    const dutch = column.getByRole("tab", { name: "Nederlands" });
    await dutch.focus();
    await page.keyboard.press("ArrowRight");
    const french = column.getByRole("tab", { name: /^Français/ });
    await expect(french).toBeFocused();
    await expect(french).toHaveAttribute("aria-selected", "true");
    const title = column.getByRole("textbox", { name: "Titel (Français)" });
    await expect(title).toBeVisible();
    await expect(column.getByRole("textbox", { name: "Titel (Nederlands)" })).toBeHidden();
    await title.fill("");
    await expect(french).toHaveAccessibleName("Français (vertaling ontbreekt)");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("End");
    await expect(column.getByRole("tab", { name: /^Deutsch/ })).toBeFocused();

    // The row buttons are drawn as in every editor with rows: apart, and the first column's "up"
    // shown as doing nothing.
    const [up, down] = [column.locator(".admin-row-button").nth(0), column.locator(".admin-row-button").nth(1)];
    await expect(up).toHaveAttribute("aria-disabled", "true");
    await expect(up).toHaveCSS("opacity", "0.55");
    await expect(down).toHaveCSS("opacity", "1");
    const [upBox, downBox] = [await up.boundingBox(), await down.boundingBox()];
    expect((downBox?.x ?? 0) - ((upBox?.x ?? 0) + (upBox?.width ?? 0))).toBeGreaterThan(0);

    await page.goto("/admin/settings/");
    await page.getByRole("button", { name: "Tijdvak toevoegen" }).click();
    await expect(
      page.getByRole("textbox", { name: `Tijdvak ${original.contactTimeSlots.length + 1}`, exact: true }),
    ).toBeFocused();
    await expectNoAxeViolations(page);
    // Nothing saved: what these forms hold is as it was (the time of change is not theirs alone).
    expect(await siteSettingsRow()).toMatchObject({
      contactTimeSlots: original.contactTimeSlots,
      footerColumns: original.footerColumns,
    });
  } finally {
    await restore(original);
  }
});

// Switching languages off would take pages away from every other spec: a server and database of this
// describe's own, with the bare site.
test.describe("languages on a server of its own", () => {
  test.describe.configure({ mode: "serial" });

  let site: OwnSite | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    site = await startOwnSite("settings");
  });

  test.afterAll(() => site?.stop());

  test("a language switched off is gone from the site at once, and / goes to the new default", async ({ browser }) => {
    const running = (site as OwnSite).servers[0] as RunningServer;
    // A German-speaking visitor: with German off, "/" leads to the default language.
    const context = await browser.newContext({ baseURL: running.url, locale: "de-DE" });
    await rememberDeclinedCookies(context);
    await signInOwnSiteManager(site as OwnSite, context.request, "Talen Beheerder");
    const page = await context.newPage();
    try {
      await page.goto("/admin/settings/");
      const languages = page.getByRole("group", { name: "Ingeschakelde talen" });
      await languages.getByRole("checkbox", { name: "Deutsch" }).uncheck();
      await page.getByRole("combobox", { name: "Standaardtaal" }).selectOption("fr");
      await save(page);
      await expect(page.getByText("Opgeslagen.", { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);

      expect((await page.goto(href("home", "de")))?.status()).toBe(404);
      await page.goto("/");
      await expect(page).toHaveURL(new RegExp(`${href("home", "fr")}$`));
      await expect(page.locator('.language-switcher a[hreflang="nl"]').first()).toBeAttached();
      await expect(page.locator('.language-switcher a[hreflang="de"]')).toHaveCount(0);

      await page.goto("/admin/settings/");
      await languages.getByRole("checkbox", { name: "Deutsch" }).check();
      await save(page);
      await expect(page.getByText("Opgeslagen.", { exact: true })).toBeVisible();
      expect((await page.goto(href("home", "de")))?.status()).toBe(200);
    } finally {
      await context.close();
    }
  });
});
