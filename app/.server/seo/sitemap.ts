// /sitemap.xml: every public page, project and published property in every enabled language, each
// URL with its other-language versions as xhtml:link alternates (Google's hreflang in sitemaps).
// Pages that are not for search engines (login, thank-you, noindex) are left out.
import { and, asc, eq, inArray } from "drizzle-orm";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { href } from "../../i18n/links.ts";
import { articlePath, categoryFamily, categoryRows, subCategoryHref } from "../article-paths.ts";
import { canonicalPath } from "../catalog/detail/property-detail.ts";
import { projectHref } from "../catalog/projects/projects.ts";
import { db } from "../db/client.ts";
import {
  articles,
  articleTexts,
  projects,
  projectTexts,
  properties,
  propertyTexts,
  propertyTypes,
} from "../db/schema.ts";
import { pickText } from "../page-modules.ts";
import { pageAlternates } from "../pages.ts";
import { siteData } from "../site-settings.ts";

/** One page in its languages: path by language. */
export type Alternates = Partial<Record<Language, string>>;

const NOT_FOR_SEARCH = new Set(["login", "thankYou", "demandRegister", "search"]);

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );
}

export async function sitemapGroups(): Promise<Alternates[]> {
  const { settings, pages } = await siteData();
  const enabled = LANGUAGES.filter((language) => settings.enabled.includes(language));
  const fallback = settings.fallback;
  const ctx = { settings, pages, language: fallback };
  const groups: Alternates[] = [];

  for (const page of pages) {
    if (page.status !== "published" || (page.routeKey && NOT_FOR_SEARCH.has(page.routeKey))) continue;
    const robots = Object.values(page.params.seo).map(
      (seo) => `${seo?.robots ?? ""} ${seo?.isActiveSEO === false ? "noindex" : ""}`,
    );
    if (robots.some((value) => value.includes("noindex")) || page.params.flags.redirect) continue;
    const alternates = pageAlternates(ctx, page);
    if (Object.keys(alternates).length > 0) groups.push(alternates);
  }

  // Pages of the site's own that no page row stands for (the agency cannot edit them).
  groups.push(Object.fromEntries(enabled.map((language) => [language, href("purchaseCosts", language)])));
  groups.push(...(await articleGroups(enabled, fallback)));

  const projectRows = await db()
    .select({
      id: projects.id,
      externalUrl: projects.externalUrl,
      language: projectTexts.language,
      title: projectTexts.title,
    })
    .from(projects)
    .innerJoin(projectTexts, eq(projectTexts.projectId, projects.id))
    .where(eq(projects.status, "published"))
    .orderBy(asc(projects.id));
  const projectTitles = new Map<number, { externalUrl: string | null; titles: Map<string, string> }>();
  for (const row of projectRows) {
    const entry = projectTitles.get(row.id) ?? { externalUrl: row.externalUrl, titles: new Map() };
    entry.titles.set(row.language, row.title);
    projectTitles.set(row.id, entry);
  }
  for (const [id, { externalUrl, titles }] of projectTitles) {
    if (externalUrl) continue; // sold through its own website: not a page of this site
    const group: Alternates = {};
    for (const language of enabled) {
      const title = titles.get(language) ?? titles.get(fallback) ?? "";
      group[language] = projectHref(language, { id, title, externalUrl: null }).href;
    }
    groups.push(group);
  }

  const propertyRows = await db()
    .select({
      id: properties.id,
      goal: properties.goal,
      city: properties.city,
      cityNames: properties.cityNames,
      typeNames: propertyTypes.names,
      language: propertyTexts.language,
      title: propertyTexts.title,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.webId, properties.typeWebId))
    .leftJoin(propertyTexts, eq(propertyTexts.propertyId, properties.id))
    .where(eq(properties.status, "published"))
    .orderBy(asc(properties.id));
  const byProperty = new Map<number, { row: (typeof propertyRows)[number]; titles: Map<string, string> }>();
  for (const row of propertyRows) {
    const entry = byProperty.get(row.id) ?? { row, titles: new Map<string, string>() };
    if (row.language && row.title) entry.titles.set(row.language, row.title);
    byProperty.set(row.id, entry);
  }
  for (const { row, titles } of byProperty.values()) {
    const group: Alternates = {};
    for (const language of enabled) group[language] = canonicalPath(language, fallback, row, titles, row.typeNames);
    groups.push(group);
  }
  return groups;
}

/**
 * Service articles (under their sub-category where they have one), the sub-categories' own pages,
 * and testimonials, each in every enabled language (its own text or the fallback's).
 */
async function articleGroups(enabled: Language[], fallback: Language): Promise<Alternates[]> {
  const categories = await categoryRows();
  const withPages = [...categoryFamily(categories, "services"), ...categoryFamily(categories, "testimonials")];
  const groups: Alternates[] = [];
  for (const sub of categories.filter((category) => category.parentId !== null)) {
    const group: Alternates = {};
    for (const language of enabled) {
      const path = subCategoryHref(categories, sub, language, fallback);
      if (path) group[language] = path;
    }
    if (Object.keys(group).length > 0) groups.push(group);
  }
  if (withPages.length === 0) return groups;
  const rows = await db()
    .select({ id: articles.id, categoryId: articles.categoryId, text: articleTexts })
    .from(articleTexts)
    .innerJoin(articles, eq(articles.id, articleTexts.articleId))
    .where(and(eq(articles.status, "published"), inArray(articles.categoryId, withPages)))
    .orderBy(asc(articles.id));
  const byArticle = new Map<number, { categoryId: number; texts: (typeof rows)[number]["text"][] }>();
  for (const row of rows) {
    const entry = byArticle.get(row.id) ?? { categoryId: row.categoryId, texts: [] };
    entry.texts.push(row.text);
    byArticle.set(row.id, entry);
  }
  for (const { categoryId, texts } of byArticle.values()) {
    const group: Alternates = {};
    for (const language of enabled) {
      const text = pickText(texts, language, fallback);
      const path = text ? articlePath(categories, categoryId, text.slug, language, fallback) : null;
      if (path) group[language] = path;
    }
    if (Object.keys(group).length > 0) groups.push(group);
  }
  return groups;
}

/** The sitemap document: one <url> per page and language, each listing all of the page's languages. */
export function sitemapXml(origin: string, groups: Alternates[], defaultLanguage: Language): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const group of groups) {
    const entries = Object.entries(group) as [Language, string][];
    const links = entries.map(
      ([language, path]) =>
        `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(origin + path)}"/>`,
    );
    const fallbackPath = group[defaultLanguage] ?? entries[0]?.[1];
    if (fallbackPath)
      links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + fallbackPath)}"/>`);
    for (const [, path] of entries) {
      lines.push("  <url>", `    <loc>${escapeXml(origin + path)}</loc>`, ...links, "  </url>");
    }
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}
