// What an editor's page shows when a save met what was saved meanwhile: per field both sides chose
// differently, its label, what the person typed beside what is stored (formatted, the differing words
// of a long text marked), who saved it when, and the fields taken silently from the other save.
// Every text is in the staff member's language already: the component only lays it out.

/** A value as the conflict shows it: a few parts, the words that differ from the other side marked. */
export type ShownValue = readonly { text: string; marked?: boolean }[];

export interface FieldConflictView {
  /** The form's field name: the choice is posted as `resolve.<name>`. */
  name: string;
  label: string;
  mine: ShownValue;
  theirs: ShownValue;
  /** "Saved by Bert Peeters at 2/12/26 06:14", or "Saved in another window at ...". */
  savedBy: string;
}

export interface EditConflictView {
  fields: FieldConflictView[];
  /** Sentences naming the fields taken from the other save, one per person who saved them. */
  taken: string[];
}

/** The name of the choice posted for a conflicting field. */
export function resolveFieldName(field: string): string {
  return `resolve.${field}`;
}
