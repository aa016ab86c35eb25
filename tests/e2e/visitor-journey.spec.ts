// A buyer's whole visit, in Dutch and German: find a house in a town under a budget, open it, browse
// all its photos, book a visit and get back to the listing from the thank-you page. Once with the
// mouse, once by keyboard alone (counting the key presses, which the note reports).
import type { Page } from "@playwright/test";
import { fill } from "../../app/i18n/fill.ts";
import { catalogDe } from "../../app/i18n/messages/catalog-de.ts";
import { catalogNl } from "../../app/i18n/messages/catalog-nl.ts";
import { demoListingIds } from "../support/demo-listings.ts";
import { query } from "../support/e2e-database.ts";
import { tabTo } from "../support/keyboard.ts";
import { uniqueEmail } from "../support/unique-email.ts";
import { expect, test } from "./fixtures.ts";

const WORDS = {
  nl: {
    list: "/nl/te-koop/",
    catalog: catalogNl,
    slots: /Kies een moment/,
    firstName: /^Voornaam/,
    lastName: /^Familienaam/,
    email: "E-mailadres",
    send: "Versturen",
    back: "Terug naar het pand",
    thanks: /\/nl\/bedankt\/bezoek\/\?receipt=/,
  },
  de: {
    list: "/de/zu-verkaufen/",
    catalog: catalogDe,
    slots: /Wählen Sie einen Termin/,
    firstName: /^Vorname/,
    lastName: /^Nachname/,
    email: "E-Mail-Adresse",
    send: "Senden",
    back: "Zurück zur Immobilie",
    thanks: /\/de\/danke\/besichtigung\/\?receipt=/,
  },
} as const;

type Language = keyof typeof WORDS;

/**
 * The town searched. The back-office specs make, publish, sell and delete houses of their own in
 * Halle (and Brussel) while this one runs; in Lennik the list finds the demo's houses alone.
 */
const TOWN = { name: "Lennik", zip: "1750" };

/** Houses for sale in the town, of the demo's listings; the SQL's $1 and $2 are the town, $3 the demo's ids. */
const HOUSES_IN_TOWN = `status = 'published' and goal = 0 and type_web_id = 1 and publish_price
  and zip = $1 and lower(city) = lower($2) and id = any($3::int[])`;

/** The budget: the dearest house for sale in the town that still takes visits, so the search finds one. */
async function budget(): Promise<number> {
  const [row] = await query<{ price: string }>(
    `select max(price) as price from properties where ${HOUSES_IN_TOWN} and marquee <= 2`,
    [TOWN.zip, TOWN.name, demoListingIds()],
  );
  return Math.ceil(Number(row?.price) / 10_000) * 10_000;
}

/** How many houses in the town the list finds under the budget: the demo's, as no spec makes listings there. */
async function found(most: number): Promise<number> {
  const [row] = await query<{ count: string }>(
    `select count(*) from properties where ${HOUSES_IN_TOWN} and price <= $4`,
    [TOWN.zip, TOWN.name, demoListingIds(), most],
  );
  return Number(row?.count);
}

/** The newest of the houses found that takes visits, with its title as its card shows it in the language. */
async function chosenHouse(most: number, language: Language): Promise<{ id: number; title: string }> {
  const [house] = await query<{ id: number; title: string }>(
    `select id, (select t.title from property_texts t where t.property_id = properties.id and t.language = $5) as title
       from properties where ${HOUSES_IN_TOWN} and marquee <= 2 and price <= $4
      order by published_at desc, id desc limit 1`,
    [TOWN.zip, TOWN.name, demoListingIds(), most, language],
  );
  if (!house) throw new Error(`the demo has no house for sale in ${TOWN.name} that takes visits`);
  return house;
}

/** A free moment on the listing, its own day so the two languages and runs never share one. */
async function openSlot(id: number, days: number): Promise<number> {
  const [slot] = await query<{ id: number }>(
    `insert into visit_slots (property_id, starts_at, ends_at, capacity, booked)
     values ($1, ((current_date + $2::int)::timestamp + time '10:00') at time zone 'Europe/Brussels',
             ((current_date + $2::int)::timestamp + time '10:30') at time zone 'Europe/Brussels', 1, 0)
     returning id`,
    [id, days],
  );
  return slot?.id ?? 0;
}

async function photoCount(id: number): Promise<number> {
  const [row] = await query<{ count: string }>(
    "select count(*) from media where property_id = $1 and kind = 'photo' and file_key is not null",
    [id],
  );
  return Number(row?.count);
}

/** The house's card among those found, as the visitor picks it: by its title. */
async function cardOf(page: Page, house: { id: number; title: string }) {
  const card = page.locator(".listing-grid article h2 a").filter({ hasText: house.title });
  await expect(card).toHaveCount(1);
  const path = new URL((await card.getAttribute("href")) ?? "", page.url()).pathname;
  expect(path, "the card of the house chosen").toMatch(new RegExp(`/${house.id}/$`));
  return { id: house.id, path, card };
}

// Each journey is some eighty steps through four pages, one round trip to the browser per key: on a
// busy machine that is more than the default time a test gets, so these get three times as much.
test.slow();

for (const language of ["nl", "de"] as const satisfies Language[]) {
  const words = WORDS[language];
  const list = words.catalog.list;
  const gallery = words.catalog.gallery;

  test(`${language}: a house in ${TOWN.name} under a budget, all its photos, a visit booked, back to the listing`, async ({
    page,
  }) => {
    const most = await budget();
    await page.goto(words.list);
    await page.getByLabel(list.type, { exact: true }).selectOption("1");
    await page.getByLabel(list.city).fill(TOWN.name);
    await page.getByLabel(list.priceMax).fill(String(most));
    await expect(page).toHaveURL(new RegExp(`\\?type=1&city=${TOWN.name}&priceMax=${most}$`));
    await expect(page.locator("#list-count")).toHaveText(new RegExp(`^${await found(most)} `));
    const { id, path, card } = await cardOf(page, await chosenHouse(most, language));
    const slot = await openSlot(id, language === "nl" ? 20 : 21);
    await card.click();
    await expect(page).toHaveURL(path);

    const total = await photoCount(id);
    await page.getByRole("link", { name: fill(gallery.all, { count: total }) }).click();
    const grid = page.getByRole("dialog", { name: fill(gallery.overview, { count: total }) });
    await expect(grid.getByRole("link")).toHaveCount(total);
    await grid.getByRole("link").first().click();
    const lightbox = page.locator("dialog.lightbox");
    for (let index = 2; index <= total; index++) {
      await lightbox.getByRole("button", { name: gallery.next }).click();
      await expect(lightbox.locator(".lightbox-counter")).toHaveText(fill(gallery.counter, { index, total }));
    }
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(grid).toBeHidden();

    await page.getByRole("link", { name: words.catalog.detail.askVisit }).first().click();
    await page.getByRole("group", { name: words.slots }).locator(`input[value="${slot}"]`).check();
    await page.getByRole("textbox", { name: words.firstName }).fill("An");
    await page.getByRole("textbox", { name: words.lastName }).fill("Peeters");
    await page.getByLabel(words.email).fill(uniqueEmail(`journey-${language}`));
    if (await page.locator('input[name="altcha"]').count())
      await expect(page.locator('input[name="altcha"]')).toHaveValue(/.{20,}/, { timeout: 20_000 });
    await page.getByRole("button", { name: words.send }).click();
    await expect(page).toHaveURL(words.thanks);
    await page.getByRole("link", { name: words.back }).click();
    await expect(page).toHaveURL(path);
  });

  test(`${language}: the same by keyboard alone`, async ({ page }) => {
    const most = await budget();
    let presses = 0;
    await page.goto(words.list);
    const type = page.getByLabel(list.type, { exact: true });
    presses += await tabTo(page, type);
    // A closed select takes its choice from the keys: "H" (Huis, Haus) is the house.
    await page.keyboard.press("H");
    presses += 1;
    await expect(type).toHaveValue("1");
    presses += await tabTo(page, page.getByLabel(list.city));
    await page.keyboard.type(TOWN.name);
    presses += 1;
    presses += await tabTo(page, page.getByLabel(list.priceMax));
    await page.keyboard.type(String(most));
    await page.keyboard.press("Enter");
    presses += 2;
    await expect(page).toHaveURL(new RegExp(`\\?type=1&city=${TOWN.name}&priceMax=${most}$`));
    await expect(page.locator("#list-count")).toHaveText(new RegExp(`^${await found(most)} `));
    const { id, path, card } = await cardOf(page, await chosenHouse(most, language));
    const slot = await openSlot(id, language === "nl" ? 22 : 23);
    presses += await tabTo(page, card);
    await page.keyboard.press("Enter");
    presses += 1;
    await expect(page).toHaveURL(path);

    const total = await photoCount(id);
    const all = page.getByRole("link", { name: fill(gallery.all, { count: total }) });
    presses += await tabTo(page, all);
    await page.keyboard.press("Enter");
    const grid = page.getByRole("dialog", { name: fill(gallery.overview, { count: total }) });
    await expect(grid).toBeVisible();
    // The grid opens on its close button; the first photo is the next stop.
    await expect(grid.getByRole("button", { name: gallery.close })).toBeFocused();
    presses += 1 + (await tabTo(page, grid.getByRole("link").first()));
    await page.keyboard.press("Enter");
    presses += 1;
    const lightbox = page.locator("dialog.lightbox");
    await expect(lightbox.getByRole("button", { name: gallery.close })).toBeFocused();
    for (let index = 2; index <= total; index++) {
      await page.keyboard.press("ArrowRight");
      presses += 1;
      await expect(lightbox.locator(".lightbox-counter")).toHaveText(fill(gallery.counter, { index, total }));
    }
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await page.keyboard.press("Escape");
    presses += 2;
    await expect(grid).toBeHidden();
    await expect(all).toBeFocused();

    presses += await tabTo(page, page.getByRole("link", { name: words.catalog.detail.askVisit }).first());
    await page.keyboard.press("Enter");
    presses += 1;
    const moments = page.getByRole("group", { name: words.slots });
    const moment = moments.locator(`input[value="${slot}"]`);
    // Tab enters a group of radios at its checked one, or at its first when none is checked (the
    // listing has moments of its own besides this test's).
    const checked = moments.locator("input:checked");
    presses += await tabTo(page, (await checked.count()) > 0 ? checked : moments.getByRole("radio").first());
    // Space takes the moment the focus is on when it is this test's; else the arrows move to it.
    if (await moment.evaluate((element) => element === document.activeElement)) {
      await page.keyboard.press("Space");
      presses += 1;
    }
    while (!(await moment.isChecked())) {
      await page.keyboard.press("ArrowDown");
      presses += 1;
    }
    for (const [field, text] of [
      [page.getByRole("textbox", { name: words.firstName }), "An"],
      [page.getByRole("textbox", { name: words.lastName }), "Peeters"],
      [page.getByLabel(words.email), uniqueEmail(`journey-keys-${language}`)],
    ] as const) {
      presses += await tabTo(page, field);
      await page.keyboard.type(text);
      presses += 1;
    }
    if (await page.locator('input[name="altcha"]').count())
      await expect(page.locator('input[name="altcha"]')).toHaveValue(/.{20,}/, { timeout: 20_000 });
    presses += await tabTo(page, page.getByRole("button", { name: words.send }));
    await page.keyboard.press("Enter");
    presses += 1;
    await expect(page).toHaveURL(words.thanks);
    presses += await tabTo(page, page.getByRole("link", { name: words.back }));
    await page.keyboard.press("Enter");
    presses += 1;
    await expect(page).toHaveURL(path);
    test.info().annotations.push({ type: "key presses", description: String(presses) });
  });
}
