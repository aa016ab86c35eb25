// Pages, menu and modules edited in the back office by a manager, and the site showing the result:
// a free page added under a menu item with Dutch and German titles and paths, published, in the
// public menu and at its addresses; its Dutch path renamed, the old address answering 301 to the new
// one; a module added, configured, previewed and published; a page's or a module's save on a stale
// version merged, the fields both changed offered to choose; an existing menu page's SEO title in the public page's <title>,
// put back afterwards. axe runs on every editor screen.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { nl as modulesNl } from "../../app/i18n/messages/admin-page-modules/nl.ts";
import { nl } from "../../app/i18n/messages/nl.ts";
import { announceChange, query } from "../support/e2e-database.ts";
import { signedInManager } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, rememberDeclinedCookies, test } from "./fixtures.ts";

const n = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
const DRAFT_SAVED = modulesNl.done.draftSaved ?? "";
const NAME = `Nieuws ${n}`;
/** The session of a manager signed in once for the flow below (a sign-in and its code take seconds). */
const MANAGER_STATE = path.join(os.tmpdir(), `admin-pages-manager-${process.pid}-${n}.json`);

/** The public page's HTML as a visitor gets it (no cookies), its status and where it redirects. */
async function publicPage(request: APIRequestContext, where: string) {
  const answer = await request.get(where, { maxRedirects: 0 });
  return { status: answer.status(), html: await answer.text(), location: answer.headers().location };
}

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

/** Console errors (CSP violations included) of a page the fixtures do not watch. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe
  .serial("a free page of the menu", () => {
    let pageId = 0;
    test.use({ storageState: MANAGER_STATE });

    test.beforeAll(async ({ browser }) => {
      // A session of its own: not the file this group's pages start from, which it writes.
      // (Given empty: the group's storageState would be read into it, and the file does not exist yet.)
      const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      await signedInManager(context);
      await context.storageState({ path: MANAGER_STATE });
      await context.close();
    });

    test.afterAll(async ({ playwright }) => {
      if (!fs.existsSync(MANAGER_STATE)) return;
      const api = await playwright.request.newContext({
        baseURL: process.env.E2E_BASE_URL,
        storageState: MANAGER_STATE,
      });
      // Removed through the back office, so every instance hears of it and the demo menu is as it was.
      const [row] = await query<{ updated_at: Date }>("select updated_at from pages where id = $1", [pageId]);
      if (row) {
        await api.post("/admin/pages/", {
          form: { intent: "remove", id: String(pageId), version: new Date(row.updated_at).toISOString() },
        });
      }
      await api.dispose();
      fs.rmSync(MANAGER_STATE, { force: true });
    });

    test("is added under a menu item with Dutch and German titles and paths; published, it is in the menu and at its paths", async ({
      page,
      request,
    }) => {
      await page.goto("/admin/pages/");
      await expect(page.getByRole("heading", { level: 1, name: "Pagina's en menu" })).toBeVisible();

      const add = page.getByRole("region", { name: "Vrije pagina toevoegen" });
      await add.getByLabel("Naam (voor het kantoor)").fill(NAME);
      await add.getByLabel("Onder").selectOption({ label: "Over ons" });
      await add.getByLabel("Titel (NL)").fill(`Nieuws ${n}`);
      await add.getByLabel("Pad (NL)").fill(`nieuws-${n}`);
      await add.getByLabel("Titel (DE)").fill(`Neuigkeiten ${n}`);
      await add.getByLabel("Pad (DE)").fill(`neuigkeiten-${n}`);
      await add.getByRole("button", { name: "Toevoegen", exact: true }).click();
      await expect(page.getByText("Pagina toegevoegd als ontwerp.")).toBeVisible();
      pageId = Number(/\/admin\/pages\/(\d+)\//.exec(page.url())?.[1]);
      expect(pageId).toBeGreaterThan(0);
      await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
      // French and English have no title of their own yet: their tabs say so.
      await expect(page.getByRole("tab", { name: "Français (vertaling ontbreekt)" })).toBeVisible();

      // A draft is not on the site.
      expect((await publicPage(request, `/nl/over-ons/nieuws-${n}/`)).status).toBe(404);
      await page.getByRole("region", { name: "Publicatie" }).getByRole("button", { name: "Publiceren" }).click();
      await expect(page.getByText("Pagina gepubliceerd.")).toBeVisible();

      await expect(async () => {
        const home = await publicPage(request, "/nl/");
        const menu =
          new RegExp(`<nav[^>]*aria-label="${nl.frame.mainMenu}"[\\s\\S]*?</nav>`).exec(home.html)?.[0] ?? "";
        expect(menu).toContain(`href="/nl/over-ons/nieuws-${n}/"`);
        expect(menu).toContain(`Nieuws ${n}`);
      }).toPass();
      const dutch = await publicPage(request, `/nl/over-ons/nieuws-${n}/`);
      expect(dutch.status).toBe(200);
      expect(h1(dutch.html)).toBe(`Nieuws ${n}`);
      const german = await publicPage(request, `/de/ueber-uns/neuigkeiten-${n}/`);
      expect(german.status).toBe(200);
      expect(h1(german.html)).toBe(`Neuigkeiten ${n}`);

      // In the tree, folded under its parent, the buttons that move a page say which page they move
      // (the name's hidden part is a box of its own, so a space may come before its colon).
      await page.goto("/admin/pages/");
      await page.getByRole("button", { name: /onderliggende pagina's van Over ons$/ }).click();
      await page.locator("summary", { hasText: `Acties: ${NAME}` }).click();
      await expect(page.getByRole("button", { name: new RegExp(`^Omhoog ?: ${NAME}$`) })).toBeVisible();
      await expect(page.getByRole("button", { name: new RegExp(`^Omlaag ?: ${NAME}$`) })).toBeVisible();
    });

    test("renamed in Dutch, its old address answers a permanent redirect to the new one", async ({ page, request }) => {
      await page.goto(`/admin/pages/${pageId}/`);
      await expect(page.getByRole("tab", { name: /^Nederlands/ })).toHaveAttribute("aria-selected", "true");
      await page.getByRole("tabpanel").getByLabel("Pad", { exact: true }).fill(`nieuws-${n}-archief`);
      await page.getByRole("button", { name: "Opslaan", exact: true }).click();
      await expect(page.getByText("Opgeslagen.", { exact: true })).toBeVisible();
      const old = await publicPage(request, `/nl/over-ons/nieuws-${n}/`);
      expect(old.status).toBe(301);
      expect(old.location).toBe(`/nl/over-ons/nieuws-${n}-archief/`);
      expect((await publicPage(request, `/nl/over-ons/nieuws-${n}-archief/`)).status).toBe(200);
      // German kept its path.
      expect((await publicPage(request, `/de/ueber-uns/neuigkeiten-${n}/`)).status).toBe(200);
    });

    test("a module is added as a draft, configured, seen in the preview, and on the site once published", async ({
      page,
      request,
    }) => {
      await page.goto(`/admin/pages/${pageId}/`);
      const modules = page.getByRole("region", { name: "Modules" });
      // The articles and categories a module may show stand under their headings.
      const shows = modules.getByLabel("Toont");
      await expect(shows.locator("optgroup")).toHaveCount(2);
      await expect(shows.locator("optgroup").nth(0)).toHaveAttribute("label", "Categorieën");
      await expect(shows.locator("optgroup").nth(1)).toHaveAttribute("label", "Artikels");
      await expect(shows.locator("optgroup").nth(1).locator("option")).not.toHaveCount(0);
      await shows.selectOption({ label: "Contactformulier" });
      await modules.getByRole("button", { name: "Module toevoegen" }).click();
      await expect(page.getByText("Module toegevoegd als ontwerp.")).toBeVisible();
      const module = () => page.getByRole("listitem", { name: /^Module 1: Contactformulier/ });
      await expect(module().getByText("ontwerp")).toBeVisible();
      // The only module: its move buttons say which module they move, and that it cannot move.
      await expect(module().getByRole("button", { name: /^Omhoog ?: Module 1$/ })).toBeDisabled();
      await expect(module().getByRole("button", { name: /^Omlaag ?: Module 1$/ })).toBeDisabled();
      await module().getByText("Instellen").click();
      await module().getByLabel("Titel (NL)").fill(`Schrijf ons ${n}`);
      await module().getByRole("button", { name: "Module opslaan" }).click();
      await expect(page.getByText("Module aangepast.")).toBeVisible();
      await expectNoAxeViolations(page);

      const preview = (await page.getByRole("link", { name: "Voorbeeld (NL)" }).getAttribute("href")) ?? "";
      expect((await publicPage(request, preview)).html).toContain(`Schrijf ons ${n}`);
      expect((await publicPage(request, `/nl/over-ons/nieuws-${n}-archief/`)).html).not.toContain(`Schrijf ons ${n}`);

      await module()
        .getByRole("button", { name: /^Publiceren/ })
        .click();
      await expect(module().getByText("gepubliceerd")).toBeVisible();
      await expect(async () => {
        expect((await publicPage(request, `/nl/over-ons/nieuws-${n}-archief/`)).html).toContain(`Schrijf ons ${n}`);
      }).toPass();
    });

    test("a save on a version the same manager saved since in another window asks about the field both changed, keeps the typing, and saves again", async ({
      page: first,
      browser,
    }) => {
      // The same manager in a second browser window: both opened the page before either saved.
      const otherContext = await browser.newContext({ storageState: MANAGER_STATE });
      await rememberDeclinedCookies(otherContext);
      const second = await otherContext.newPage();
      const secondErrors = consoleErrors(second);
      await first.goto(`/admin/pages/${pageId}/`);
      await second.goto(`/admin/pages/${pageId}/`);
      const description = (page: Page) => page.getByRole("tabpanel").getByLabel("Beschrijving", { exact: true });

      await description(first).fill("Het laatste nieuws van het kantoor.");
      await first.getByRole("button", { name: "Opslaan", exact: true }).click();
      await expect(first.getByText("Opgeslagen.", { exact: true })).toBeVisible();

      // Both changed the description: the second window chooses, field by field, what stays.
      await description(second).fill("Nieuws uit Halle.");
      await second.getByRole("button", { name: "Opslaan", exact: true }).click();
      await expect(second.getByRole("heading", { name: "Intussen anders opgeslagen: kies per veld" })).toBeFocused();
      const choice = second.getByRole("group", { name: "Beschrijving (NL)", exact: true });
      await expect(choice).toContainText("Uw invoerNieuws uit Halle.");
      await expect(choice).toContainText(/Opgeslagen in een ander venster op .+Het laatste nieuws van het kantoor\./);
      await expect(description(second)).toHaveValue("Nieuws uit Halle.");
      await expectNoAxeViolations(second);
      const stored = async () =>
        (
          await query<{ params: { description: Record<string, string> } }>("select params from pages where id = $1", [
            pageId,
          ])
        )[0]?.params.description.nl;
      expect(await stored()).toBe("Het laatste nieuws van het kantoor.");
      // Keeping what was typed, the second window saves again: now it goes through.
      await second.getByRole("button", { name: "Opnieuw opslaan" }).click();
      await expect(second.getByText("Opgeslagen.", { exact: true })).toBeVisible();
      expect(await stored()).toBe("Nieuws uit Halle.");
      // The refused save's 409 is a "failed resource" to the browser; nothing else may be reported.
      expect(secondErrors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([]);
      await otherContext.close();
    });

    test("a module saved on a version changed since takes the field only the other window changed, asks about the one both changed, and saves the choice", async ({
      page: first,
      browser,
    }) => {
      const otherContext = await browser.newContext({ storageState: MANAGER_STATE });
      await rememberDeclinedCookies(otherContext);
      const second = await otherContext.newPage();
      const module = (page: Page) => page.getByRole("listitem", { name: /^Module 1: Contactformulier/ });
      const opened = async (page: Page) => {
        await page.goto(`/admin/pages/${pageId}/`);
        await module(page).getByText("Instellen").click();
      };
      await opened(first);
      await opened(second);

      // The module is published: each window's save is its draft.
      await module(first).getByLabel("Titel (NL)").fill(`Bel ons ${n}`);
      await expect(module(first).getByRole("textbox", { name: "Tekst (NL)" })).toHaveAttribute(
        "contenteditable",
        "true",
      );
      await module(first).getByRole("textbox", { name: "Tekst (NL)" }).fill("Elke werkdag van 9 tot 18 uur.");
      await module(first).getByRole("button", { name: "Ontwerp opslaan" }).click();
      await expect(first.getByText(DRAFT_SAVED, { exact: true })).toBeVisible();

      // The second window had the module open on the page's older version: both changed its title.
      await module(second).getByLabel("Titel (NL)").fill(`Mail ons ${n}`);
      await module(second).getByRole("button", { name: "Ontwerp opslaan" }).click();
      await expect(second.getByRole("heading", { name: "Intussen anders opgeslagen: kies per veld" })).toBeFocused();
      const choice = module(second).getByRole("group", { name: "Titel (NL)", exact: true });
      await expect(choice).toContainText(`Uw invoerMail ons ${n}`);
      await expect(choice).toContainText(new RegExp(`Opgeslagen in een ander venster op .+Bel ons ${n}`));
      await expect(
        module(second).getByText(
          "Intussen gewijzigd in een ander venster; het formulier toont die waarde: Tekst (NL).",
        ),
      ).toBeVisible();
      await expect(module(second).getByLabel("Titel (NL)")).toHaveValue(`Mail ons ${n}`);
      await expect(module(second).getByRole("textbox", { name: "Tekst (NL)" })).toHaveText(
        "Elke werkdag van 9 tot 18 uur.",
      );
      await expectNoAxeViolations(second);
      const stored = async () =>
        (
          await query<{ settings: { title: Record<string, string>; descriptions: Record<string, string> } }>(
            "select coalesce(draft -> 'settings', settings) as settings from modules where page_id = $1",
            [pageId],
          )
        )[0]?.settings;
      expect((await stored())?.title.nl).toBe(`Bel ons ${n}`);

      // Taking the saved title, the second window saves again: it goes through with both windows' changes.
      await choice.getByRole("radio", { name: "De opgeslagen waarde nemen" }).check();
      await module(second).getByLabel("Hoogstens (1 tot 100)").fill("9");
      await second.getByRole("button", { name: "Opnieuw opslaan" }).click();
      await expect(second.getByText(DRAFT_SAVED, { exact: true })).toBeVisible();
      expect(await stored()).toMatchObject({
        title: { nl: `Bel ons ${n}` },
        descriptions: { nl: "<p>Elke werkdag van 9 tot 18 uur.</p>" },
        maxItems: 9,
      });
      await otherContext.close();
    });
  });

test("a manager edits an existing menu page's SEO title and the public page's <title> shows it", async ({
  page,
  request,
}) => {
  await signedInManager(page.context());
  const [team] = await query<{ id: number; params: unknown }>("select id, params from pages where route_key = 'team'");
  if (!team) throw new Error("the demo has no team page");
  const title = `Ons team ${n} | Immo Zennevallei`;
  try {
    await page.goto("/admin/pages/");
    await page.getByRole("main").getByRole("link", { name: "Team", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
    // A route-table page keeps its path: no path field, its address said instead.
    await expect(page.getByRole("tabpanel").getByText("Het adres van deze pagina ligt vast: /nl/team/")).toBeVisible();
    await page.getByRole("tabpanel").getByLabel("SEO-titel (titel in de browser en zoekresultaten)").fill(title);
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();
    await expect(page.getByText("Opgeslagen.", { exact: true })).toBeVisible();
    await expect(async () => {
      const html = await (await request.get("/nl/team/")).text();
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(title);
    }).toPass();
  } finally {
    // Other specs read the demo pages: the page's params as they were.
    await query("update pages set params = $1, updated_at = now() where id = $2", [
      JSON.stringify(team.params),
      team.id,
    ]);
    await announceChange();
  }
});
