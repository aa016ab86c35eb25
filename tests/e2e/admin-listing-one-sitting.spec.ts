// A complete listing made and published in one sitting, counted: a new agent opens the properties,
// makes a house in Halle with everything the law asks for its publication (the editor's list of legal
// mentions says so), its pin on the map, its owner, its agent and mandate, three photos with the
// cover's alt text and a document, and publishes it; then the visitor's page shows it with its photos
// and its agent. Every user action (click, fill, select, files set, key press) and every page load (a
// document loaded, or a navigation of the page's scripts to another address) goes through the
// counters below, which must stay at 25 actions and 8 page loads at most. A published listing would
// show up in every other spec's lists, so this one runs on a site and database of its own.
import type { BrowserContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { createUser } from "../../app/.server/auth/users.ts";
import { createDatabase, type Database } from "../../app/.server/db/client.ts";
import { insertTypes } from "../support/catalog-fixtures.ts";
import { type OwnSite, startOwnSite } from "../support/own-site.ts";
import { samplePdf } from "../support/sample-pdf.ts";
import { fillSignInForm } from "../support/sign-in-form.ts";
import { expect, test } from "./fixtures.ts";

const MAX_ACTIONS = 25;
const MAX_PAGE_LOADS = 8;

/**
 * What the agent does, counted: each method is one action of the person at the keyboard, and every
 * page of the context is watched for the pages it loads (a document, or the page's scripts moving to
 * another address: both are a new page to the person).
 */
class Sitting {
  actions: string[] = [];
  loads: string[] = [];
  documents: string[] = [];

  constructor(context: BrowserContext) {
    for (const page of context.pages()) this.watch(page);
    context.on("page", (page) => this.watch(page));
    // Heard on the context: a new tab's first document is asked before the tab can be listened to.
    context.on("request", (request) => {
      if (!request.isNavigationRequest() || request.resourceType() !== "document") return;
      // A new tab's first request comes before its frame: that one is a tab's main frame too.
      let mainFrame = true;
      try {
        mainFrame = request.frame().parentFrame() === null;
      } catch {}
      if (mainFrame) this.documents.push(request.url());
    });
  }

  private watch(page: Page): void {
    page.on("framenavigated", (frame) => {
      if (frame !== page.mainFrame() || frame.url() === "about:blank") return;
      // The same address again (a hash the page's scripts add to it) is no new page.
      if (this.loads.at(-1) !== frame.url()) this.loads.push(frame.url());
    });
  }

  private async act(what: string, done: Promise<unknown>): Promise<void> {
    this.actions.push(what);
    await done;
  }

  click(target: Locator, what: string, options?: Parameters<Locator["click"]>[0]) {
    return this.act(`click ${what}`, target.click(options));
  }

  fill(target: Locator, value: string, what: string) {
    return this.act(`fill ${what}`, target.fill(value));
  }

  select(target: Locator, option: { label: string } | string, what: string) {
    return this.act(`select ${what}`, target.selectOption(option));
  }

  setFiles(target: Locator, files: Parameters<Locator["setInputFiles"]>[0], what: string) {
    return this.act(`files ${what}`, target.setInputFiles(files));
  }

  /** Files dropped from the computer on a drop zone: one action, as a file set. */
  async drop(page: Page, zone: Locator, files: { name: string; base64: string; type: string }[], what: string) {
    const transfer = await page.evaluateHandle((sent) => {
      const data = new DataTransfer();
      for (const file of sent) {
        const bytes = Uint8Array.from(atob(file.base64), (character) => character.charCodeAt(0));
        data.items.add(new File([bytes], file.name, { type: file.type }));
      }
      return data;
    }, files);
    await this.act(
      `drop ${what}`,
      (async () => {
        await zone.dispatchEvent("dragenter", { dataTransfer: transfer });
        await zone.dispatchEvent("dragover", { dataTransfer: transfer });
        await zone.dispatchEvent("drop", { dataTransfer: transfer });
      })(),
    );
  }
}

async function jpeg(width: number, height: number, colour: string): Promise<string> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return buffer.toString("base64");
}

test.describe("on a site of its own", () => {
  test.describe.configure({ mode: "default" });
  let ownSite: OwnSite | undefined;
  let database: Database | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    ownSite = await startOwnSite("one-sitting", {
      seed: async (db) => {
        await insertTypes(db);
        // The agency already sold two houses in Halle: its postal code is a town the editor knows.
        await db.$client.query(
          `insert into properties (id, status, goal, type_web_id, marquee, zip, city, city_names, latitude, longitude, published_at, source)
           values (880000601, 'unpublished', 0, 1, 3, '1500', 'Halle', '{"nl":"Halle","fr":"Hal"}', 50.7352, 4.2360, '2020-01-01', 'office'),
                  (880000602, 'unpublished', 0, 1, 3, '1500', 'Halle', '{"nl":"Halle","fr":"Hal"}', 50.7326, 4.2330, '2020-01-01', 'office')`,
        );
      },
    });
    database = createDatabase(ownSite.databaseUrl, { max: 2 });
  });

  test.afterAll(async () => {
    await database?.$client.end();
    await ownSite?.stop();
  });

  async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
    return (await (database as Database).$client.query(sql, values)).rows as T[];
  }

  test("a new agent makes and publishes a complete listing in at most 25 actions and 8 page loads", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const site = ownSite?.servers[0]?.url ?? "";
    const stamp = Date.now().toString(36);
    const agent = {
      name: `Nina Nieuw ${stamp}`,
      email: `nina-${stamp}@example.be`,
      password: `pw-${stamp}-one-sitting`,
      role: "agent" as const,
    };
    await createUser(database as Database, agent);
    const owner = { name: `Olivier Eigenaar ${stamp}`, email: `olivier-${stamp}@example.be` };
    await createUser(database as Database, { ...owner, password: `pw-${stamp}-owner`, role: "owner" });
    const title = `Halfopen woning ${stamp}`;
    const photos = [
      { name: "gevel.jpg", base64: await jpeg(1200, 800, "#a0704a"), type: "image/jpeg" },
      { name: "woonkamer.jpg", base64: await jpeg(1200, 800, "#d8c8a0"), type: "image/jpeg" },
      { name: "tuin.jpg", base64: await jpeg(800, 1200, "#508040"), type: "image/jpeg" },
    ];

    // Signed in before the sitting starts.
    await page.goto(`${site}/nl/login/?next=${encodeURIComponent("/admin/")}`);
    await fillSignInForm(page, agent);
    await expect(page).toHaveURL(/\/admin\/$/);
    const sitting = new Sitting(page.context());

    // 1. The properties, and a new one.
    await page.goto(`${site}/admin/properties/`);
    await sitting.click(page.getByRole("link", { name: "Nieuw pand" }), "new listing");
    await expect(page.getByRole("heading", { level: 1, name: "Nieuw pand" })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // 2. What, where and for how much. A postal code the agency knows fills the municipality.
    await sitting.select(page.getByLabel("Type", { exact: true }), { label: "Huis" }, "type");
    await sitting.fill(page.getByLabel("Prijs (euro)"), "395.000", "price");
    await sitting.fill(page.getByLabel("Straat"), "Kasteelstraat", "street");
    await sitting.fill(page.getByLabel("Huisnummer"), "14", "house number");
    await sitting.fill(page.getByLabel("Postcode"), "1500", "postcode");
    await expect(page.getByLabel("Gemeente", { exact: true })).toHaveValue("Halle");
    await sitting.fill(page.getByLabel("Titel (NL)"), title, "title");

    // 3. The pin, on the map that opened on Halle.
    const map = page.locator(".admin-pin-map");
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator(".leaflet-marker-icon")).toBeVisible();
    await sitting.click(map, "map", { position: { x: 120, y: 80 } });
    await expect(page.getByLabel("Breedtegraad")).not.toHaveValue("");
    const latitude = Number(await page.getByLabel("Breedtegraad").inputValue());
    const longitude = Number(await page.getByLabel("Lengtegraad").inputValue());
    expect(Math.abs(latitude - 50.734)).toBeLessThan(0.02);
    expect(Math.abs(longitude - 4.235)).toBeLessThan(0.03);

    // 4. What the law asks in Flanders: the EPC, the flood scores, the planning mentions, the year.
    const panel = page.getByRole("region", { name: "Publiceren" });
    await sitting.fill(page.getByLabel("EPC-waarde (kWh/m² per jaar)"), "165", "EPC");
    await sitting.select(page.getByLabel("P-score (perceel)"), "A", "flood score of the plot");
    await sitting.select(page.getByLabel("G-score (gebouw)"), "A", "flood score of the building");
    await sitting.select(page.getByLabel("Stedenbouwkundige vergunning (Vg)"), "yes", "permit");
    await sitting.fill(page.getByLabel("Meest recente stedenbouwkundige bestemming"), "woongebied", "zoning");
    await sitting.click(page.getByRole("button", { name: /^Niets te melden/ }), "nothing to report");
    await expect(page.getByLabel("Voorkooprecht (Vkr)")).toHaveValue("no");
    await sitting.fill(page.getByLabel("Bouwjaar"), "2008", "year of construction");
    await expect(panel.getByText("Alle vermeldingen die de regels vragen, zijn ingevuld.")).toBeVisible();

    // 5. Who: the agent is whoever makes it, the mandate starts today; its end and the owner.
    const people = page.getByRole("group", { name: "Eigenaars, makelaar en mandaat" });
    await expect(people.getByLabel("Makelaar (contactpersoon op de site)").locator("option:checked")).toHaveText(
      agent.name,
    );
    await expect(people.getByLabel("Begin van het mandaat")).not.toHaveValue("");
    await sitting.fill(people.getByLabel("Einde van het mandaat"), "2027-06-30", "mandate end");
    await sitting.fill(people.getByLabel("Eigenaar zoeken (naam of e-mailadres)"), "olivier", "owner search");
    await sitting.select(
      people.getByLabel("Eigenaar koppelen bij het opslaan"),
      { label: `${owner.name} · ${owner.email}` },
      "owner",
    );

    // 6. The first save leads to the listing's photos and documents.
    await sitting.click(page.getByRole("button", { name: "Opslaan", exact: true }), "save");
    await expect(page).toHaveURL(/\/admin\/properties\/\d+\/\?done=created#photos$/);
    const id = Number(/\/admin\/properties\/(\d+)\//.exec(page.url())?.[1]);

    // 7. Three photos dropped at once, each with its progress; the cover's alt text.
    await sitting.drop(page, page.locator(".photo-drop-zone"), photos, "three photos");
    await expect(page.locator(".photo-progress-summary")).toHaveText("3 van 3 foto's toegevoegd.");
    const texts = page.getByRole("form", { name: "Bijschriften en alt-teksten" });
    await expect(texts.locator(".photo-texts-row:visible")).toHaveCount(3);
    await sitting.fill(
      texts.getByRole("group", { name: "Foto 1" }).getByLabel("Alt-tekst (NL)"),
      "Voorgevel met oprit en carport",
      "cover's alt text",
    );
    await sitting.click(texts.getByRole("button", { name: "Teksten bewaren" }), "save texts");
    await expect(texts.locator("output")).toHaveText("De teksten van de foto's zijn bewaard.");

    // 8. A document: the floor plan, added as it is chosen.
    const documents = page.locator("#documents");
    await sitting.setFiles(
      documents.getByLabel("PDF-bestanden"),
      [{ name: "grondplan.pdf", mimeType: "application/pdf", buffer: samplePdf("Grondplan", ["Grondplan"]) }],
      "floor plan",
    );
    await expect(documents.getByText("De documenten zijn opgeslagen.")).toBeVisible();

    // 9. Published.
    await sitting.click(page.getByRole("button", { name: "Publiceren", exact: true }), "publish");
    await expect(page.getByText("Gepubliceerd.", { exact: true })).toBeVisible();

    // 10. The visitor's page, from the editor's link.
    const opened = page.context().waitForEvent("page");
    await sitting.click(page.getByRole("link", { name: "Bekijken op de site" }), "view on the site");
    const visitor = await opened;
    await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // Counted: where the actions and the page loads went.
    test
      .info()
      .annotations.push(
        { type: "actions", description: `${sitting.actions.length}: ${sitting.actions.join(", ")}` },
        { type: "page loads", description: `${sitting.loads.length}: ${sitting.loads.join(" ")}` },
        { type: "document requests", description: `${sitting.documents.length}` },
      );
    console.log(`actions ${sitting.actions.length}: ${sitting.actions.join(", ")}`);
    console.log(`page loads ${sitting.loads.length}:\n  ${sitting.loads.join("\n  ")}`);
    console.log(`document requests ${sitting.documents.length}`);
    expect(sitting.actions.length).toBeLessThanOrEqual(MAX_ACTIONS);
    expect(sitting.loads.length).toBeLessThanOrEqual(MAX_PAGE_LOADS);
    expect(sitting.documents.length).toBeLessThanOrEqual(sitting.loads.length);

    // The page shows the listing with its three photos, the cover's alt text and its agent.
    const gallery = visitor.locator(".gallery img");
    await expect(gallery).toHaveCount(3);
    await expect(visitor.locator(".gallery-main img")).toHaveAttribute("alt", "Voorgevel met oprit en carport");
    await expect(visitor.locator(".gallery-thumb img").first()).toHaveAttribute("alt", "Huis in Halle");
    await expect(visitor.locator(".detail-contact-name")).toHaveText(agent.name);
    await expect(visitor.getByRole("link", { name: "grondplan" })).toBeVisible();

    // And what was stored: published, its owner, agent and mandate, its pin.
    const [listing] = await query<{ status: string; latitude: number; city: string }>(
      "select status, latitude, city from properties where id = $1",
      [id],
    );
    expect(listing).toMatchObject({ status: "published", city: "Halle" });
    const [mandate] = await query<{ agent: string; ends_on: string; starts_on: string | null }>(
      `select u.name as agent, m.starts_on::text, m.ends_on::text
         from property_mandates m join users u on u.id = m.agent_id where m.property_id = $1`,
      [id],
    );
    expect(mandate).toMatchObject({ agent: agent.name, ends_on: "2027-06-30" });
    expect(mandate?.starts_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      await query(
        "select 1 from property_owners o join users u on u.id = o.user_id where o.property_id = $1 and u.email = $2",
        [id, owner.email],
      ),
    ).toHaveLength(1);
  });
});
