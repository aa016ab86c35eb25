// A draft page and a draft module are seen only through a signed preview link: the public path
// stays 404, the preview shows the drafts with a notice, is never cached or indexed, and keeps the
// cookie dialog away (SPEC.md: a path containing "preview"); a tampered or foreign link is a 404.
import { previewHref } from "../../app/.server/preview-link.ts";
import { announceChange, query, serverFormSecret } from "../support/e2e-database.ts";
import { expect, test } from "./fixtures.ts";

test.use({ consent: "undecided" });

const FLAGS = {
  showBreadCrumb: true,
  showPageBanner: false,
  isHaveSubMenu: false,
  showFixedMenu: false,
  noReferrerNoFollow: false,
  noCookiePopup: false,
};

let pageId = 0;
let articleTitle = "";

test.beforeAll(async () => {
  const [article] = await query<{ id: number; title: string }>(
    `select a.id, t.title from articles a join article_texts t on t.article_id = a.id and t.language = 'nl'
     join article_categories c on c.id = a.category_id where c.key = 'services' and a.status = 'published'
     order by a.id limit 1`,
  );
  articleTitle = article?.title ?? "";
  const params = {
    title: { nl: "Ons nieuwe kantoor", de: "Unser neues Büro" },
    description: { nl: "Binnenkort open." },
    seo: {},
    flags: FLAGS,
  };
  const [row] = await query<{ id: number }>(
    `insert into pages (parent_id, route_key, slugs, name, status, show_in_menu, sort, params)
     values (null, null, '{"nl":"ons-nieuwe-kantoor","de":"unser-neues-buero"}', 'Nieuw kantoor', 'draft', false, 99, $1)
     returning id`,
    [JSON.stringify(params)],
  );
  pageId = row?.id ?? 0;
  await query(
    `insert into modules (page_id, sort, status, relation_type, relation_id, settings)
     values ($1, 0, 'draft', 'article', $2, '{"view":"single-view","title":{},"descriptions":{},"contentRow":0,"span":12,"backgroundType":"none","images":[],"numberItemOfRow":4,"maxItems":12,"isHasSubcategories":false,"titleSize":"h2"}')`,
    [pageId, article?.id],
  );
  await announceChange();
});

test.afterAll(async () => {
  await query("delete from pages where id = $1", [pageId]);
  await announceChange();
});

test("a draft is a 404 on its public path and shown, drafts and all, through its preview link", async ({ page }) => {
  const hidden = await page.goto("/nl/ons-nieuwe-kantoor/");
  expect(hidden?.status()).toBe(404);

  const response = await page.goto(previewHref(serverFormSecret(), "nl", pageId));
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.getByRole("heading", { level: 1, name: "Ons nieuwe kantoor" })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("Voorbeeld");
  await expect(page.getByText(articleTitle).first()).toBeVisible();
  // A preview path never asks about cookies, even for a visitor who has not chosen yet.
  await expect(page.getByRole("dialog")).toBeHidden();

  // The switcher leads to the preview in German, not to a public page.
  await page.goto(previewHref(serverFormSecret(), "nl", pageId));
  const german = page.locator('a[hreflang="de"]').first();
  await expect(german).toHaveAttribute("href", new RegExp(`^/de/preview/${pageId}/\\?expires=`));
  await page.goto((await german.getAttribute("href")) ?? "");
  await expect(page.getByRole("heading", { level: 1, name: "Unser neues Büro" })).toBeVisible();
});

test("a link without a valid signature, expired, or made for another page is a 404", async ({ page }) => {
  const good = previewHref(serverFormSecret(), "nl", pageId);
  const tampered = good.replace(/signature=[\w-]/, (head) => `${head.slice(0, -1)}${head.endsWith("A") ? "B" : "A"}`);
  for (const href of [
    tampered,
    `/nl/preview/${pageId}/`,
    previewHref(serverFormSecret(), "nl", pageId, Date.now() - 8 * 24 * 3600 * 1000),
    previewHref(serverFormSecret(), "nl", pageId + 1000).replace(`/${pageId + 1000}/`, `/${pageId}/`),
    previewHref(`${serverFormSecret()}-not-ours`, "nl", pageId),
  ]) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(404);
  }
});
