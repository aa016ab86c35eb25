// The detail page's coded values in the visitor's language: a Flemish listing's zoning, which the
// CRM writes in the plan's Dutch words, reads in German with those words kept beside it.
import { canonicalPropertyPath } from "../../app/.server/catalog/property-lookup.ts";
import { setCurrentDatabase } from "../../app/.server/db/client.ts";
import { query, testDb } from "../support/e2e-database.ts";
import { one, servedPage, withText, words } from "../support/served-markup.ts";
import { expect, test } from "./fixtures.ts";

// The detail page's values are markup: read as the server sent it (served-markup.ts).

test("a Flemish zoning reads in German and French with the plan's own words, and in Dutch as written", async ({
  request,
}) => {
  setCurrentDatabase(testDb());
  const [listing] = await query<{ id: number }>(
    `select id from properties where status = 'published'
       and lower(details -> 'planning' ->> 'zoningDesignation') = 'woongebied' order by id limit 1`,
  );
  const id = listing?.id ?? 0;
  expect(listing, "the demo has a listing in a Flemish residential zone").toBeDefined();
  for (const [language, value] of [
    ["de", "Wohngebiet (woongebied)"],
    ["fr", "Zone d'habitat (woongebied)"],
    ["nl", "Woongebied"],
  ] as const) {
    const { document } = await servedPage(request, (await canonicalPropertyPath(id, language, "nl")) ?? "");
    expect(withText(one(document, "main"), value), language).not.toEqual([]);
  }
});

test("registration duties say which case they assume and what another buyer pays, in Dutch and German", async ({
  request,
}) => {
  setCurrentDatabase(testDb());
  const [listing] = await query<{ id: number; price: number }>(
    `select id, price::float as price from properties where status = 'published' and goal = 0 and publish_price
       and zip between '1500' and '3999' and country_id = 10 and type_web_id in (1, 2, 3)
       and (details -> 'financial' ->> 'vatRegime') is distinct from 'true'
       and (details -> 'financial' ->> 'registrationRights')::numeric = round(price * 0.02)
     order by id limit 1`,
  );
  const id = listing?.id ?? 0;
  const standard = Math.round(((listing?.price ?? 0) * 0.12) / 100) * 100;
  const amount = standard.toLocaleString("nl-BE").replaceAll("\u202f", ".");
  expect(listing, "the demo has a listing with the reduced registration duties").toBeDefined();
  for (const [language, note] of [
    ["nl", `Berekend aan 2% voor de aankoop van uw enige eigen woning. Anders geldt 12%: ca. €\u00a0${amount}.`],
    [
      "de",
      `Berechnet mit 2\u00a0% für den Kauf Ihrer einzigen eigenen Wohnung. Sonst gelten 12\u00a0%: ca. ${amount}\u00a0€.`,
    ],
  ] as const) {
    const { document } = await servedPage(request, (await canonicalPropertyPath(id, language, "nl")) ?? "");
    expect(document.querySelectorAll(".attribute-note").map((found) => words(found.text))).toEqual([words(note)]);
  }
});

test("a listing whose price is not published shows no amount worked out from it, in Dutch and German", async ({
  request,
}) => {
  setCurrentDatabase(testDb());
  const [listing] = await query<{ id: number }>(
    `select id from properties where status = 'published' and not publish_price
       and details -> 'financial' ? 'registrationRights' and details -> 'financial' ? 'cadastralIncome'
     order by id limit 1`,
  );
  expect(
    listing,
    "the demo has a listing with a hidden price, registration duties and a cadastral income",
  ).toBeDefined();
  const id = listing?.id ?? 0;
  const cases = [
    [
      "nl",
      "Financieel",
      "Kadastraal inkomen",
      ["Registratierechten", "Notariskosten excl. btw", "Notariskosten incl. btw"],
    ],
    [
      "de",
      "Finanzielles",
      "Katastereinkommen",
      ["Registrierungsgebühren", "Notarkosten ohne MwSt.", "Notarkosten inkl. MwSt."],
    ],
  ] as const;
  for (const [language, title, kept, hidden] of cases) {
    const { document } = await servedPage(request, (await canonicalPropertyPath(id, language, "nl")) ?? "");
    // The group is there with what does not come from the price; the duties, fees and note are not.
    expect(words(one(document, "#group-financial").text)).toBe(title);
    const financial = document.querySelectorAll("#group-financial + dl dt").map((term) => term.text);
    expect(financial.filter((term) => term.includes(kept))).toHaveLength(1);
    for (const label of hidden) expect(financial.filter((term) => term.includes(label))).toEqual([]);
    expect(document.querySelectorAll(".attribute-note")).toHaveLength(0);
  }
});
