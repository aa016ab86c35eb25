// An audit line as the audit log page draws it: every text already in the staff member's language
// and every value formatted by the loader (app/.server/admin/audit-view.ts).
import type { DiffPart } from "../domain/word-diff.ts";

export type AuditChangeView =
  | { field: string; before: string; after: string }
  /** A long text: the words that changed, with a few around them. */
  | { field: string; diff: DiffPart[] };

export interface AuditLineView {
  id: number;
  /** The moment as ISO text, for <time>. */
  at: string;
  /** The moment in the staff member's language, in Brussels time. */
  when: string;
  who: string;
  action: string;
  record: { label: string; href: string | undefined } | null;
  changes: AuditChangeView[];
  /** Changed fields left out past the most a line lists. */
  moreChanges: number;
  notes: { label: string; value: string }[];
}
