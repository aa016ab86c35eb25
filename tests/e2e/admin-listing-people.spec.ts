// A listing's people in the back office: an agent gives a listing its agent and mandate (an end
// before the start refused beside the end), finds an owner's account by a piece of the name and links
// it with the save, then unlinks it; the owner portal shows each owner their own listing only. The
// same without JavaScript: the search is sent and the server narrows the pick. On their account page
// an agent sets a direct phone typed their way, an address and a photo; the listing's page then names
// them as the contact with the photo, the number to call and the address, in Dutch and German, and the agency again once
// nobody handles the listing. The spec's listings are its own, sold long ago (no other spec picks
// them), published only for the visitor's look, and removed afterwards.
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { ADMIN_ACCOUNT_MESSAGES } from "../../app/i18n/messages/admin-account.ts";
import { ADMIN_EDITING_MESSAGES } from "../../app/i18n/messages/admin-editing.ts";
import { ADMIN_LISTING_MESSAGES } from "../../app/i18n/messages/admin-listings.ts";
import { announceChange, query, removePropertyWithDocuments } from "../support/e2e-database.ts";
import { newAccount, openSignedIn } from "../support/staff-accounts.ts";
import { signInOnServer } from "../support/staff-sessions.ts";
import { expect, expectNoAxeViolations, rememberDeclinedCookies, test } from "./fixtures.ts";

const t = ADMIN_LISTING_MESSAGES.nl;
const saved = ADMIN_EDITING_MESSAGES.nl.saved;
const profile = ADMIN_ACCOUNT_MESSAGES.nl.account.profile;

async function makeProperty(id: number, title: string): Promise<void> {
  await removePropertyWithDocuments(id);
  // Sold (marquee 3) and long ago: no spec looking for a visitable or the newest property picks it.
  await query(
    `insert into properties (id, reference, status, goal, type_web_id, marquee, zip, city, city_names, published_at, source)
     values ($1, $2, 'unpublished', 0, 1, 3, '1000', 'Brussel', '{"nl":"Brussel"}', '2000-01-01', 'office')`,
    [id, `PPL-${id % 1000}`],
  );
  await query("insert into property_texts (property_id, language, title) values ($1, 'nl', $2), ($1, 'de', $2)", [
    id,
    title,
  ]);
}

async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: ADMIN_EDITING_MESSAGES.nl.save, exact: true }).click();
}

test("an agent sets the listing's agent and mandate and links an owner found by name, then unlinks them", async ({
  page,
  browser,
}) => {
  const id = 880_000_301;
  const other = 880_000_302;
  const word = randomUUID().slice(0, 8);
  await makeProperty(id, "Woning met eigenaar");
  await makeProperty(other, "Woning van een ander");
  const me = await newAccount("agent", `Lotte Lijst ${word}`);
  const owner = await newAccount("owner", `Els Eigenaar ${word}`);
  const otherOwner = await newAccount("owner", `Karel Ander ${word}`);
  await query("insert into property_owners (property_id, user_id) values ($1, $2)", [other, otherOwner.id]);
  try {
    await openSignedIn(page, me.id, `/admin/properties/${id}/`);
    const people = page.getByRole("group", { name: t.sections.people });
    await expect(people.getByText(t.people.noOwners)).toBeVisible();
    await people.getByLabel(t.fields.agent).selectOption({ label: me.name });
    await people.getByLabel(t.fields.mandateStart).fill("2026-05-01");
    await people.getByLabel(t.fields.mandateEnd).fill("2026-04-30");
    await save(page);
    const end = people.getByLabel(t.fields.mandateEnd);
    await expect(end).toHaveAttribute("aria-invalid", "true");
    await expect(people.getByText(t.errors.mandateEndBeforeStart)).toBeVisible();
    await expectNoAxeViolations(page);

    await end.fill("2026-10-31");
    // The pick narrows as the search is typed: the owner of the other listing is not offered.
    await people.getByLabel(t.people.search).fill(`els ${word}`);
    await expect(people.getByRole("status").or(people.locator("output"))).toHaveText("Gevonden: 1");
    const pick = people.getByLabel(t.people.add);
    await expect(pick.locator("option", { hasText: otherOwner.name })).toHaveCount(0);
    await pick.selectOption({ label: `${owner.name} · ${owner.email}` });
    await save(page);
    await expect(page.getByText(saved, { exact: true })).toBeVisible();
    await expect(people.locator(".admin-owner-list")).toContainText(owner.email);
    expect(
      await query<{ agent_id: string; starts_on: string; ends_on: string }>(
        "select agent_id, starts_on::text, ends_on::text from property_mandates where property_id = $1",
        [id],
      ),
    ).toEqual([{ agent_id: me.id, starts_on: "2026-05-01", ends_on: "2026-10-31" }]);
    const lines = await query<{ action: string }>("select action from audit_log where subject = $1 order by id", [
      `property ${id}`,
    ]);
    expect(lines.map((line) => line.action)).toEqual(["property.edit", "property.owner-link"]);

    // The owner sees this listing in the portal, and not the other owner's.
    const portal = await browser.newContext();
    await rememberDeclinedCookies(portal);
    const ownerPage = await portal.newPage();
    await signInOnServer(ownerPage, owner.id);
    await ownerPage.goto("/nl/eigenaar/");
    await expect(ownerPage.locator(".owner-property")).toHaveCount(1);
    await expect(ownerPage.locator(".owner-property")).toContainText("Woning met eigenaar");
    expect((await ownerPage.request.get(`/nl/eigenaar/pand/${other}/`)).status()).toBe(404);
    await portal.close();

    await people.getByRole("button", { name: `${owner.name} ontkoppelen` }).click();
    await expect(page.getByText(saved, { exact: true })).toBeVisible();
    await expect(people.getByText(t.people.noOwners)).toBeVisible();
    expect(await query("select 1 from property_owners where property_id = $1", [id])).toEqual([]);
  } finally {
    await removePropertyWithDocuments(id);
    await removePropertyWithDocuments(other);
  }
});

test("without JavaScript the owner search is sent, the server narrows the pick, and the save links", async ({
  browser,
}) => {
  const id = 880_000_303;
  const word = randomUUID().slice(0, 8);
  await makeProperty(id, "Woning zonder script");
  const me = await newAccount("manager", `Bert Zonder ${word}`);
  const owner = await newAccount("owner", `Ria Zonderscript ${word}`);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await signInOnServer(page, me.id, { twoFactor: true });
    await page.goto(`/admin/properties/${id}/`);
    const people = page.getByRole("group", { name: t.sections.people });
    await people.getByLabel(t.people.search).fill(`zonderscript ${word}`);
    await people.getByRole("button", { name: t.people.find, exact: true }).click();
    const pick = people.getByLabel(t.people.add);
    await expect(pick.locator("option")).toHaveCount(2);
    await pick.selectOption({ label: `${owner.name} · ${owner.email}` });
    await people.getByLabel(t.fields.mandateStart).fill("2026-06-01");
    await people.getByLabel(t.fields.mandateEnd).fill("2026-05-01");
    await save(page);
    await expect(people.getByText(t.errors.mandateEndBeforeStart)).toBeVisible();
    await people.getByLabel(t.fields.mandateEnd).fill("2026-12-01");
    await save(page);
    await expect(page.getByText(saved, { exact: true })).toBeVisible();
    await expect(people.locator(".admin-owner-list")).toContainText(owner.email);
  } finally {
    await context.close();
    await removePropertyWithDocuments(id);
  }
});

async function portrait(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 500, channels: 3, background: "#5a7d9a" } })
    .jpeg()
    .toBuffer();
}

async function visit(browser: Browser, path: string): Promise<Page> {
  const visitor = await browser.newContext();
  await rememberDeclinedCookies(visitor);
  const site = await visitor.newPage();
  await site.goto(path);
  return site;
}

test("the listing's page names its agent as the contact, with photo, direct phone and address, in Dutch and German", async ({
  page,
  browser,
}) => {
  const id = 880_000_304;
  await makeProperty(id, "Woning met makelaar");
  const me = await newAccount("agent", `Sofie Contact ${randomUUID().slice(0, 6)}`);
  try {
    await openSignedIn(page, me.id, "/admin/account/");
    const section = page.getByRole("region", { name: profile.title });
    await section.getByLabel(profile.phone).fill("0470 12 34");
    await section.getByRole("button", { name: profile.save }).click();
    await expect(section.getByText(profile.phoneInvalid)).toBeVisible();
    await section.getByLabel(profile.phone).fill("0470/12.34.56");
    await section.getByLabel(profile.email).fill("sofie@kantoor");
    await section.getByRole("button", { name: profile.save }).click();
    await expect(section.getByText(profile.emailInvalid)).toBeVisible();
    await section.getByLabel(profile.email).fill("Sofie.Contact@Kantoor.example");
    await section
      .getByLabel(profile.choosePhoto)
      .setInputFiles([{ name: "portret.jpg", mimeType: "image/jpeg", buffer: await portrait() }]);
    await section.getByRole("button", { name: profile.save }).click();
    await expect(section.getByText(profile.saved)).toBeVisible();
    await expect(section.getByLabel(profile.phone)).toHaveValue("0470 12 34 56");
    await expect(section.getByRole("img", { name: `Foto van ${me.name}` })).toBeVisible();
    await expectNoAxeViolations(page);
    const [stored] = await query<{ direct_phone: string; direct_email: string }>(
      "select direct_phone, direct_email from users where id = $1",
      [me.id],
    );
    expect(stored).toEqual({ direct_phone: "+32470123456", direct_email: "sofie.contact@kantoor.example" });

    await query("insert into property_mandates (property_id, agent_id) values ($1, $2)", [id, me.id]);
    await query("update properties set status = 'published' where id = $1", [id]);
    await announceChange();
    const dutch = await visit(browser, `/property/${id}/`);
    const german = (await dutch.locator('link[rel="alternate"][hreflang="de"]').getAttribute("href")) ?? "";
    await dutch.context().close();
    for (const [path, alt] of [
      [`/property/${id}/`, `Foto van ${me.name}`],
      [new URL(german, "http://site").pathname, `Foto von ${me.name}`],
    ] as const) {
      const site = await visit(browser, path);
      const contact = site.locator(".detail-contact");
      await expect(contact.locator(".detail-contact-name")).toHaveText(me.name);
      await expect(contact.getByRole("img", { name: alt })).toBeVisible();
      await expect(contact.getByRole("link", { name: /0470 12 34 56/ })).toHaveAttribute("href", "tel:+32470123456");
      await expect(contact.getByRole("link", { name: /sofie\.contact@kantoor\.example/ })).toHaveAttribute(
        "href",
        "mailto:sofie.contact@kantoor.example",
      );
      await site.context().close();
    }

    // Nobody handles it any more: the agency's contact again.
    await query("delete from property_mandates where property_id = $1", [id]);
    await announceChange();
    const site = await visit(browser, `/property/${id}/`);
    await expect(site.locator(".detail-contact img")).toHaveCount(0);
    await expect(site.locator(".detail-contact-name")).not.toHaveText(me.name);
    await expect(site.locator(".detail-contact").getByRole("link", { name: /sofie\.contact/ })).toHaveCount(0);
    await site.context().close();
  } finally {
    await removePropertyWithDocuments(id);
  }
});
