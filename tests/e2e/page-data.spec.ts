// A page carries its data twice (in its HTML and as data for the browser's scripts), so it carries
// only the interface texts it shows: the catalogue's list, detail and project texts come with the
// pages that show them, not with every page's frame.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

interface CatalogTexts {
  list?: unknown;
  detail?: Record<string, unknown>;
  projects?: unknown;
}

/** The catalogue's texts in the root's data and in the page's own, as the browser received them. */
async function catalogTextsOf(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  return page.evaluate(() => {
    type Data = { messages?: { catalog?: CatalogTexts }; catalogTexts?: CatalogTexts } | undefined;
    const loaderData = (
      window as unknown as { __reactRouterDataRouter: { state: { loaderData: Record<string, Data> } } }
    ).__reactRouterDataRouter.state.loaderData;
    const root = loaderData.root?.messages?.catalog ?? {};
    const own = Object.entries(loaderData).find(([id, data]) => id !== "root" && data?.catalogTexts)?.[1]?.catalogTexts;
    return {
      root: { list: "list" in root, detail: Object.keys(root.detail ?? {}), projects: "projects" in root },
      own: own ? Object.keys(own).sort() : [],
    };
  });
}

test("the frame's data has no list, detail nor project texts; a page sends the ones it shows", async ({ page }) => {
  // The map's tiles come from OpenStreetMap, out of this machine's reach: a blank tile stands in.
  await page.route("https://tile.openstreetmap.org/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: BLANK_TILE }),
  );
  const contact = await catalogTextsOf(page, "/nl/contact/");
  // Only what a detail page's error page says stays with the frame: a failed page sends nothing.
  expect(contact).toEqual({ root: { list: false, detail: ["notFound"], projects: false }, own: [] });

  expect((await catalogTextsOf(page, "/nl/te-koop/")).own).toEqual(["list"]);
  // The map's buttons and links are a detail page's texts.
  expect((await catalogTextsOf(page, "/nl/te-koop/?view=map")).own).toEqual(["detail", "list"]);
  expect((await catalogTextsOf(page, "/de/projekte/")).own).toEqual(["projects"]);

  await page.goto("/nl/te-koop/");
  const detailPath = (await page.locator(".listing-grid article h2 a").first().getAttribute("href")) ?? "";
  expect((await catalogTextsOf(page, detailPath)).own).toEqual(["detail", "projects"]);
  // The detail page's own texts are in use: its heading for the description.
  await expect(page.getByRole("heading", { name: "Beschrijving" })).toBeVisible();
});

test("a property that does not exist says so in the visitor's language, from the frame's texts", async ({ page }) => {
  const response = await page.goto("/de/zu-verkaufen/irgendwo/etwas/999999999/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Diese Immobilie existiert nicht oder ist verkauft.",
  );
  await expect(page.getByRole("combobox")).toBeVisible();
});
