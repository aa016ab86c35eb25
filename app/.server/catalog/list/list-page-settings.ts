// A list page's own settings come from its menu page: the property-list module says how many
// cards go in a row (SPEC.md: 4 for sale and for rent) and the page carries the title.
import { and, asc, eq } from "drizzle-orm";
import type { Language } from "../../../i18n/languages.ts";
import { localize } from "../../../shared/localize.ts";
import { db } from "../../db/client.ts";
import { modules } from "../../db/schema.ts";
import type { PageRow } from "../../site-settings.ts";
export interface ListPageSettings {
  title?: string;
  /** The meta description: the page's SEO text, else its description. */
  description?: string;
  perRow: number;
}

// The module's row length changes only when the agency edits the page: kept a few seconds, like the
// site settings, so a list request does not pay a query for it, and forgotten at once when content
// changes (content-caches.ts).
const TTL_MS = 5_000;
const perRowCache = new Map<number, { at: number; value: Promise<number> }>();

export function forgetListPageSettings(): void {
  perRowCache.clear();
}

function perRowOf(pageId: number): Promise<number> {
  const now = Date.now();
  const hit = perRowCache.get(pageId);
  if (hit && now - hit.at <= TTL_MS) return hit.value;
  const value = db()
    .select({ settings: modules.settings })
    .from(modules)
    .where(and(eq(modules.pageId, pageId), eq(modules.relationType, "property-list"), eq(modules.status, "published")))
    .orderBy(asc(modules.sort))
    .limit(1)
    .then(([module]) => module?.settings.numberItemOfRow ?? 4);
  perRowCache.set(pageId, { at: now, value });
  value.catch(() => perRowCache.delete(pageId));
  return value;
}

export async function listPageSettings(
  pages: PageRow[],
  routeKey: string,
  language: Language,
  fallback: Language,
): Promise<ListPageSettings> {
  const page = pages.find((row) => row.routeKey === routeKey);
  if (!page) return { perRow: 4 };
  const title = localize(page.params.title, language, fallback);
  const seo = page.params.seo[language] ?? page.params.seo[fallback];
  const description = seo?.metaDescription || localize(page.params.description, language, fallback);
  return { ...(title ? { title } : {}), ...(description ? { description } : {}), perRow: await perRowOf(page.id) };
}
