// Where the site's own pictures are used, and the cleaning of those used nowhere. A site picture is
// stored as soon as its field sends it (site-pictures.ts), before the form that uses it is saved: a
// picture whose form is never saved, or that a later save replaced or removed, would stay forever.
//
// The keys live in the rows of three tables, and every row of them is read whole (all its columns as
// one JSON text), so a picture field added to one of them later is found without a change here:
//   site_settings  the agency's logo (agency.logo)
//   pages          a page's banner pictures, its image and its logo (params.banner.images, .image, .logo)
//   modules        a module's background picture and gallery, published (settings) and in its draft (draft)
// A form that starts keeping site pictures in another table must add that table to SITE_PICTURE_TABLES:
// site-picture-references.test.ts fails until the forms that store site keys are all accounted for.
import { readdir } from "node:fs/promises";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { mediaOriginals } from "../db/media-schema.ts";
import { modules, pages, siteSettings } from "../db/schema.ts";
import { forgetLocalCopies } from "../images/local-copies.ts";
import { originalsDir } from "../images/originals-dir.ts";
import { SITE_PICTURE_PREFIX } from "../images/site-picture-key.ts";

/** The tables whose rows may hold a site picture's key (see above). */
export const SITE_PICTURE_TABLES = [siteSettings, pages, modules] as const;

/** How long an unused picture is kept: a form still open in a browser keeps the picture it was sent. */
export const SITE_PICTURE_GRACE_MS = 24 * 60 * 60 * 1000;

/** A site key inside a row's JSON text ("site-" and the key's letters; keys hold no quote or backslash). */
const KEY_PATTERN = `${SITE_PICTURE_PREFIX}[A-Za-z0-9_-]+`;

/** One query: every site key any row of SITE_PICTURE_TABLES names, one row a key ("key"). */
function referencedKeys(): SQL {
  const perTable = SITE_PICTURE_TABLES.map(
    (table) =>
      sql`select found[1] as key from ${table}, regexp_matches(to_jsonb(${table})::text, ${KEY_PATTERN}, 'g') as found`,
  );
  return sql.join(perTable, sql` union `);
}

/** Every site picture key the site reads: the settings, every page and every module, draft included. */
export async function sitePictureReferences(database: Database): Promise<Set<string>> {
  const result = await database.execute<{ key: string }>(referencedKeys());
  return new Set(result.rows.map((row) => row.key));
}

export interface SitePictureCleaning {
  /** The keys taken out of the database: no instance serves them any more. */
  removed: string[];
  /** This instance's files that went with them (masters copied from the database, rendered sizes). */
  localFiles: number;
}

/**
 * Deletes the site pictures older than `graceMs` that no settings, page or module names, with this
 * instance's copies and sizes of them; and this instance's copies of site pictures another instance
 * cleaned away (each instance runs this, so each disk is cleaned by its own). One statement decides
 * and deletes: several processes running it at once delete each picture once, and a second run finds
 * nothing. Only keys starting "site-" are ever touched.
 */
export async function cleanUnusedSitePictures(
  database: Database,
  dataDir: string,
  options: { now?: Date; graceMs?: number } = {},
): Promise<SitePictureCleaning> {
  const before = new Date((options.now ?? new Date()).getTime() - (options.graceMs ?? SITE_PICTURE_GRACE_MS));
  const deleted = await database.execute<{ key: string }>(sql`
    with used as (${referencedKeys()})
    delete from ${mediaOriginals} m
    where m.key like ${`${SITE_PICTURE_PREFIX}%`}
      and m.created_at < ${before.toISOString()}
      and not exists (select 1 from used where used.key = m.key)
    returning m.key`);
  const removed = deleted.rows.map((row) => row.key);
  let localFiles = 0;
  for (const key of removed) localFiles += await forgetLocalCopies(dataDir, key);
  localFiles += await forgetCleanedCopies(database, dataDir);
  return { removed, localFiles };
}

/** The site pictures on this instance's disk whose master the database no longer has: their files go. */
async function forgetCleanedCopies(database: Database, dataDir: string): Promise<number> {
  const names = await readdir(originalsDir(dataDir)).catch(() => [] as string[]);
  const onDisk = [
    ...new Set(names.filter((name) => name.startsWith(SITE_PICTURE_PREFIX)).map((name) => name.split(".")[0] ?? "")),
  ].filter(Boolean);
  if (onDisk.length === 0) return 0;
  const kept = await database
    .select({ key: mediaOriginals.key })
    .from(mediaOriginals)
    .where(inArray(mediaOriginals.key, onDisk));
  const known = new Set(kept.map((row) => row.key));
  let removed = 0;
  for (const key of onDisk) if (!known.has(key)) removed += await forgetLocalCopies(dataDir, key);
  return removed;
}
