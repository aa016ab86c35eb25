// The list and detail layouts a visitor meets first: a search that finds nothing helps on (drop one
// filter, or be kept informed with the search filled in); on a phone the filters fold into a panel
// that works without JavaScript and the first photo is on the first screen; on a wide screen the
// price and actions stay in view while the visitor reads; a fully booked visit page leads on to a
// form that takes the visitor's details.
import sharp from "sharp";
import { href } from "../../app/i18n/links.ts";
import { formsNl } from "../../app/i18n/messages/forms-nl.ts";
import { query } from "../support/e2e-database.ts";
import { contentsDrawn } from "../support/render-whole-page.ts";
import { expect, test } from "./fixtures.ts";

test("a search without results says what was searched, offers to drop each filter, and to be kept informed", async ({
  page,
}) => {
  // A town and a type with properties for sale, under a price none of them asks.
  const [wanted] = await query<{ city: string; type: number; name: string }>(
    `select p.city, p.type_web_id as type, t.names->>'nl' as name
       from properties p join property_types t on t.web_id = p.type_web_id
      where p.status = 'published' and p.goal = 0 and p.price is not null
      group by p.city, p.type_web_id, t.names having min(p.price) > 1000
      order by count(*) desc, p.city, p.type_web_id limit 1`,
  );
  expect(wanted, "the demo has properties for sale").toBeDefined();
  const { city, type, name } = wanted as { city: string; type: number; name: string };
  const search = new URLSearchParams({ city, type: String(type), priceMax: "1000" });
  await page.goto(`${href("forSale", "nl")}?${search}`);
  const help = page.locator(".list-empty");
  await expect(help.getByRole("heading", { name: "Geen resultaten gevonden voor uw zoekopdracht" })).toBeVisible();
  await expect(page.locator(".listing-grid article")).toHaveCount(0);
  await expect(help.locator(".list-empty-search")).toHaveText(`U zocht: Te koop · ${city} · ${name} · max. € 1.000`);

  // One link per filter, each leading to the same search without just that filter.
  const drops = help.locator(".list-drop-filter");
  await expect(drops).toHaveCount(3);
  for (const [filter, text] of [
    ["city", city],
    ["type", name],
    ["priceMax", "max. € 1.000"],
  ] as const) {
    const drop = help.locator(`.list-drop-filter[data-filter="${filter}"]`);
    await expect(drop).toHaveAccessibleName(`Filter verwijderen: ${text}`);
    const target = new URL((await drop.getAttribute("href")) ?? "", "http://site.invalid");
    expect(target.pathname).toBe(href("forSale", "nl"));
    const rest = new URLSearchParams(search);
    rest.delete(filter);
    expect(Object.fromEntries(target.searchParams), `without ${filter}`).toEqual(Object.fromEntries(rest));
  }

  // Dropping the price keeps the town and the type, and finds that town's properties of that type.
  await help.locator('.list-drop-filter[data-filter="priceMax"]').click();
  await expect(page).toHaveURL((url) => !url.searchParams.has("priceMax") && url.searchParams.get("city") === city);
  await expect(page.locator(".listing-grid article").first()).toBeVisible();
  await expect(page.locator(".list-empty")).toHaveCount(0);
  const types = await page.locator(".listing-grid article .property-card-type").allTextContents();
  expect(types.map((text) => text.trim())).toEqual(types.map(() => name));

  // Keep me informed opens the demand form with the same search filled in.
  await page.goBack();
  await expect(help.locator(".list-empty-search")).toContainText(name);
  await help.locator(".list-keep-informed").getByRole("link", { name: "Hou me op de hoogte" }).click();
  await expect(page).toHaveURL((url) => url.pathname === href("demandRegister", "nl") && url.search !== "");
  await expect(page.getByRole("radio", { name: formsNl.options.goals.sale, exact: true })).toBeChecked();
  await expect(page.getByRole("radio", { name: formsNl.options.goals.rent, exact: true })).not.toBeChecked();
  const boxes = page.getByRole("group", { name: formsNl.fields.typeWebIds }).getByRole("checkbox");
  await expect(boxes.and(page.locator(":checked"))).toHaveCount(1);
  await expect(page.getByRole("checkbox", { name, exact: true })).toBeChecked();
  await expect(page.getByLabel(formsNl.fields.regions, { exact: true })).toHaveValue(city);
  await expect(page.getByLabel(formsNl.fields.budgetMax)).toHaveValue("1000");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("the filters come folded in a panel that opens by keyboard and filters without JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto("/nl/te-koop/");
    const panel = page.locator("details.list-filters-panel");
    await expect(panel).not.toHaveAttribute("open");
    const type = page.getByRole("combobox", { name: "Type", exact: true });
    await expect(type).toBeHidden();
    await panel.locator(".list-filters-summary").focus();
    await page.keyboard.press("Enter");
    await expect(panel).toHaveAttribute("open");
    // The option names its count ("Appartement (12)"): chosen by its type id.
    await type.selectOption("2");
    await page.getByRole("button", { name: "Zoeken" }).click();
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?type=2(&|$)/);
    const types = await page.locator(".listing-grid article .property-card-type").allTextContents();
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) expect(type.trim()).toBe("Appartement");
    // The panel names how many filters are on.
    await expect(panel.locator(".list-filters-summary")).toHaveText("Filters (1)");
    await context.close();
  });

  test("what lies far below the first screen is drawn as it comes near, a card with its whole focus ring", async ({
    page,
  }) => {
    await page.goto(href("forSale", "nl"));
    const card = page.locator(".listing-grid > li").nth(4);
    expect(await contentsDrawn(card), "the fifth card waits").toBe(false);
    expect(await contentsDrawn(page.locator(".site-footer")), "the footer waits").toBe(false);

    const article = card.locator("article");
    await article.locator(".property-card-title a").focus();
    await expect.poll(() => contentsDrawn(card), "the focused card, scrolled to, is drawn").toBe(true);
    // The ring is drawn 2 to 5 px outside the card: the pixel 4 px to its left has the ring's colour.
    const ring = await article.evaluate((element) => getComputedStyle(element).outlineColor);
    const box = await article.boundingBox();
    if (!box) throw new Error("the card has no box");
    const shot = await page.screenshot({ clip: { x: box.x - 4, y: box.y + box.height / 2, width: 1, height: 1 } });
    const { data } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
    expect(`rgb(${data[0]}, ${data[1]}, ${data[2]})`, "the focus ring left of the card").toBe(ring);

    const [property] = await query<{ id: number }>(
      "select id from properties where status = 'published' and goal = 0 order by id limit 1",
    );
    await page.goto(`/property/${property?.id}/`);
    await expect(page.locator(".detail-body > .detail-section").first()).toBeVisible();
    expect(await contentsDrawn(page.locator(".detail-body > .detail-section").last()), "the last section waits").toBe(
      false,
    );
  });

  test("a property's first photo is on the first screen", async ({ page }) => {
    const [forSale] = await query<{ id: number }>(
      "select id from properties where status = 'published' and goal = 0 order by id limit 1",
    );
    await page.goto(`/property/${forSale?.id}/`);
    const photo = page.locator(".gallery img").first();
    await expect(photo).toBeVisible();
    const box = await photo.boundingBox();
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(780);
    expect((box?.y ?? 0) + (box?.height ?? 0) / 2).toBeLessThan(780);
  });
});

test("on a wide screen the price and the actions stay in view while the page scrolls", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const [forSale] = await query<{ id: number }>(
    `select p.id from properties p join property_texts t on t.property_id = p.id and t.language = 'nl'
     where p.status = 'published' and p.goal = 0 order by length(t.description) desc, p.id limit 1`,
  );
  await page.goto(`/property/${forSale?.id}/`);
  const aside = page.locator(".detail-aside");
  await expect(aside.locator(".detail-price")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2500);
  // On a busy machine the page may be put back at its top once its scripts take over (the router
  // restores the scroll position): turn the wheel again whenever it stands at the top.
  await expect(async () => {
    if ((await page.evaluate(() => window.scrollY)) === 0) await page.mouse.wheel(0, 1500);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  }).toPass();
  await expect(async () => {
    const box = await aside.locator(".detail-price").boundingBox();
    expect(box).not.toBeNull();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
  }).toPass();
});

for (const width of [1024, 1280]) {
  test(`at ${width} px the price and the actions never lie over the similar properties`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // A listing with little text: its aside is taller than its body, so the aside's track ends
    // where the similar properties begin.
    const [short] = await query<{ id: number }>(
      `select p.id from properties p join property_texts t on t.property_id = p.id and t.language = 'nl'
       where p.status = 'published' order by length(t.description), p.id limit 1`,
    );
    await page.goto(`/property/${short?.id}/`);
    const similar = page.locator(".detail-similar");
    await similar.scrollIntoViewIfNeeded();
    const aside = page.locator(".detail-aside");
    // At every step of the scroll past the section's top, the aside ends above the section.
    for (let step = 0; step < 8; step += 1) {
      const [asideBox, similarBox] = await Promise.all([aside.boundingBox(), similar.boundingBox()]);
      expect(asideBox).not.toBeNull();
      expect(similarBox).not.toBeNull();
      expect((asideBox?.y ?? 0) + (asideBox?.height ?? 0), `step ${step}`).toBeLessThanOrEqual(similarBox?.y ?? 0);
      await page.evaluate(() => window.scrollBy(0, -120));
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visit page with every moment taken says so and still takes the visitor's details", async ({ page }) => {
    const [full] = await query<{ id: number }>(
      `select p.id from properties p where p.status = 'published' and p.marquee <= 2
         and exists (select 1 from visit_slots s where s.property_id = p.id and s.starts_at > now())
         and not exists (select 1 from visit_slots s where s.property_id = p.id and s.starts_at > now()
                         and s.booked < s.capacity)
       order by p.id limit 1`,
    );
    expect(full, "the demo has a property whose visit moments are all booked").toBeDefined();
    await page.goto(`/property/${full?.id}/`);
    await page.getByRole("link", { name: "Bezoek aanvragen" }).first().click();
    await expect(page.getByText(formsNl.ui.appointmentsFull)).toBeVisible();
    await expect(page.getByText(formsNl.ui.appointmentsFullHint)).toBeVisible();
    // No moment to pick: the page leads to the property's own form, which takes the details.
    await page.getByRole("link", { name: formsNl.pages["contact-me"].title }).click();
    const email = `full-visit-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.be`;
    await page.getByLabel("Mevr.").check();
    await page.getByRole("textbox", { name: "Voornaam (verplicht)", exact: true }).fill("Lore");
    await page.getByRole("textbox", { name: "Familienaam (verplicht)", exact: true }).fill("Wouters");
    await page.getByLabel(formsNl.fields.email).fill(email);
    await page.getByLabel(formsNl.fields.phone).fill("0470 12 34 56");
    await page.getByLabel(formsNl.options.requests.visit).check();
    await page.getByLabel(formsNl.fields.remark).fill("Kan ik op een ander moment komen kijken?");
    await page.getByRole("button", { name: "Versturen" }).click();
    await expect(page).toHaveURL(/\/nl\/bedankt\/vraag\/\?receipt=[\w.-]+$/);
    const leads = await query<{ kind: string; property_id: number | null; fields: Record<string, unknown> }>(
      "select kind, property_id, fields from leads where email = $1",
      [email],
    );
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: "contact-me", property_id: full?.id });
    expect(leads[0]?.fields).toMatchObject({ firstName: "Lore", request: "visit" });
  });
});
