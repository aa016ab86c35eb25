// An editor's form merged with what was saved meanwhile (app/domain/edit-merge.ts), as the server does
// it for every editor: the form carries a fingerprint of each field as it was opened ("base"), a
// choice per conflicting field comes back as `resolve.<field>`, and a conflict is told in the staff
// member's language, values formatted, with who saved the other value and when (from the audit
// lines since the form's version), or "in another window" when that was the person themselves.
import { createHash } from "node:crypto";
import { baseOf, comparableValue, type MergedEdit, mergeEdit } from "../../domain/edit-merge.ts";
import { wordDiff } from "../../domain/word-diff.ts";
import { dateTimeFormat } from "../../i18n/dates.ts";
import { fill } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import type { EditingMessages } from "../../i18n/messages/admin-editing.ts";
import { type EditConflictView, resolveFieldName, type ShownValue } from "../../shared/edit-conflict-view.ts";
import type { ChangeSince } from "./edit-record.ts";

/** The hidden field that carries the form's base. */
export const BASE_FIELD = "base";

/** A short fingerprint of a field's value: equal values, equal prints; the value itself never travels twice. */
export function fieldFingerprint(value: string): string {
  return createHash("sha256").update(value).digest("base64url").slice(0, 16);
}

/** The base a form carries, from the values it is drawn with. */
export function formBase(fields: Readonly<Record<string, string>>): string {
  return JSON.stringify(baseOf(fields, fieldFingerprint));
}

/** The base a form sent back; null when it sent none or something else (then every difference is asked). */
export function readFormBase(raw: unknown): Record<string, string> | null {
  if (typeof raw !== "string" || raw === "") return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed);
    return entries.every(([, value]) => typeof value === "string") ? Object.fromEntries(entries) : null;
  } catch {
    return null;
  }
}

/** The fields the person chose to take from the stored record after a conflict (`resolve.<field>=theirs`). */
export function fieldsToTake(submitted: FormData | Readonly<Record<string, string>>): Set<string> {
  const prefix = resolveFieldName("");
  const entries = submitted instanceof FormData ? [...submitted] : Object.entries(submitted);
  return new Set(
    entries
      .filter(([name, value]) => name.startsWith(prefix) && value === "theirs")
      .map(([name]) => name.slice(prefix.length)),
  );
}

/** What a save needs to merge a form opened on an older version with what is stored now. */
export interface FormMerge {
  /** The fields' fingerprints as the form was opened; null when it carried none. */
  base: Record<string, string> | null;
  /** Fields the person chose, after a conflict, to take from what is stored. */
  takeTheirs: ReadonlySet<string>;
}

/** The merge a posted form asks for: the base it carries and the choices made after a conflict. */
export function formMergeOf(form: FormData): FormMerge {
  return { base: readFormBase(form.get(BASE_FIELD)), takeTheirs: fieldsToTake(form) };
}

/** The person's fields merged with the stored ones, each compared by the fingerprint the form carried. */
export function mergeFormFields(
  mine: Readonly<Record<string, string>>,
  theirs: Readonly<Record<string, string>>,
  merge: FormMerge,
): MergedEdit {
  return mergeEdit({ base: merge.base, mine, theirs, takeTheirs: merge.takeTheirs, fingerprint: fieldFingerprint });
}

export interface FieldDescription {
  label: string;
  /** The value formatted as the staff member reads it: € 385.000, a choice's label. */
  shown: (value: string) => string;
}

export interface ConflictContext {
  changes: readonly ChangeSince[];
  /** When the record was last saved: said when no audit line tells who saved it. */
  storedAt: Date;
  /** The person saving now: a change of theirs was made in another window. */
  userId: string | null;
  /** The audit line's name for a form field ("texts" for "text.nl.title"). */
  auditKeyOf: (field: string) => string;
  describe: (field: string) => FieldDescription;
  language: Language;
  e: EditingMessages;
}

/** "Saved, together with what was changed meanwhile: Price, Title (FR)", each field named once; null when none was taken. */
export function savedTogether(
  taken: readonly string[],
  describe: (field: string) => FieldDescription,
  e: EditingMessages,
): string | null {
  if (taken.length === 0) return null;
  return fill(e.choose.savedTogether, { fields: [...new Set(taken.map((field) => describe(field).label))].join(", ") });
}

/** A text longer than this (or on more lines) is shown as the words that differ. */
const LONG_TEXT = 80;
/** A value shown whole is cut after this many characters. */
const LONGEST_SHOWN = 160;

function shownSides(
  mine: string,
  theirs: string,
  description: FieldDescription,
  words: { blank: string; yes: string; no: string },
): { mine: ShownValue; theirs: ShownValue } {
  // A box ticked on one side and not on the other: a form posts "on" or nothing.
  if ((mine === "on" && theirs === "") || (mine === "" && theirs === "on"))
    return {
      mine: [{ text: mine === "on" ? words.yes : words.no }],
      theirs: [{ text: theirs === "on" ? words.yes : words.no }],
    };
  // As the staff member reads them (€ 385.000, a body's words without its HTML).
  const mineText = comparableValue(mine) === "" ? "" : description.shown(mine);
  const theirsText = comparableValue(theirs) === "" ? "" : description.shown(theirs);
  const single = (text: string): ShownValue => [
    { text: text === "" ? words.blank : text.length > LONGEST_SHOWN ? `${text.slice(0, LONGEST_SHOWN)}…` : text },
  ];
  const long = (text: string) => text.length > LONG_TEXT || text.includes("\n");
  const parts =
    mineText !== "" && theirsText !== "" && (long(mineText) || long(theirsText))
      ? wordDiff(theirsText, mineText, { context: 4, longestChange: 20 })
      : [];
  if (parts.length === 0) return { mine: single(mineText), theirs: single(theirsText) };
  const side = (other: "del" | "ins"): ShownValue =>
    parts.flatMap((part) => {
      if (part.kind === "gap") return [{ text: "…" }];
      if (part.kind === other) return [];
      return [part.kind === "same" ? { text: part.text } : { text: part.text, marked: true }];
    });
  return { mine: side("del"), theirs: side("ins") };
}

/** The conflict as the page shows it: each field to choose, and the fields taken from the other save. */
export function conflictView(
  merged: MergedEdit,
  mine: Readonly<Record<string, string>>,
  theirs: Readonly<Record<string, string>>,
  context: ConflictContext,
): EditConflictView {
  const { e, changes } = context;
  const time = dateTimeFormat(context.language, { dateStyle: "short", timeStyle: "short" });
  const changeOf = (field: string): ChangeSince | undefined =>
    changes.findLast((change) => change.fields.includes(context.auditKeyOf(field))) ?? changes.at(-1);
  const sameUser = (change: ChangeSince) => change.actorId !== null && change.actorId === context.userId;
  const savedBy = (change: ChangeSince | undefined): string => {
    if (!change) return fill(e.choose.savedMeanwhile, { at: time.format(context.storedAt) });
    const at = time.format(new Date(change.at));
    return sameUser(change)
      ? fill(e.choose.savedInAnotherWindow, { at })
      : fill(e.choose.savedBy, { name: change.actorName, at });
  };
  const fields = merged.conflicts.map((name) => {
    const description = context.describe(name);
    return {
      name,
      label: description.label,
      ...shownSides(mine[name] ?? "", theirs[name] ?? "", description, e.choose),
      savedBy: savedBy(changeOf(name)),
    };
  });
  // The fields taken silently, grouped by who saved them.
  const takenBy = new Map<string, { template: string; name: string; labels: string[] }>();
  for (const name of merged.taken) {
    const change = changeOf(name);
    const key = !change ? "" : sameUser(change) ? "\u0000self" : change.actorName;
    const group = takenBy.get(key) ?? {
      template: !change ? e.choose.takenMeanwhile : sameUser(change) ? e.choose.takenInAnotherWindow : e.choose.taken,
      name: change?.actorName ?? "",
      labels: [],
    };
    group.labels.push(context.describe(name).label);
    takenBy.set(key, group);
  }
  const taken = [...takenBy.values()].map((group) =>
    fill(group.template, { name: group.name, fields: [...new Set(group.labels)].join(", ") }),
  );
  return { fields, taken };
}
