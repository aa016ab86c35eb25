// Reading and saving the settings row. A save locks the row, refuses when the row changed since the
// form was opened (saying who changed which fields, from the audit log), writes the columns and the
// audit line and the notice that tells every instance to drop the pages and settings it keeps in one
// transaction (staffChange()), so the new footer shows everywhere at once.
import { eq } from "drizzle-orm";
import { type Database, db } from "../../db/client.ts";
import { siteSettings } from "../../db/schema.ts";
import type { Actor } from "../audit.ts";
import { type ChangeSince, changesSince, fieldChanges, isStale, recordVersion } from "../edit-record.ts";
import { changed, staffChange, unchanged } from "../staff-change.ts";
import type { SettingsRow, SettingsSection } from "./section.ts";

export const SETTINGS_SUBJECT = "site-settings";

export async function readSettings(database: Database = db()): Promise<SettingsRow> {
  const [row] = await database.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) throw new Error("The site has no settings: the database was not seeded.");
  return row;
}

export type SaveOutcome = { saved: true; changed: string[] } | { conflict: ChangeSince[]; version: string };

export async function saveSettingsSection<V>(
  section: SettingsSection<V>,
  value: V,
  version: string,
  actor: Actor,
  database: Database = db(),
): Promise<SaveOutcome> {
  return staffChange<SaveOutcome>(
    actor,
    async (tx) => {
      const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
      if (!row) throw new Error("The site has no settings: the database was not seeded.");
      const before = section.audited(row);
      // One version for the whole row: a save made after someone else's, in any section, is refused
      // and shown what they changed, rather than guessing that their change and this one do not meet.
      if (isStale(row.updatedAt, version))
        return unchanged({
          conflict: await changesSince(SETTINGS_SUBJECT, version, tx),
          version: recordVersion(row.updatedAt),
        });
      const patch = section.patch(value, row);
      const changes = fieldChanges(before, section.audited({ ...row, ...patch }));
      if (Object.keys(changes).length === 0) return unchanged({ saved: true, changed: [] });
      await tx
        .update(siteSettings)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(siteSettings.id, 1));
      return changed(
        { saved: true, changed: Object.keys(changes) },
        { action: "settings.save", subject: SETTINGS_SUBJECT, changes, details: { section: section.id } },
        { announces: true },
      );
    },
    database,
  );
}
