// Two people (or one person in two windows) edit the same record: the second save is merged field
// by field with what was saved meanwhile, instead of being refused whole. A three-way merge over the
// form's fields: what the form was opened with (base), what the person sent (mine) and what is
// stored now (theirs).
//
// The base is carried by the form as a fingerprint per field, not rebuilt from the audit log. The
// merge only ever asks "is this the value the form was opened with?", which a fingerprint answers,
// and the fingerprints are taken from the very values the form was drawn from, field by field as the
// form names them. The audit log keeps changes by column ("texts", "details"), caps what it reads,
// and holds nothing for a change made outside the editors (the CRM feed); mapping its lines back
// onto form fields would be a second copy of every editor's form, easy to get subtly wrong. A
// fingerprint sent back altered can only make the person's own value win or ask them to choose,
// which they may do anyway, so it needs no signature.

/** How one field came out of the merge. */
export type FieldMergeOutcome =
  /** Nobody changed it, or both changed it to the same value, or only the person did: theirs/mine as sent. */
  | "mine"
  /** Only someone else changed it: their value is taken, silently. */
  | "theirs"
  /** Both changed it, to different values: the person chooses. */
  | "conflict";

export interface MergedEdit {
  /** Every field with the value a save should write; a conflicting field keeps the person's value. */
  fields: Record<string, string>;
  /** Fields someone else changed and the person did not: their value is in `fields`. */
  taken: string[];
  /** Fields both changed to different values, in the order of the form. */
  conflicts: string[];
}

export interface MergeInput {
  /** The fingerprint of each field's value when the form was opened; null when the form carried none. */
  base: Readonly<Record<string, string>> | null;
  mine: Readonly<Record<string, string>>;
  theirs: Readonly<Record<string, string>>;
  /** Fields the person chose to take from what is stored, after an earlier conflict. */
  takeTheirs?: ReadonlySet<string>;
  /** How a value is fingerprinted for the comparison with the base (the value itself by default). */
  fingerprint?: (value: string) => string;
}

/**
 * A field's value as a comparison sees it: white space at either end and the line breaks a browser
 * sends (CRLF) are no change, since every editor trims what it reads.
 */
export function comparableValue(value: string | undefined): string {
  return (value ?? "").replace(/\r\n?/g, "\n").trim();
}

/** The outcome of one field, given its three values (missing is empty; an unknown base is undefined). */
export function mergeField(
  base: string | undefined,
  mine: string,
  theirs: string,
  fingerprint: (value: string) => string = (value) => value,
): FieldMergeOutcome {
  const mineValue = comparableValue(mine);
  const theirsValue = comparableValue(theirs);
  if (mineValue === theirsValue) return "mine";
  // Without a base nothing says who changed what: a difference is for the person to judge.
  if (base === undefined) return "conflict";
  const changedByMe = fingerprint(mineValue) !== base;
  const changedByThem = fingerprint(theirsValue) !== base;
  if (changedByThem && !changedByMe) return "theirs";
  if (changedByThem && changedByMe) return "conflict";
  return "mine";
}

/**
 * The merge of every field the person sent or that is stored: fields taken from theirs, the
 * conflicts left to choose, and the values to save once they are chosen. A field the person chose
 * to take from the stored record is taken, whatever they typed.
 */
export function mergeEdit({ base, mine, theirs, takeTheirs = new Set(), fingerprint }: MergeInput): MergedEdit {
  const fields: Record<string, string> = {};
  const taken: string[] = [];
  const conflicts: string[] = [];
  for (const name of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
    const mineValue = mine[name] ?? "";
    const theirsValue = theirs[name] ?? "";
    if (takeTheirs.has(name)) {
      fields[name] = theirsValue;
      continue;
    }
    const baseValue = base === null ? undefined : (base[name] ?? fingerprintOf("", fingerprint));
    const outcome = mergeField(baseValue, mineValue, theirsValue, fingerprint);
    fields[name] = outcome === "theirs" ? theirsValue : mineValue;
    if (outcome === "theirs") taken.push(name);
    if (outcome === "conflict") conflicts.push(name);
  }
  return { fields, taken, conflicts };
}

function fingerprintOf(value: string, fingerprint: ((value: string) => string) | undefined): string {
  return fingerprint ? fingerprint(comparableValue(value)) : comparableValue(value);
}

/** The fingerprints a form carries as its base, one per field (the value itself by default). */
export function baseOf(
  fields: Readonly<Record<string, string>>,
  fingerprint: (value: string) => string = (value) => value,
): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, fingerprint(comparableValue(value))]));
}
