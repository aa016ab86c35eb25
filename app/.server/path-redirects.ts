// Old addresses of content pages (app/domain/path-redirects.ts): written in the transaction that moves
// or renames a page, read by the content-page route only when no page answers the address.
import { eq, inArray } from "drizzle-orm";
import { type PagePaths, type PathRedirect, redirectPlan, redirectTarget } from "../domain/path-redirects.ts";
import { isLanguage, LANGUAGES } from "../i18n/languages.ts";
import type { Database, Transaction } from "./db/client.ts";
import { db } from "./db/client.ts";
import { pathRedirects } from "./db/redirects-schema.ts";
import { pagePath } from "./menu.ts";
import type { PageContext } from "./page-context.ts";
import { findFreePage } from "./pages.ts";
import type { PageRow } from "./site-settings.ts";

/** Every page's address in every shipped language (route-table pages included: they never move). */
export function pagePaths(rows: readonly PageRow[], fallback: PageContext["settings"]["fallback"]): PagePaths {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return new Map(
    rows.map((row) => [
      row.id,
      Object.fromEntries(LANGUAGES.map((language) => [language, pagePath(row, byId, language, fallback)])),
    ]),
  );
}

/**
 * Keeps the old addresses of pages whose address changed between `before` and `after` (the whole
 * tree, read in the transaction that changed it) answering with a redirect to them.
 */
export async function recordAddressChanges(
  tx: Transaction,
  before: readonly PageRow[],
  after: readonly PageRow[],
  fallback: PageContext["settings"]["fallback"],
): Promise<PathRedirect[]> {
  const existing = (await tx.select().from(pathRedirects)).flatMap((row) =>
    isLanguage(row.language) ? [{ fromPath: row.fromPath, toPageId: row.toPageId, language: row.language }] : [],
  );
  const plan = redirectPlan(pagePaths(before, fallback), pagePaths(after, fallback), existing);
  if (plan.remove.length > 0) await tx.delete(pathRedirects).where(inArray(pathRedirects.fromPath, plan.remove));
  for (const redirect of plan.add) {
    await tx
      .insert(pathRedirects)
      .values(redirect)
      .onConflictDoUpdate({
        target: pathRedirects.fromPath,
        set: { toPageId: redirect.toPageId, language: redirect.language, createdAt: new Date() },
      });
  }
  return plan.add;
}

/**
 * Where an old address (`/nl/over-ons/oud/`) leads now: the current address of its page, when that
 * page and every page above it is published; undefined otherwise.
 */
export async function redirectFor(
  ctx: PageContext,
  path: string,
  database: Database = db(),
): Promise<string | undefined> {
  if (path.length > 1_000 || /\p{Cc}/u.test(path)) return undefined;
  const [row] = await database.select().from(pathRedirects).where(eq(pathRedirects.fromPath, path));
  if (!row || !isLanguage(row.language) || row.language !== ctx.language) return undefined;
  const byId = new Map(ctx.pages.map((page) => [page.id, page]));
  return redirectTarget({ fromPath: row.fromPath, toPageId: row.toPageId, language: row.language }, (id, language) => {
    const page = byId.get(id);
    const target = page ? pagePath(page, byId, language, ctx.settings.fallback) : undefined;
    if (!target) return undefined;
    // Only to a page a visitor can see there: published, under published parents.
    const segments = target.split("/").filter(Boolean).slice(1);
    return findFreePage(ctx, segments)?.id === id ? target : undefined;
  });
}
