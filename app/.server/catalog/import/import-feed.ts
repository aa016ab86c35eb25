// Imports a CRM feed (docs/import.md): types, properties with their texts, photos, videos and tours.
// Idempotent: a row is written only when it differs from what is stored, so importing the same feed
// twice changes nothing. A full feed unpublishes the published properties it does not list.
import { and, eq, sql } from "drizzle-orm";
import { isEmbeddableTour, parseVideoUrl } from "../../../domain/media-urls.ts";
import { isLanguage, type Language } from "../../../i18n/languages.ts";
import type { Localized } from "../../../shared/localize.ts";
import { announceContentChange } from "../../content-changes.ts";
import type { Database } from "../../db/client.ts";
import { media, projects, properties, propertyTexts, propertyTypes, siteSettings } from "../../db/schema.ts";
import { forgetCatalogIndex } from "../catalog-index.ts";
import type { Feed, FeedProperty } from "./feed-schema.ts";
import { storePhoto } from "./import-photos.ts";
export interface ImportReport {
  types: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  unpublished: number;
  photosCopied: number;
  warnings: string[];
}

export interface ImportOptions {
  /** Folder of the feed file: photo paths are relative to it. */
  feedDir: string;
  dataDir: string;
  log?: (line: string) => void;
}

type MediaRow = {
  kind: "photo" | "video" | "tour";
  position: number;
  fileKey: string | null;
  url: string | null;
  width: number | null;
  height: number | null;
};

/** Stable comparison of stored and wanted values (key order and undefined-vs-null do not count). */
function same(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === "object" && !(value instanceof Date)) {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== undefined && v !== null)
          .sort(([x], [y]) => x.localeCompare(y))
          .map(([k, v]) => [k, canonical(v)]),
      );
    }
    return value instanceof Date ? value.toISOString() : value;
  };
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function propertyValues(item: FeedProperty, cityNames: Localized, projectIds: Set<number>) {
  return {
    reference: item.Reference,
    status: "published" as const,
    goal: item.Goal,
    typeWebId: item.WebID,
    projectId: item.ProjectID && projectIds.has(item.ProjectID) ? item.ProjectID : null,
    marquee: item.Marquee,
    price: item.Price ?? null,
    publishPrice: item.PublishPrice,
    priceUnit: item.PriceUnit ?? null,
    publishAddress: item.PublishAddress,
    street: item.Street,
    houseNumber: item.HouseNumber,
    boxNr: item.BoxNr,
    zip: item.Zip,
    city: item.City,
    cityNames,
    countryId: item.CountryID,
    latitude: item.Latitude ?? null,
    longitude: item.Longitude ?? null,
    energyPerformance: item.EnergyPerformance ?? null,
    epcLabelText: item.EPCLabelText,
    bedrooms: item.Bedrooms ?? null,
    bathrooms: item.Bathrooms ?? null,
    livingArea: item.LivingArea ?? null,
    plotArea: item.PlotArea ?? null,
    details: item.Details,
  };
}

async function importTypes(db: Database, feed: Feed): Promise<number> {
  const byId = new Map<number, { showOrder: number; sale: boolean; rent: boolean; names: Localized }>();
  for (const type of feed.types) {
    const entry = byId.get(type.WebID) ?? { showOrder: type.ShowOrder, sale: type.Sale, rent: type.Rent, names: {} };
    entry.names[type.language] = type.Name;
    byId.set(type.WebID, entry);
  }
  let written = 0;
  for (const [webId, entry] of byId) {
    const [stored] = await db.select().from(propertyTypes).where(eq(propertyTypes.webId, webId));
    if (stored && same({ ...stored, webId: undefined }, entry)) continue;
    await db
      .insert(propertyTypes)
      .values({ webId, ...entry })
      .onConflictDoUpdate({ target: propertyTypes.webId, set: entry });
    written++;
  }
  return written;
}

export async function importFeed(db: Database, feed: Feed, options: ImportOptions): Promise<ImportReport> {
  const log = options.log ?? (() => {});
  const report: ImportReport = {
    types: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    unpublished: 0,
    photosCopied: 0,
    warnings: [],
  };
  const [settings] = await db.select({ defaultLanguage: siteSettings.defaultLanguage }).from(siteSettings);
  const fallback: Language = settings && isLanguage(settings.defaultLanguage) ? settings.defaultLanguage : "nl";
  report.types = await importTypes(db, feed);
  const typeIds = new Set(
    (await db.select({ webId: propertyTypes.webId }).from(propertyTypes)).map((row) => row.webId),
  );
  const projectIds = new Set((await db.select({ id: projects.id }).from(projects)).map((row) => row.id));

  const teasers = new Map<number, Feed["teasers"]>();
  for (const teaser of feed.teasers) teasers.set(teaser.ID, [...(teasers.get(teaser.ID) ?? []), teaser]);

  for (const item of feed.properties) {
    if (!typeIds.has(item.WebID)) {
      report.skipped++;
      report.warnings.push(`property ${item.ID}: unknown type WebID ${item.WebID}`);
      continue;
    }
    if (item.ProjectID && !projectIds.has(item.ProjectID))
      report.warnings.push(`property ${item.ID}: unknown project ${item.ProjectID}`);
    const texts = teasers.get(item.ID) ?? [];
    if (texts.length === 0) report.warnings.push(`property ${item.ID}: no teaser (headline) in any language`);
    // The city's name per language comes from the teasers; the feed's City is the default language's.
    const cityNames: Localized = { [fallback]: item.City };
    for (const teaser of texts) if (teaser.City) cityNames[teaser.language] = teaser.City;

    const photos: MediaRow[] = [];
    for (const [position, photo] of item.Photos.entries()) {
      try {
        const stored = await storePhoto(item.ID, photo, options.feedDir, options.dataDir);
        if (stored.copied) report.photosCopied++;
        photos.push({
          kind: "photo",
          position,
          fileKey: stored.fileKey,
          url: null,
          width: stored.width,
          height: stored.height,
        });
      } catch (error) {
        report.warnings.push(
          `property ${item.ID}, photo ${position + 1}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    // Only links the domain rules recognise are kept (SPEC.md section 5); the rest are reported.
    const recognised = (urls: string[], kind: "video" | "tour", accepts: (url: string) => boolean) =>
      urls.filter((url) => {
        if (accepts(url)) return true;
        report.warnings.push(`property ${item.ID}: ${kind} link not recognised: ${url}`);
        return false;
      });
    const videos = recognised(item.Videos, "video", (url) => parseVideoUrl(url) !== undefined);
    const tours = recognised(item.Tours, "tour", isEmbeddableTour);
    const wantedMedia: MediaRow[] = [
      ...photos,
      ...videos.map((url, position) => ({
        kind: "video" as const,
        position,
        fileKey: null,
        url,
        width: null,
        height: null,
      })),
      ...tours.map((url, position) => ({
        kind: "tour" as const,
        position,
        fileKey: null,
        url,
        width: null,
        height: null,
      })),
    ];
    const values = propertyValues(item, cityNames, projectIds);

    const outcome = await db.transaction(async (tx) => {
      const [stored] = await tx.select().from(properties).where(eq(properties.id, item.ID));
      const storedTexts = await tx.select().from(propertyTexts).where(eq(propertyTexts.propertyId, item.ID));
      const storedMedia = await tx
        .select({
          kind: media.kind,
          position: media.position,
          fileKey: media.fileKey,
          url: media.url,
          width: media.width,
          height: media.height,
        })
        .from(media)
        .where(eq(media.propertyId, item.ID))
        .orderBy(media.kind, media.position);
      const storedValues = stored
        ? Object.fromEntries(Object.keys(values).map((key) => [key, stored[key as keyof typeof stored]]))
        : undefined;
      const wantedTexts = texts.map((t) => ({
        language: t.language,
        title: t.TypeDescription,
        description: t.Description,
      }));
      const currentTexts = storedTexts.map((t) => ({
        language: t.language,
        title: t.title,
        description: t.description,
      }));
      const sortMedia = (rows: MediaRow[]) =>
        [...rows].sort((a, b) => a.kind.localeCompare(b.kind) || a.position - b.position);
      const changedRow = !stored || !same(storedValues, values);
      const changedTexts = !same(
        [...currentTexts].sort((a, b) => a.language.localeCompare(b.language)),
        [...wantedTexts].sort((a, b) => a.language.localeCompare(b.language)),
      );
      const changedMedia = !same(sortMedia(storedMedia), sortMedia(wantedMedia));
      if (!changedRow && !changedTexts && !changedMedia) return "unchanged" as const;
      const publishedAt = item.PublishedAt ? new Date(item.PublishedAt) : undefined;
      if (!stored) {
        await tx.insert(properties).values({ id: item.ID, ...values, ...(publishedAt ? { publishedAt } : {}) });
      } else if (changedRow) {
        await tx
          .update(properties)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(properties.id, item.ID));
      }
      if (changedTexts) {
        await tx.delete(propertyTexts).where(eq(propertyTexts.propertyId, item.ID));
        if (wantedTexts.length > 0)
          await tx.insert(propertyTexts).values(wantedTexts.map((t) => ({ propertyId: item.ID, ...t })));
      }
      if (changedMedia) {
        await tx.delete(media).where(eq(media.propertyId, item.ID));
        if (wantedMedia.length > 0)
          await tx.insert(media).values(wantedMedia.map((row) => ({ propertyId: item.ID, ...row })));
      }
      return stored ? ("updated" as const) : ("created" as const);
    });
    report[outcome]++;
  }

  if (feed.full) {
    const listed = feed.properties.map((item) => item.ID);
    const gone = await db
      .update(properties)
      .set({ status: "unpublished", updatedAt: new Date() })
      .where(
        and(
          eq(properties.status, "published"),
          listed.length > 0 ? sql`not (${properties.id} = any(${sql.param(listed)}::int[]))` : sql`true`,
        ),
      )
      .returning({ id: properties.id });
    report.unpublished = gone.length;
  }
  forgetCatalogIndex();
  // Running servers drop their kept pages and counts (the import is often a process of its own).
  await announceContentChange(db);
  log(
    `types ${report.types}, created ${report.created}, updated ${report.updated}, unchanged ${report.unchanged}, skipped ${report.skipped}, unpublished ${report.unpublished}, photos copied ${report.photosCopied}`,
  );
  return report;
}
