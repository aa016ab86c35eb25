import { asc, eq } from "drizzle-orm";
import { isLanguage, type Language } from "../i18n/languages.ts";
import { db } from "./db/client.ts";
import { pages, siteSettings } from "./db/schema.ts";

export type SiteSettings = typeof siteSettings.$inferSelect & { enabled: Language[]; fallback: Language };
export type PageRow = typeof pages.$inferSelect;

// Settings and the page tree change rarely and are read on every request: a short in-process
// cache keeps them off the hot path while several instances still converge within seconds.
const TTL_MS = 5_000;
let cached: { at: number; value: Promise<{ settings: SiteSettings; pages: PageRow[] }> } | undefined;

async function load(): Promise<{ settings: SiteSettings; pages: PageRow[] }> {
  const [row] = await db().select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) throw new Error("The site has no settings: the database was not seeded.");
  const enabled = row.enabledLanguages.filter(isLanguage);
  const fallback = isLanguage(row.defaultLanguage) ? row.defaultLanguage : "nl";
  const pageRows = await db().select().from(pages).orderBy(asc(pages.sort), asc(pages.id));
  return { settings: { ...row, enabled: enabled.length > 0 ? enabled : [fallback], fallback }, pages: pageRows };
}

export function siteData(): Promise<{ settings: SiteSettings; pages: PageRow[] }> {
  const now = Date.now();
  if (!cached || now - cached.at > TTL_MS) {
    const value = load();
    cached = { at: now, value };
    value.catch(() => {
      if (cached?.value === value) cached = undefined;
    });
  }
  return cached.value;
}

/** Drops the cache, after the settings or pages were edited in this process. */
export function forgetSiteData(): void {
  cached = undefined;
}
