// Reading and saving the settings row. A save locks the row; when the row changed since the form was
// opened, the form's fields are merged with what is stored (edit-merge.ts): a field only the other
// save changed is taken from it, one both changed differently is left for the manager to choose
// (who changed it is read from the audit log). It writes the columns and the
// audit line and the notice that tells every instance to drop the pages and settings it keeps in one
// transaction (staffChange()), so the new footer shows everywhere at once.
import { eq } from "drizzle-orm";
import type { MergedEdit } from "../../../domain/edit-merge.ts";
import { type Database, db } from "../../db/client.ts";
import { siteSettings } from "../../db/schema.ts";
import type { Actor } from "../audit.ts";
import { type FormMerge, mergeFormFields } from "../edit-merge-form.ts";
import { type ChangeSince, changesSince, fieldChanges, isStale, recordVersion } from "../edit-record.ts";
import { changed, staffChange, unchanged } from "../staff-change.ts";
import {
  parseSettings,
  type SettingsFieldErrors,
  type SettingsFields,
  type SettingsRow,
  type SettingsSection,
} from "./section.ts";

export const SETTINGS_SUBJECT = "site-settings";

export async function readSettings(database: Database = db()): Promise<SettingsRow> {
  const [row] = await database.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) throw new Error("The site has no settings: the database was not seeded.");
  return row;
}

/** A stale form merged with the stored row that needs the manager: the fields to choose. */
export interface SettingsMergeConflict {
  merged: MergedEdit;
  mine: SettingsFields;
  theirs: SettingsFields;
  /** The merged fields' errors, when they do not read as valid settings. */
  errors?: SettingsFieldErrors;
}

export type SaveOutcome =
  | { saved: true; changed: string[]; taken: string[] }
  | { conflict: ChangeSince[]; version: string; merge?: SettingsMergeConflict };

export async function saveSettingsSection<V>(
  section: SettingsSection<V>,
  value: V,
  version: string,
  actor: Actor,
  database: Database = db(),
  merge?: FormMerge,
): Promise<SaveOutcome> {
  return staffChange<SaveOutcome>(
    actor,
    async (tx) => {
      const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
      if (!row) throw new Error("The site has no settings: the database was not seeded.");
      const before = section.audited(row);
      // One version for the whole row; a save made after someone else's is merged field by field
      // with this section's fields as stored now (a change in another section meets none of them).
      // Without a merge (no form behind the save) it is refused with what they changed.
      const stale = isStale(row.updatedAt, version);
      let checked = value;
      let taken: string[] = [];
      if (stale && !merge)
        return unchanged({
          conflict: await changesSince(SETTINGS_SUBJECT, version, tx),
          version: recordVersion(row.updatedAt),
        });
      if (merge && (stale || merge.takeTheirs.size > 0)) {
        const theirs = section.toForm(row);
        const mine = section.toForm({ ...row, ...section.patch(value, row) });
        const merged = mergeFormFields(mine, theirs, merge);
        const read = merged.conflicts.length > 0 ? undefined : parseSettings(section, merged.fields, row);
        if (!read || "errors" in read)
          return unchanged({
            conflict: stale ? await changesSince(SETTINGS_SUBJECT, version, tx) : [],
            version: recordVersion(row.updatedAt),
            merge: { merged, mine, theirs, ...(read && "errors" in read ? { errors: read.errors } : {}) },
          });
        checked = read.value;
        taken = merged.taken;
      }
      const patch = section.patch(checked, row);
      const changes = fieldChanges(before, section.audited({ ...row, ...patch }));
      if (Object.keys(changes).length === 0) return unchanged({ saved: true, changed: [], taken });
      await tx
        .update(siteSettings)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(siteSettings.id, 1));
      return changed(
        { saved: true, changed: Object.keys(changes), taken },
        { action: "settings.save", subject: SETTINGS_SUBJECT, changes, details: { section: section.id } },
        { announces: true },
      );
    },
    database,
  );
}
