// The home page sells the agency beyond its newest listings: what a home is worth, the projects,
// the services, what clients say and the team, each a module staff choose in the back office.
import { href } from "../../app/i18n/links.ts";
import { query } from "../support/e2e-database.ts";
import { contentsDrawn } from "../support/render-whole-page.ts";
import { expect, test } from "./fixtures.ts";

for (const [language, headings, valuation] of [
  [
    "nl",
    [
      "Onze nieuwe panden",
      "Wat is uw woning waard?",
      "Nieuwbouwprojecten",
      "Onze diensten",
      "Wat klanten zeggen",
      "Maak kennis met ons team",
    ],
    "Vraag een gratis waardebepaling aan",
  ],
  [
    "de",
    [
      "Unsere neuen Immobilien",
      "Was ist Ihre Immobilie wert?",
      "Neubauprojekte",
      "Unsere Leistungen",
      "Was unsere Kunden sagen",
      "Lernen Sie unser Team kennen",
    ],
    "Kostenlose Bewertung anfragen",
  ],
] as const) {
  test(`the ${language} home page shows its modules in order and leads to the valuation form`, async ({ page }) => {
    await page.goto(href("home", language));
    // The last module, far below the first screen, is drawn only as the visitor comes near it
    // (docs/decisions/0038-below-the-screen-rendered-on-approach.md): its contents wait.
    const last = page.locator("main .module-grid > .module").last();
    expect(await contentsDrawn(last), "the last module waits").toBe(false);
    const titles = await page.locator("main h2").allTextContents();
    expect(titles.map((title) => title.trim()).filter((title) => headings.includes(title as never))).toEqual([
      ...headings,
    ]);
    // The newest listings are for sale (a home page led by an industrial rental sold nothing).
    const cards = page.locator("main .listing-grid article h3 a");
    await expect(cards).toHaveCount(4);
    const ids = (await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))).map((path) =>
      Number(/\/(\d+)\/$/.exec(path)?.[1]),
    );
    const goals = await query<{ goal: number }>("select goal from properties where id = any($1)", [ids]);
    expect(goals.map((row) => row.goal)).toEqual([0, 0, 0, 0]);
    await expect(page.locator("main .team-card")).toHaveCount(4);
    // The call to action leads to the valuation form (followed by address: the header settles its
    // height while the page scrolls, and a click there can land beside the link).
    const link = page.getByRole("link", { name: valuation });
    await expect(link).toHaveAttribute("href", href("valuation", language));
    await page.goto(href("valuation", language));
    await expect(page.locator("main form")).toBeVisible();
  });
}
