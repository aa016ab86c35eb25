// The detail page's coded values in the visitor's language: a Flemish listing's zoning, which the
// CRM writes in the plan's Dutch words, reads in German with those words kept beside it.
import { canonicalPropertyPath } from "../../app/.server/catalog/property-lookup.ts";
import { setCurrentDatabase } from "../../app/.server/db/client.ts";
import { query, testDb } from "../support/e2e-database.ts";
import { expect, test } from "./fixtures.ts";

test("a Flemish zoning reads in German and French with the plan's own words, and in Dutch as written", async ({
  page,
}) => {
  setCurrentDatabase(testDb());
  const [listing] = await query<{ id: number }>(
    `select id from properties where status = 'published'
       and lower(details -> 'planning' ->> 'zoningDesignation') = 'woongebied' order by id limit 1`,
  );
  const id = listing?.id ?? 0;
  await page.goto((await canonicalPropertyPath(id, "de", "nl")) ?? "");
  await expect(page.getByText("Wohngebiet (woongebied)", { exact: true })).toBeVisible();
  await page.goto((await canonicalPropertyPath(id, "fr", "nl")) ?? "");
  await expect(page.getByText("Zone d'habitat (woongebied)", { exact: true })).toBeVisible();
  await page.goto((await canonicalPropertyPath(id, "nl", "nl")) ?? "");
  await expect(page.getByText("Woongebied", { exact: true })).toBeVisible();
});
