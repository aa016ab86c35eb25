// Projects (new construction): the list, the detail page with its unit price list, documents,
// constructions (the project's properties) and other projects. A project may live on another site
// (external_url): every link to it then points there.
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { slugify } from "../../../domain/slug.ts";
import { isSoldOut } from "../../../domain/sold-out.ts";
import type { Language } from "../../../i18n/languages.ts";
import { href } from "../../../i18n/links.ts";
import { messagesFor } from "../../../i18n/messages.server.ts";
import type { ProjectCard } from "../../../shared/listing-view.ts";
import { localize } from "../../../shared/localize.ts";
import { db } from "../../db/client.ts";
import { media, projectDocuments, projects, projectTexts, projectUnits, properties } from "../../db/schema.ts";
import { priceRangeText } from "./project-summary.ts";

const textHere = alias(projectTexts, "project_text_here");
const textFallback = alias(projectTexts, "project_text_fallback");

/** The project's path on this site, or its external address. */
/**
 * A unit's price counts unless the published listing it is asks its price on request
 * (project-view.ts hides it on the price list too).
 */
const priceShownWithItsListing = sql`not exists (select 1 from ${properties} where ${properties.id} = ${projectUnits.propertyId} and ${properties.status} = 'published' and not ${properties.publishPrice})`;

export function projectHref(
  language: Language,
  project: { id: number; title: string; externalUrl: string | null },
): { href: string; external: boolean } {
  if (project.externalUrl && /^https:\/\//i.test(project.externalUrl))
    return { href: project.externalUrl, external: true };
  return { href: href("project", language, projectParams(project, language)), external: false };
}

/** The project's contact form page (on this site even for a project that lives elsewhere). */
export function projectContactHref(language: Language, project: { id: number; title: string }): string {
  return href("projectContact", language, projectParams(project, language));
}

function projectParams(project: { id: number; title: string }, language: Language) {
  return { slug: slugify(project.title, { language }) || "project", id: project.id };
}

function projectQuery(language: Language, fallback: Language) {
  const photo = db()
    .select({ fileKey: media.fileKey, width: media.width, height: media.height })
    .from(media)
    .where(and(eq(media.projectId, projects.id), eq(media.kind, "photo")))
    .orderBy(media.position)
    .limit(1)
    .as("project_photo");
  return db()
    .select({
      project: projects,
      title: sql<string>`coalesce(${textHere.title}, ${textFallback.title}, '')`,
      description: sql<string>`coalesce(${textHere.description}, ${textFallback.description}, '')`,
      units:
        sql<number>`(select count(*) from ${projectUnits} where ${projectUnits.projectId} = ${projects.id})`.mapWith(
          Number,
        ),
      available:
        sql<number>`(select count(*) from ${projectUnits} where ${projectUnits.projectId} = ${projects.id} and ${projectUnits.status} = 'available')`.mapWith(
          Number,
        ),
      // What the sold-out message counts (app/domain/sold-out.ts): units sold or rented, and the
      // project's published listings with those that are sold or rented (Marquee 3 or 4).
      unitsGone:
        sql<number>`(select count(*) from ${projectUnits} where ${projectUnits.projectId} = ${projects.id} and ${projectUnits.status} in ('sold', 'rented'))`.mapWith(
          Number,
        ),
      constructions:
        sql<number>`(select count(*) from ${properties} where ${properties.projectId} = ${projects.id} and ${properties.status} = 'published')`.mapWith(
          Number,
        ),
      // The price range the card shows: the price list's units still offered, else the listings.
      unitsFrom: sql<
        number | null
      >`(select min(${projectUnits.price}) from ${projectUnits} where ${projectUnits.projectId} = ${projects.id} and ${projectUnits.status} not in ('sold', 'rented') and ${projectUnits.price} > 0 and ${priceShownWithItsListing})`.mapWith(
        Number,
      ),
      unitsTo: sql<
        number | null
      >`(select max(${projectUnits.price}) from ${projectUnits} where ${projectUnits.projectId} = ${projects.id} and ${projectUnits.status} not in ('sold', 'rented') and ${projectUnits.price} > 0 and ${priceShownWithItsListing})`.mapWith(
        Number,
      ),
      listingsFrom: sql<
        number | null
      >`(select min(${properties.price}) from ${properties} where ${properties.projectId} = ${projects.id} and ${properties.status} = 'published' and ${properties.publishPrice} and ${properties.marquee} not in (3, 4) and ${properties.price} > 0)`.mapWith(
        Number,
      ),
      listingsTo: sql<
        number | null
      >`(select max(${properties.price}) from ${properties} where ${properties.projectId} = ${projects.id} and ${properties.status} = 'published' and ${properties.publishPrice} and ${properties.marquee} not in (3, 4) and ${properties.price} > 0)`.mapWith(
        Number,
      ),
      constructionsGone:
        sql<number>`(select count(*) from ${properties} where ${properties.projectId} = ${projects.id} and ${properties.status} = 'published' and ${properties.marquee} in (3, 4))`.mapWith(
          Number,
        ),
      photoKey: photo.fileKey,
      photoWidth: photo.width,
      photoHeight: photo.height,
    })
    .from(projects)
    .leftJoin(textHere, and(eq(textHere.projectId, projects.id), eq(textHere.language, language)))
    .leftJoin(textFallback, and(eq(textFallback.projectId, projects.id), eq(textFallback.language, fallback)))
    .leftJoinLateral(photo, sql`true`)
    .$dynamic();
}

type ProjectRow = Awaited<ReturnType<ReturnType<typeof projectQuery>["execute"]>>[number];

function rangeOf(from: number | null, to: number | null): { from: number; to: number } | null {
  return from !== null && to !== null && from > 0 ? { from, to } : null;
}

function toProjectCard(row: ProjectRow, language: Language, fallback: Language): ProjectCard {
  const link = projectHref(language, { id: row.project.id, title: row.title, externalUrl: row.project.externalUrl });
  return {
    id: row.project.id,
    title: row.title,
    ...link,
    city: localize(row.project.cityNames, language, fallback) || row.project.city,
    zip: row.project.zip,
    delivery: row.project.delivery,
    number: row.project.number,
    units: row.units,
    available: row.available,
    priceRange: priceRangeText(
      row.units > 0 ? rangeOf(row.unitsFrom, row.unitsTo) : rangeOf(row.listingsFrom, row.listingsTo),
      messagesFor(language).catalog.projects,
      language,
    ),
    soldOut: isSoldOut(row),
    photoKey: row.photoKey,
    photoWidth: row.photoWidth,
    photoHeight: row.photoHeight,
  };
}

export async function projectCards(
  language: Language,
  fallback: Language,
  options: { except?: number; limit?: number } = {},
): Promise<ProjectCard[]> {
  const published = eq(projects.status, "published");
  const rows = await projectQuery(language, fallback)
    .where(options.except === undefined ? published : and(published, ne(projects.id, options.except)))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(options.limit ?? 60);
  return rows.map((row) => toProjectCard(row, language, fallback));
}

/** A published project's card alone (a form about it needs no more). */
export async function projectCard(
  id: number,
  language: Language,
  fallback: Language,
): Promise<ProjectCard | undefined> {
  const [row] = await projectQuery(language, fallback).where(
    and(eq(projects.id, id), eq(projects.status, "published")),
  );
  return row ? toProjectCard(row, language, fallback) : undefined;
}

export async function projectDetail(id: number, language: Language, fallback: Language) {
  const [row] = await projectQuery(language, fallback).where(
    and(eq(projects.id, id), eq(projects.status, "published")),
  );
  if (!row) return undefined;
  const [units, documents, photos] = await Promise.all([
    db().select().from(projectUnits).where(eq(projectUnits.projectId, id)).orderBy(asc(projectUnits.position)),
    db()
      .select()
      .from(projectDocuments)
      .where(eq(projectDocuments.projectId, id))
      .orderBy(asc(projectDocuments.position)),
    db().select().from(media).where(eq(media.projectId, id)).orderBy(asc(media.kind), asc(media.position)),
  ]);
  return { row, card: toProjectCard(row, language, fallback), units, documents, media: photos };
}

/** The public name of a document file: its title as a slug, with the stored file's extension. */
export function documentFileName(name: string, fileKey: string): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(fileKey)?.[1]?.toLowerCase() ?? "pdf";
  return `${slugify(name) || "document"}.${extension}`;
}
