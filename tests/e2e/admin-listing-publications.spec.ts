// A listing's publications in the back office, seen by its owner: an agent opens the listing's
// publications page from its editor, adds Immoweb with an address pasted from another portal (refused
// beside the field, in Dutch), corrects it, adds Realo, and saves; the owner's portal then lists both
// under "online media", since when and with a link, and figures only for Immoweb (Realo sends none,
// even when a stray line of an export named it). The spec's listing is its own, removed afterwards.
import { randomUUID } from "node:crypto";
import { ADMIN_PUBLICATIONS_MESSAGES } from "../../app/i18n/messages/admin-publications.ts";
import { OWNER_MESSAGES } from "../../app/i18n/messages/owner.ts";
import { query, removePropertyWithDocuments } from "../support/e2e-database.ts";
import { newAccount, openSignedIn } from "../support/staff-accounts.ts";
import { signInOnServer } from "../support/staff-sessions.ts";
import { expect, expectNoAxeViolations, rememberDeclinedCookies, test } from "./fixtures.ts";

const t = ADMIN_PUBLICATIONS_MESSAGES.nl;
const o = OWNER_MESSAGES.nl;

test("an agent adds an Immoweb and a Realo publication; the owner sees both, figures only for Immoweb", async ({
  page,
  browser,
}) => {
  const id = 880_000_401;
  const word = randomUUID().slice(0, 8);
  await removePropertyWithDocuments(id);
  await query(
    `insert into properties (id, reference, status, goal, type_web_id, marquee, zip, city, city_names, published_at, source)
     values ($1, $2, 'published', 0, 1, 3, '1000', 'Brussel', '{"nl":"Brussel"}', '2000-01-01', 'office')`,
    [id, `PUB-${id % 1000}`],
  );
  await query("insert into property_texts (property_id, language, title) values ($1, 'nl', 'Woning op portalen')", [
    id,
  ]);
  const agent = await newAccount("agent", `Pieter Portaal ${word}`);
  const owner = await newAccount("owner", `Olga Online ${word}`);
  await query("insert into property_owners (property_id, user_id) values ($1, $2)", [id, owner.id]);
  // Yesterday's figures as the portals' exports bring them; Realo's line is one it should not have sent.
  await query(
    `insert into portal_daily_figures (property_id, portal, day, views, contacts)
     values ($1, 'immoweb', (now() at time zone 'Europe/Brussels')::date - 1, 57, 1),
            ($1, 'realo', (now() at time zone 'Europe/Brussels')::date - 1, 9, 0)`,
    [id],
  );
  try {
    await openSignedIn(page, agent.id, `/admin/properties/${id}/`);
    await page.getByRole("link", { name: t.link }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("PUB-401");
    await expect(page.getByText(t.none)).toBeVisible();

    await page.getByRole("button", { name: t.add }).click();
    const immoweb = page.getByRole("group", { name: "Immoweb" });
    await expect(immoweb.getByLabel(t.portal)).toHaveValue("immoweb");
    await immoweb.getByLabel(t.since).fill("2026-03-02");
    await immoweb.getByLabel(t.url).fill("https://www.zimmo.be/nl/panden/401");
    await expect(immoweb.getByText(t.sendsFigures)).toBeVisible();
    await page.getByRole("button", { name: t.save }).click();
    await expect(immoweb.getByText(t.errors.urlHost)).toBeVisible();
    await expect(immoweb.getByLabel(t.url)).toHaveAttribute("aria-invalid", "true");
    expect(await query("select 1 from property_publications where property_id = $1", [id])).toEqual([]);
    await expectNoAxeViolations(page);

    await immoweb.getByLabel(t.url).fill("https://www.immoweb.be/nl/zoekertje/401");
    await page.getByRole("button", { name: t.add }).click();
    // The new row offers the next portal not listed yet; Realo is chosen.
    const second = page.locator(".admin-publication").nth(1);
    await second.getByLabel(t.portal).selectOption({ label: "Realo" });
    const realo = page.getByRole("group", { name: "Realo" });
    await realo.getByLabel(t.since).fill("2026-03-16");
    await expect(realo.getByText(t.noFigures)).toBeVisible();
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    expect(
      await query<{ portal: string; since: string; url: string | null }>(
        "select portal, since::text, url from property_publications where property_id = $1 order by portal",
        [id],
      ),
    ).toEqual([
      { portal: "immoweb", since: "2026-03-02", url: "https://www.immoweb.be/nl/zoekertje/401" },
      { portal: "realo", since: "2026-03-16", url: null },
    ]);
    const lines = await query<{ action: string; actor_name: string }>(
      "select action, actor_name from audit_log where subject = $1 order by id",
      [`property ${id}`],
    );
    expect(lines).toEqual([{ action: "property.publications", actor_name: agent.name }]);
    await expectNoAxeViolations(page);

    // The owner's portal: both publications, the link to Immoweb's advert, figures for Immoweb only.
    const portal = await browser.newContext();
    await rememberDeclinedCookies(portal);
    const ownerPage = await portal.newPage();
    await signInOnServer(ownerPage, owner.id);
    await ownerPage.goto(`/nl/eigenaar/pand/${id}/`);
    const media = ownerPage.getByRole("region", { name: o.media });
    const items = media.getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText("Immoweb");
    await expect(items.nth(0)).toContainText("57 weergaven de laatste 30 dagen");
    await expect(items.nth(0).getByRole("link", { name: `${o.advert} Immoweb` })).toHaveAttribute(
      "href",
      "https://www.immoweb.be/nl/zoekertje/401",
    );
    await expect(items.nth(1)).toContainText("Realo");
    await expect(items.nth(1)).toContainText(o.noFigures);
    await expect(items.nth(1)).not.toContainText("weergave");
    await expect(items.nth(1).getByRole("link")).toHaveCount(0);
    // The chart draws the site and Immoweb, not Realo.
    const heads = ownerPage.locator("table").filter({ hasText: o.chartCaption }).locator("thead th");
    await expect(heads).toHaveText([o.day, o.site, "Immoweb"]);
    await expectNoAxeViolations(ownerPage);
    await portal.close();
  } finally {
    await removePropertyWithDocuments(id);
  }
});

test("the page refuses a portal twice beside the field, in the staff member's language", async ({ page }) => {
  const id = 880_000_402;
  await removePropertyWithDocuments(id);
  await query(
    `insert into properties (id, reference, status, goal, type_web_id, marquee, zip, city, city_names, published_at, source)
     values ($1, 'PUB-402', 'unpublished', 0, 1, 3, '1000', 'Brussel', '{"nl":"Brussel"}', '2000-01-01', 'office')`,
    [id],
  );
  const manager = await newAccount("manager", "Greta Gestion", { language: "de" });
  const d = ADMIN_PUBLICATIONS_MESSAGES.de;
  try {
    await signInOnServer(page, manager.id, { twoFactor: true });
    await page.goto(`/admin/properties/${id}/publications/`);
    await page.getByRole("button", { name: d.add }).click();
    await page.getByRole("button", { name: d.add }).click();
    await page.locator(".admin-publication").nth(1).getByLabel(d.portal).selectOption("immoweb");
    await page.getByRole("button", { name: d.save }).click();
    await expect(page.locator(".admin-publication").nth(1).getByText(d.errors.portalTwice)).toBeVisible();
    expect(await query("select 1 from property_publications where property_id = $1", [id])).toEqual([]);
  } finally {
    await removePropertyWithDocuments(id);
  }
});
