// A page's editor saved on a version someone saved over: the posted fields merged one by one with the
// page as stored now (edit-merge.ts), before the save itself; the fields both changed differently come
// back to choose, named in the staff member's language. A save that lands between this merge and its
// own lock is still refused whole by the save (page-edits.ts), as before.
import { eq } from "drizzle-orm";
import type { MergedEdit } from "../../domain/edit-merge.ts";
import type { AdminPagesMessages } from "../../i18n/messages/admin-pages.ts";
import type { FormValues } from "../../shared/page-form-fields.ts";
import { db } from "../db/client.ts";
import { pages } from "../db/schema.ts";
import { auditSubject } from "./audit.ts";
import { type FieldDescription, type FormMerge, mergeFormFields } from "./edit-merge-form.ts";
import { type ChangeSince, changesSince, isStale, recordVersion } from "./edit-record.ts";
import { pageFormValues } from "./page-form.ts";

export type PageMerge =
  | { kind: "missing" }
  /** What to save, on which version, and the fields taken from the other save. */
  | { kind: "save"; values: FormValues; version: string; taken: string[] }
  | {
      kind: "conflict";
      merged: MergedEdit;
      mine: FormValues;
      theirs: FormValues;
      changes: ChangeSince[];
      storedAt: Date;
    };

/** The posted page fields merged with the page as stored, when it changed since `version` or a choice was made. */
export async function mergePageSave(
  id: number,
  version: string,
  posted: FormValues,
  merge: FormMerge,
): Promise<PageMerge> {
  const [row] = await db().select().from(pages).where(eq(pages.id, id));
  if (!row) return { kind: "missing" };
  const stale = isStale(row.updatedAt, version);
  if (!stale && merge.takeTheirs.size === 0) return { kind: "save", values: posted, version, taken: [] };
  const theirs = pageFormValues(row);
  const merged = mergeFormFields(posted, theirs, merge);
  if (merged.conflicts.length > 0)
    return {
      kind: "conflict",
      merged,
      mine: posted,
      theirs,
      changes: stale ? await changesSince(auditSubject("page", id), version) : [],
      storedAt: row.updatedAt,
    };
  return { kind: "save", values: merged.fields, version: recordVersion(row.updatedAt), taken: merged.taken };
}

/** The audit line's name of a page field: its texts, paths, SEO, flags and banner are one column each. */
export function pageAuditKey(field: string): string {
  const [head = field] = field.split(".");
  if (head === "slug") return "slugs";
  return head;
}

/** A page field's label ("Titel (NL)", "SEO-titel (...) (FR)") and its value as read. */
export function pageFieldDescriber(p: AdminPagesMessages): (field: string) => FieldDescription {
  const asIs = (value: string) => value;
  const seoFields: Record<string, string> = p.seoFields;
  const flags: Record<string, string> = p.flagLabels;
  const bannerTypes: Record<string, string> = p.bannerTypes;
  return (field) => {
    const parts = field.split(".");
    const [head = field] = parts;
    const code = (index: number) => ` (${(parts[index] ?? "").toUpperCase()})`;
    if (head === "name") return { label: p.name, shown: asIs };
    if (head === "title") return { label: `${p.pageTitle}${code(1)}`, shown: asIs };
    if (head === "slug") return { label: `${p.path}${code(1)}`, shown: asIs };
    if (head === "description") return { label: `${p.description}${code(1)}`, shown: asIs };
    if (head === "seo") return { label: `${seoFields[parts[2] ?? ""] ?? field}${code(1)}`, shown: asIs };
    if (head === "flags") return { label: flags[parts[1] ?? ""] ?? field, shown: asIs };
    if (field === "banner.type") return { label: p.bannerType, shown: (value) => bannerTypes[value] ?? value };
    if (field === "banner.color") return { label: p.bannerColor, shown: asIs };
    if (field === "banner.images") return { label: p.bannerImages, shown: asIs };
    if (field === "banner.video") return { label: p.bannerVideo, shown: asIs };
    if (parts[1] === "title") return { label: `${p.bannerTitle}${code(2)}`, shown: asIs };
    if (parts[1] === "description") return { label: `${p.bannerDescription}${code(2)}`, shown: asIs };
    if (head === "image") return { label: p.image, shown: asIs };
    if (head === "logo") return { label: p.logo, shown: asIs };
    return { label: field, shown: asIs };
  };
}
