// Pages, menu and modules edited in the back office by a manager, and the site showing the result:
// a free page added under a menu item with Dutch and German titles and paths, published, in the
// public menu and at its addresses; its Dutch path renamed, the old address answering 301 to the new
// one; a module added, configured and published; a save on a stale version refused with the other
// person's change named; an existing menu page's SEO title in the public page's <title>, put back
// afterwards. axe runs on every editor screen.
import type { APIRequestContext, Page } from "@playwright/test";
import { nl } from "../../app/i18n/messages/nl.ts";
import { announceChange, query } from "../support/e2e-database.ts";
import { signedInManager } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

/** The public site as a visitor sees it now, in a browser context of its own (nothing kept). */
async function visit(page: Page, path: string) {
  const context = await page.context().browser()?.newContext();
  if (!context) throw new Error("no browser");
  const visitor = await context.newPage();
  const answer = await visitor.goto(path);
  return { visitor, status: answer?.status() ?? 0, close: () => context.close() };
}

/** Removes a page this spec made, through the back office (so every instance hears of it). */
async function removePage(request: APIRequestContext, id: number): Promise<void> {
  const [row] = await query<{ updated_at: Date }>("select updated_at from pages where id = $1", [id]);
  if (!row) return;
  await request.post("/admin/pages/", {
    form: { intent: "remove", id: String(id), version: new Date(row.updated_at).toISOString() },
  });
}

test("a manager adds a page under a menu item, publishes it, renames its path (the old one redirects) and adds a module", async ({
  page,
  browser,
}) => {
  const manager = await signedInManager(page.context().request);
  const n = unique();
  const name = `Nieuws ${n}`;
  let createdId: number | undefined;
  try {
    await page.goto("/admin/pages/");
    await expect(page.getByRole("heading", { level: 1, name: "Pagina's en menu" })).toBeVisible();
    await expectNoAxeViolations(page);

    const add = page.locator("form", { has: page.getByRole("button", { name: "Toevoegen", exact: true }) });
    await add.getByLabel("Naam (voor het kantoor)").fill(name);
    await add.getByLabel("Onder").selectOption({ label: "Over ons" });
    await add.getByLabel("Titel (NL)").fill(`Nieuws ${n}`);
    await add.getByLabel("Pad (NL)").fill(`nieuws-${n}`);
    await add.getByLabel("Titel (DE)").fill(`Neuigkeiten ${n}`);
    await add.getByLabel("Pad (DE)").fill(`neuigkeiten-${n}`);
    await add.getByRole("button", { name: "Toevoegen", exact: true }).click();
    await expect(page.getByText("Pagina toegevoegd als ontwerp.")).toBeVisible();
    createdId = Number(/\/admin\/pages\/(\d+)\//.exec(page.url())?.[1]);
    expect(createdId).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expectNoAxeViolations(page);

    // A draft is not on the site.
    const draft = await visit(page, `/nl/over-ons/nieuws-${n}/`);
    expect(draft.status).toBe(404);
    await draft.close();

    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(page.getByText("Pagina gepubliceerd.")).toBeVisible();

    await expect(async () => {
      const site = await visit(page, "/nl/");
      try {
        const link = site.visitor
          .getByRole("navigation", { name: nl.frame.mainMenu })
          .getByRole("link", { name: `Nieuws ${n}`, includeHidden: true });
        await expect(link).toHaveAttribute("href", `/nl/over-ons/nieuws-${n}/`, { timeout: 1_000 });
      } finally {
        await site.close();
      }
    }).toPass();
    for (const [path, heading] of [
      [`/nl/over-ons/nieuws-${n}/`, `Nieuws ${n}`],
      [`/de/ueber-uns/neuigkeiten-${n}/`, `Neuigkeiten ${n}`],
    ] as const) {
      const site = await visit(page, path);
      expect(site.status, path).toBe(200);
      await expect(site.visitor.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await site.close();
    }

    // The Dutch path renamed: the old address answers a permanent redirect to the new one.
    const dutch = page.getByRole("tabpanel");
    await expect(page.getByRole("tab", { name: /Nederlands/ })).toHaveAttribute("aria-selected", "true");
    await dutch.getByLabel("Pad", { exact: true }).fill(`nieuws-${n}-archief`);
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();
    await expect(page.getByText("Opgeslagen.")).toBeVisible();
    await expect(async () => {
      const old = await page.request.get(`/nl/over-ons/nieuws-${n}/`, { maxRedirects: 0 });
      expect(old.status()).toBe(301);
      expect(old.headers().location).toBe(`/nl/over-ons/nieuws-${n}-archief/`);
    }).toPass();
    expect((await page.request.get(`/nl/over-ons/nieuws-${n}-archief/`)).status()).toBe(200);
    // German kept its path.
    expect((await page.request.get(`/de/ueber-uns/neuigkeiten-${n}/`, { maxRedirects: 0 })).status()).toBe(200);

    // A module: added as a draft, configured, published; the site shows its title.
    const modules = page.getByRole("region", { name: "Modules" });
    await modules.getByLabel("Toont").selectOption({ label: "Contactformulier" });
    await modules.getByRole("button", { name: "Module toevoegen" }).click();
    await expect(page.getByText("Module toegevoegd als ontwerp.")).toBeVisible();
    const first = page.getByRole("listitem", { name: /^Module 1: Contactformulier/ });
    await expect(first.getByText("ontwerp")).toBeVisible();
    await first.getByText("Instellen").click();
    await first.getByLabel("Titel (NL)").fill(`Schrijf ons ${n}`);
    await first.getByRole("button", { name: "Module opslaan" }).click();
    await expect(page.getByText("Module aangepast.")).toBeVisible();
    await expectNoAxeViolations(page);
    // The preview shows the draft module; the site does not yet.
    const preview = await page.getByRole("link", { name: "Voorbeeld (NL)" }).getAttribute("href");
    const previewPage = await visit(page, preview ?? "");
    await expect(previewPage.visitor.getByRole("heading", { name: `Schrijf ons ${n}` })).toBeVisible();
    await previewPage.close();
    await page
      .getByRole("listitem", { name: /^Module 1: Contactformulier/ })
      .getByRole("button", { name: /^Publiceren/ })
      .click();
    await expect(page.getByText("Module aangepast.")).toBeVisible();
    await expect(async () => {
      const site = await visit(page, `/nl/over-ons/nieuws-${n}-archief/`);
      try {
        await expect(site.visitor.getByRole("heading", { name: `Schrijf ons ${n}` })).toBeVisible({ timeout: 1_000 });
      } finally {
        await site.close();
      }
    }).toPass();

    // Two managers on one page: the second to save, on the version both opened, is told who changed what.
    const other = await browser.newContext();
    try {
      await signedInManager(other.request);
      const second = await other.newPage();
      await second.goto(`/admin/pages/${createdId}/`);
      await page.reload();
      await page.getByRole("tabpanel").getByLabel("Beschrijving").fill("Het laatste nieuws van het kantoor.");
      await page.getByRole("button", { name: "Opslaan", exact: true }).click();
      await expect(page.getByText("Opgeslagen.")).toBeVisible();
      await second.getByRole("tabpanel").getByLabel("Beschrijving").fill("Nieuws uit Halle.");
      await second.getByRole("button", { name: "Opslaan", exact: true }).click();
      const conflict = second.getByRole("alert").filter({ hasText: "Iemand anders heeft dit intussen opgeslagen" });
      await expect(conflict).toBeVisible();
      await expect(conflict).toContainText(`${manager.name} op`);
      await expect(conflict).toContainText("beschrijvingen");
      // What the second person typed is still there, on the current version: saving again goes through.
      await expect(second.getByRole("tabpanel").getByLabel("Beschrijving")).toHaveValue("Nieuws uit Halle.");
      await expectNoAxeViolations(second);
    } finally {
      await other.close();
    }
  } finally {
    if (createdId) await removePage(page.context().request, createdId);
  }
  await expect(async () => {
    expect((await page.request.get(`/nl/over-ons/nieuws-${n}-archief/`, { maxRedirects: 0 })).status()).toBe(404);
  }).toPass();
});

test("a manager edits an existing menu page's SEO title and the public page's <title> shows it", async ({ page }) => {
  await signedInManager(page.context().request);
  const [team] = await query<{ id: number; params: unknown }>("select id, params from pages where route_key = 'team'");
  if (!team) throw new Error("the demo has no team page");
  const title = `Ons team ${unique()} | Immo Zennevallei`;
  try {
    await page.goto("/admin/pages/");
    await page.getByRole("link", { name: "Team", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
    // A route-table page keeps its path: no path field, its address said instead.
    await expect(page.getByRole("tabpanel").getByText("Het adres van deze pagina ligt vast: /nl/team/")).toBeVisible();
    await page.getByRole("tabpanel").getByLabel("SEO-titel (titel in de browser en zoekresultaten)").fill(title);
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();
    await expect(page.getByText("Opgeslagen.")).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(async () => {
      const context = await page.context().browser()?.newContext();
      const visitor = await context?.newPage();
      await visitor?.goto("/nl/team/");
      expect(await visitor?.title()).toBe(title);
      await context?.close();
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
