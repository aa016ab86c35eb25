// The back office's list of listings: every property, drafts and offline ones included, newest change
// first, searched by reference, title, street (with its number), postcode or municipality and
// filtered by status and goal. Archived
// listings are left out unless asked for.
import { and, count, desc, eq, exists, ilike, isNotNull, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { GOAL_SALE } from "../../domain/listing.ts";
import type { Language } from "../../i18n/languages.ts";
import { LISTING_STATUS_FILTERS, type ListingStatusFilter } from "../../shared/listing-statuses.ts";
import { localize } from "../../shared/localize.ts";
import { db } from "../db/client.ts";
import { media, projects, projectTexts, properties, propertyTexts, propertyTypes } from "../db/schema.ts";
import { containsPattern, pageNumberOf, searchQueryOf } from "./paging.ts";

export const LISTINGS_PER_PAGE = 50;

export interface ListingFilters {
  query: string;
  status: ListingStatusFilter | null;
  goal: "sale" | "rent" | null;
  page: number;
}

export function listingFiltersOf(search: URLSearchParams): ListingFilters {
  const status = search.get("status") ?? "";
  const goal = search.get("goal");
  return {
    query: searchQueryOf(search),
    status: (LISTING_STATUS_FILTERS as readonly string[]).includes(status) ? (status as ListingStatusFilter) : null,
    goal: goal === "sale" || goal === "rent" ? goal : null,
    page: pageNumberOf(search),
  };
}

function conditions(filters: ListingFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.status === "archived") where.push(isNotNull(properties.archivedAt));
  else {
    where.push(isNull(properties.archivedAt));
    if (filters.status) where.push(eq(properties.status, filters.status));
  }
  if (filters.goal)
    where.push(filters.goal === "sale" ? eq(properties.goal, GOAL_SALE) : ne(properties.goal, GOAL_SALE));
  if (filters.query) {
    const pattern = containsPattern(filters.query);
    where.push(
      or(
        ilike(properties.reference, pattern),
        ilike(properties.city, pattern),
        // "Molenstraat 7" as an agent says it; the postcode as they know the area.
        sql`concat_ws(' ', ${properties.street}, ${properties.houseNumber}) ilike ${pattern}`,
        ilike(properties.zip, pattern),
        sql`${properties.id}::text = ${filters.query}`,
        exists(
          db()
            .select({ one: sql`1` })
            .from(propertyTexts)
            .where(and(eq(propertyTexts.propertyId, properties.id), ilike(propertyTexts.title, pattern))),
        ),
      ),
    );
  }
  return and(...where);
}

export interface ListingRow {
  id: number;
  reference: string | null;
  title: string;
  typeName: string;
  city: string;
  goal: number;
  price: number | null;
  status: "draft" | "published" | "unpublished";
  archived: boolean;
  fromFeed: boolean;
  photos: number;
  updatedAt: string;
}

export async function listingList(
  filters: ListingFilters,
  language: Language,
  fallback: Language,
): Promise<{ rows: ListingRow[]; total: number }> {
  const where = conditions(filters);
  const [counted] = await db().select({ total: count() }).from(properties).where(where);
  const title = sql<string | null>`coalesce(
    (select ${propertyTexts.title} from ${propertyTexts} where ${propertyTexts.propertyId} = ${properties.id} and ${propertyTexts.language} = ${language}),
    (select ${propertyTexts.title} from ${propertyTexts} where ${propertyTexts.propertyId} = ${properties.id} order by ${propertyTexts.language} = ${fallback} desc limit 1))`;
  const photos = sql<number>`(select count(*)::int from ${media} where ${media.propertyId} = ${properties.id} and ${media.kind} = 'photo')`;
  const rows = await db()
    .select({
      id: properties.id,
      reference: properties.reference,
      title,
      typeNames: propertyTypes.names,
      cityNames: properties.cityNames,
      city: properties.city,
      goal: properties.goal,
      price: properties.price,
      status: properties.status,
      archivedAt: properties.archivedAt,
      source: properties.source,
      photos,
      updatedAt: properties.updatedAt,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.webId, properties.typeWebId))
    .where(where)
    .orderBy(desc(properties.updatedAt), desc(properties.id))
    .limit(LISTINGS_PER_PAGE)
    .offset((filters.page - 1) * LISTINGS_PER_PAGE);
  return {
    total: counted?.total ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      title: row.title ?? "",
      typeName: localize(row.typeNames, language, fallback),
      city: localize(row.cityNames, language, fallback) || row.city,
      goal: row.goal,
      price: row.price,
      status: row.status,
      archived: row.archivedAt !== null,
      fromFeed: row.source === "feed",
      photos: row.photos,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

/** The choices of the editor's selects: types (with the goals they fit) and projects, named in `language`. */
export async function listingChoices(language: Language, fallback: Language) {
  const types = await db().select().from(propertyTypes).orderBy(propertyTypes.showOrder, propertyTypes.webId);
  const projectRows = await db()
    .select({ id: projects.id, number: projects.number, title: projectTexts.title, language: projectTexts.language })
    .from(projects)
    .leftJoin(projectTexts, eq(projectTexts.projectId, projects.id))
    .orderBy(projects.id);
  const projectNames = new Map<number, { number: string | null; titles: Record<string, string> }>();
  for (const row of projectRows) {
    const entry = projectNames.get(row.id) ?? { number: row.number, titles: {} };
    if (row.language && row.title) entry.titles[row.language] = row.title;
    projectNames.set(row.id, entry);
  }
  return {
    types: types.map((type) => ({
      webId: type.webId,
      sale: type.sale,
      rent: type.rent,
      name: localize(type.names, language, fallback),
    })),
    projects: [...projectNames].map(([id, entry]) => ({
      id,
      name: localize(entry.titles, language, fallback) || entry.number || String(id),
    })),
  };
}
