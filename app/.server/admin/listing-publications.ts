// Where a listing is advertised, as staff keep it in the back office: the portals of the fixed list
// (app/domain/portals.ts), since when, and the advert's address. The owner portal's "online media"
// reads the same rows (owner-stats.ts). A save writes the whole list in one transaction with one
// audit line (the list before and after); a save made on a list someone changed since the page was
// opened (a colleague, a portal figures import, the CRM feed) is refused, so nobody's row is lost.
// Nothing of it is on the public site, so no change notice goes out.
import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { PublicationRow } from "../../domain/admin-forms/publication-forms.ts";
import type { Language } from "../../i18n/languages.ts";
import { type Database, db, type Transaction } from "../db/client.ts";
import { properties } from "../db/schema.ts";
import { propertyPublications } from "../db/stats-schema.ts";
import { type Actor, auditSubject } from "./audit.ts";
import { photoOwner } from "./photos.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";

export interface StoredPublication {
  portal: string;
  since: string;
  url: string | null;
}

async function publicationRows(tx: Database | Transaction, propertyId: number): Promise<StoredPublication[]> {
  return tx
    .select({ portal: propertyPublications.portal, since: propertyPublications.since, url: propertyPublications.url })
    .from(propertyPublications)
    .where(eq(propertyPublications.propertyId, propertyId))
    .orderBy(asc(propertyPublications.since), asc(propertyPublications.portal));
}

/** The list's fingerprint: it changes with any row added, removed or changed, whoever did it. */
export function publicationsVersion(rows: readonly StoredPublication[]): string {
  const canonical = [...rows]
    .sort((a, b) => a.portal.localeCompare(b.portal))
    .map((row) => [row.portal, row.since, row.url ?? ""]);
  return createHash("sha256").update(JSON.stringify(canonical)).digest("base64url").slice(0, 32);
}

/** The page's data: the listing's heading, where it came from, its publications and their fingerprint. */
export async function listingPublicationsState(propertyId: number, language: Language, fallback: Language) {
  const heading = await photoOwner({ kind: "property", id: propertyId }, language, fallback);
  if (!heading) return undefined;
  const [source] = await db()
    .select({ source: properties.source })
    .from(properties)
    .where(eq(properties.id, propertyId));
  const rows = await publicationRows(db(), propertyId);
  return {
    property: { id: heading.id, reference: heading.reference, title: heading.title, status: heading.status },
    fromFeed: source?.source === "feed",
    publications: rows,
    version: publicationsVersion(rows),
  };
}

export type PublicationsSaved =
  | { kind: "gone" }
  | { kind: "conflict"; publications: StoredPublication[]; version: string }
  | { kind: "saved"; changed: boolean; version: string };

/**
 * Replaces the listing's publications with `wanted`, when the stored list is still the one the form
 * showed (`base`). The listing's row is locked first, as the import and the figures import write
 * publications in their own transactions, so two saves cannot both find the old list.
 */
export async function saveListingPublications(
  propertyId: number,
  wanted: readonly PublicationRow[],
  base: string,
  actor: Actor,
): Promise<PublicationsSaved> {
  return staffChange<PublicationsSaved>(actor, async (tx) => {
    const [listing] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for("update");
    if (!listing) return unchanged({ kind: "gone" as const });
    const before = await publicationRows(tx, propertyId);
    const version = publicationsVersion(before);
    if (version !== base) return unchanged({ kind: "conflict" as const, publications: before, version });
    const after: StoredPublication[] = wanted.map((row) => ({ portal: row.portal, since: row.since, url: row.url }));
    const newVersion = publicationsVersion(after);
    if (newVersion === version) return unchanged({ kind: "saved" as const, changed: false, version });
    await tx.delete(propertyPublications).where(eq(propertyPublications.propertyId, propertyId));
    if (after.length > 0) await tx.insert(propertyPublications).values(after.map((row) => ({ propertyId, ...row })));
    return changed(
      { kind: "saved" as const, changed: true, version: newVersion },
      {
        action: "property.publications",
        subject: auditSubject("property", propertyId),
        changes: { publications: { before, after } },
      },
      // The owner portal reads the rows on every visit and keeps nothing; the public site shows none.
      { announces: false },
    );
  });
}
