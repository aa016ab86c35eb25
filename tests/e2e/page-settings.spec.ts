// Settings of SPEC.md that change what a visitor sees: flags in the language switcher (Config
// languageFlags), a page's own logo (its params' logo), and a listing's PriceUnitText after its price.
import { nl } from "../../app/i18n/messages/nl.ts";
import { announceChange, query } from "../support/e2e-database.ts";
import { expect, expectPictureLoaded, test } from "./fixtures.ts";

test("with languageFlags on, each language shows its flag beside its code, and its own name to a screen reader", async ({
  page,
}) => {
  await query("update site_settings set language_flags = true");
  await announceChange();
  try {
    const switcher = page.getByRole("navigation", { name: nl.frame.languageSwitcher });
    // The contact page is never kept by the browser (its form carries a fresh token): each visit asks.
    await expect(async () => {
      await page.goto("/nl/contact/");
      await expect(switcher.locator("img.language-flag")).toHaveCount(4, { timeout: 1000 });
    }).toPass();
    const german = switcher.getByRole("link", { name: /^DE\b/ });
    await expect(german).toHaveAccessibleName("DE Deutsch");
    const flag = german.locator("img");
    await expect(flag).toHaveAttribute("src", "/flags/de.svg");
    await expect(flag).toHaveAttribute("alt", "");
    await expectPictureLoaded(flag);
  } finally {
    await query("update site_settings set language_flags = false");
    await announceChange();
  }
  await expect(async () => {
    await page.goto("/nl/contact/");
    await expect(page.locator("img.language-flag")).toHaveCount(0, { timeout: 1000 });
  }).toPass();
});

test("a page with a logo of its own shows it in the header; the other pages keep the agency's", async ({ page }) => {
  const [article] = await query<{ image_key: string }>(
    "select image_key from articles where image_key is not null order by id limit 1",
  );
  const key = article?.image_key ?? "";
  const [about] = await query<{ id: number; slug: string }>(
    "select id, slugs->>'nl' as slug from pages where route_key is null and status = 'published' and parent_id is null order by id limit 1",
  );
  await query(`update pages set params = jsonb_set(params, '{logo}', to_jsonb($1::text)) where id = $2`, [
    key,
    about?.id,
  ]);
  await announceChange();
  try {
    const logo = page.locator(".site-logo img");
    await expect(async () => {
      await page.goto(`/nl/${about?.slug}/`);
      await expect(logo).toHaveAttribute("src", new RegExp(`^/images/${encodeURIComponent(key)}\\?`), {
        timeout: 1000,
      });
    }).toPass();
    await expect(logo).toHaveAccessibleName(/^Immo Zennevallei/);
    await expectPictureLoaded(logo);
    // The agency's logo: the one it came with, or one a spec beside this one uploads for a while
    // (admin-site-pictures.spec.ts); never this page's own.
    await page.goto("/nl/contact/");
    await expect(logo).toHaveAttribute("src", /^\/(logo\.png$|images\/)/);
    await expect(logo).not.toHaveAttribute("src", new RegExp(`^/images/${encodeURIComponent(key)}\\?`));
  } finally {
    await query("update pages set params = params - 'logo' where id = $1", [about?.id]);
    await announceChange();
  }
});

test("a business rental reads its price with the listing's own unit text, in the visitor's language", async ({
  page,
}) => {
  const [rental] = await query<{ id: number }>(
    `select p.id from properties p join property_texts t on t.property_id = p.id and t.language = 'de'
     where p.status = 'published' and p.publish_price and p.price is not null and t.price_unit_text <> ''
     order by p.id limit 1`,
  );
  expect(rental, "the demo has business rentals with a PriceUnitText").toBeDefined();
  await page.goto(`/property/${rental?.id}/`);
  await expect(page.locator(".detail-price")).toContainText("per maand, excl. btw");
  await page.getByRole("navigation", { name: nl.frame.languageSwitcher }).getByRole("link", { name: /^DE\b/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator(".detail-price")).toHaveText(/^[\d.]+\s€ pro Monat, zzgl\. MwSt\.$/);
});
