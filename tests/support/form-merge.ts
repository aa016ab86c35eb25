// An editor's form as a merge test opens it: the base its fields give (the fingerprints the page
// sends along), and the fields the person chose, after a conflict, to take from what is stored.
import { type FormMerge, formBase, readFormBase } from "../../app/.server/admin/edit-merge-form.ts";

export function formOpenedOn(fields: Readonly<Record<string, string>>, takeTheirs: readonly string[] = []): FormMerge {
  return { base: readFormBase(formBase(fields)), takeTheirs: new Set(takeTheirs) };
}
