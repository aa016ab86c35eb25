// A page's editor or one of its modules' forms saved on a version someone saved over: the posted
// fields merged one by one with the record as locked by the save (edit-merge.ts), inside the save's
// transaction, so nothing can land between the merge and the write. The fields both changed
// differently come back to choose, named in the staff member's language.
import type { MergedEdit } from "../../domain/edit-merge.ts";
import { fill } from "../../i18n/fill.ts";
import type { AdminPagesMessages } from "../../i18n/messages/admin-pages.ts";
import type { AdminSitePicturesMessages } from "../../i18n/messages/admin-site-pictures.ts";
import type { FormValues } from "../../shared/page-form-fields.ts";
import type { Transaction } from "../db/client.ts";
import { auditSubject } from "./audit.ts";
import { type FieldDescription, type FormMerge, mergeFormFields } from "./edit-merge-form.ts";
import { type ChangeSince, changesSince, isStale } from "./edit-record.ts";

/** The fields to choose after a merge, with both sides and who changed the page meanwhile. */
export interface FieldConflict {
  merged: MergedEdit;
  mine: FormValues;
  theirs: FormValues;
  changes: ChangeSince[];
  storedAt: Date;
}

export type StoredMerge =
  /** What to write, and the fields taken from the other save. */
  { kind: "save"; values: FormValues; taken: string[] } | { kind: "conflict"; conflict: FieldConflict };

/**
 * The posted fields merged with the stored ones (`theirs`, as the locked page or module reads now),
 * when the page changed since the form's `version` or a choice was made; else (or with no form's
 * merge behind the save, which was refused if stale) the posted fields.
 */
export async function mergeWithStored(
  tx: Transaction,
  pageId: number,
  stored: { updatedAt: Date; theirs: FormValues },
  version: unknown,
  posted: FormValues,
  merge: FormMerge | undefined,
): Promise<StoredMerge> {
  const stale = isStale(stored.updatedAt, version);
  if (!merge || (!stale && merge.takeTheirs.size === 0)) return { kind: "save", values: posted, taken: [] };
  const merged = mergeFormFields(posted, stored.theirs, merge);
  if (merged.conflicts.length === 0) return { kind: "save", values: merged.fields, taken: merged.taken };
  const since = typeof version === "string" ? version : "";
  return {
    kind: "conflict",
    conflict: {
      merged,
      mine: posted,
      theirs: stored.theirs,
      changes: stale ? await changesSince(auditSubject("page", pageId), since, tx) : [],
      storedAt: stored.updatedAt,
    },
  };
}

/** The audit line's name of a page field: its texts, paths, SEO, flags and banner are one column each. */
export function pageAuditKey(field: string): string {
  const [head = field] = field.split(".");
  if (head === "slug") return "slugs";
  return head;
}

/** A module's audit line names the whole module ("module 12"): each of its fields was changed with it. */
export function moduleAuditKey(moduleId: number): (field: string) => string {
  return () => `module ${moduleId}`;
}

const asIs = (value: string) => value;

/** A page field's label ("Titel (NL)", "SEO-titel (...) (FR)") and its value as read. */
export function pageFieldDescriber(
  p: AdminPagesMessages,
  u?: AdminSitePicturesMessages,
): (field: string) => FieldDescription {
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
    if (head === "verification" && u) {
      const tags: Record<string, string> = u.verification;
      return { label: `${u.verification.legend}: ${tags[parts[1] ?? ""] ?? field}`, shown: asIs };
    }
    return { label: field, shown: asIs };
  };
}

/** A module field's label ("Titel (NL)", "Per rij") and its value as read (a view's or goal's name). */
export function moduleFieldDescriber(
  p: AdminPagesMessages,
  relationLabel: (value: string) => string,
): (field: string) => FieldDescription {
  const views: Record<string, string> = p.views;
  const goals: Record<string, string> = { "": p.goals.both, "0": p.goals.sale, "1": p.goals.rent };
  const language = (field: string) => (field.split(".")[1] ?? "").toUpperCase();
  return (field) => {
    if (field === "relation") return { label: p.relation, shown: relationLabel };
    if (field === "view") return { label: p.view, shown: (value) => views[value] ?? value };
    if (field === "numberItemOfRow") return { label: p.perRow, shown: asIs };
    if (field === "maxItems") return { label: p.maxItems, shown: asIs };
    if (field === "goal") return { label: p.goal, shown: (value) => goals[value] ?? value };
    if (field === "isHasSubcategories") return { label: p.subcategories, shown: asIs };
    const code = language(field);
    if (field.startsWith("moduleTitle.")) return { label: fill(p.moduleTitle, { language: code }), shown: asIs };
    if (field.startsWith("moduleText.")) return { label: fill(p.moduleText, { language: code }), shown: asIs };
    return { label: field, shown: asIs };
  };
}
