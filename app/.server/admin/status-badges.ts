// The status badges' settings as the back office edits them (/admin/banners/): per badge its words in
// each language, its tone and whether it shows on cards and on the detail page. One form for all
// badges, one transaction with its audit line and the change notice.
import { sql } from "drizzle-orm";
import type { StatusBadgesValue } from "../../domain/admin-forms/catalog-label-forms.ts";
import { type BadgeSetting, isBadgeTone, STATUS_BADGES } from "../../domain/status-badges.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import { readBadgeSettings } from "../catalog/status-badge-settings.ts";
import { type Database, db, type Transaction } from "../db/client.ts";
import { statusBadgeSettings } from "../db/status-badges-schema.ts";
import type { Actor } from "./audit.ts";
import { fieldChanges } from "./edit-record.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";

/** The badges' version: their last save, or "none" before the first. */
export async function badgesVersion(database: Database | Transaction = db()): Promise<string> {
  const [row] = await database
    .select({
      at: sql<
        string | null
      >`to_char(max(${statusBadgeSettings.updatedAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
    })
    .from(statusBadgeSettings);
  return row?.at ?? "none";
}

export type BadgesSave =
  | { outcome: "saved"; changed: number }
  | { outcome: "unchanged" }
  | { outcome: "stale"; version: string };

/** Stores the badges' settings, unless someone saved them since the form was opened. */
export function saveStatusBadges(
  actor: Actor,
  value: StatusBadgesValue,
  database: Database = db(),
): Promise<BadgesSave> {
  return staffChange<BadgesSave>(
    actor,
    async (tx) => {
      // One lock for the whole set: the rows may not exist yet, so no row lock would do.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('status_badge_settings'))`);
      const version = await badgesVersion(tx);
      if (version !== value.version) return unchanged({ outcome: "stale", version } as const);
      const before = await readBadgeSettings(tx);
      const changes: Record<string, { before: unknown; after: unknown }> = {};
      for (const badge of STATUS_BADGES) {
        const typed = value.badges[badge];
        const next: BadgeSetting = {
          labels: Object.fromEntries(LANGUAGES.flatMap((l) => (typed.labels[l] ? [[l, typed.labels[l]]] : []))),
          tone: isBadgeTone(typed.tone) ? typed.tone : before[badge].tone,
          onCards: typed.onCards,
          onDetail: typed.onDetail,
        };
        const diff = fieldChanges(flat(before[badge]), flat(next));
        if (Object.keys(diff).length === 0) continue;
        for (const [field, change] of Object.entries(diff)) changes[`${badge}.${field}`] = change;
        await tx
          .insert(statusBadgeSettings)
          .values({ badge, ...next })
          .onConflictDoUpdate({ target: statusBadgeSettings.badge, set: { ...next, updatedAt: sql`now()` } });
      }
      const count = Object.keys(changes).length;
      if (count === 0) return unchanged({ outcome: "unchanged" } as const);
      return changed(
        { outcome: "saved", changed: count } as const,
        { action: "settings.status-badges", subject: "site-settings", changes },
        { announces: true },
      );
    },
    database,
  );
}

function flat(setting: BadgeSetting): Record<string, unknown> {
  return {
    ...Object.fromEntries(LANGUAGES.map((language) => [`label.${language}`, setting.labels[language] ?? ""])),
    tone: setting.tone,
    onCards: setting.onCards,
    onDetail: setting.onDetail,
  };
}
