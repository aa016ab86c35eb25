import { dateTimeFormat } from "../../i18n/dates.ts";
import { fill } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import type { EditingMessages } from "../../i18n/messages/admin-editing.ts";

export interface ConflictChange {
  actorName: string;
  at: string;
  fields: string[];
}

/**
 * The refused save: who saved the record since this form was opened and which fields they changed.
 * `fieldLabel` names a field in the staff member's language (the audit line stores field keys).
 */
export function EditConflict({
  changes,
  m,
  language,
  fieldLabel = (field) => field,
}: {
  changes: readonly ConflictChange[];
  m: EditingMessages;
  language: Language;
  fieldLabel?: (field: string) => string;
}) {
  const time = dateTimeFormat(language, { dateStyle: "short", timeStyle: "medium" });
  return (
    <div className="admin-conflict" role="alert">
      <h2>{m.conflict.title}</h2>
      <p>{m.conflict.intro}</p>
      {changes.length > 0 ? (
        <ul>
          {changes.map((change) => (
            <li key={`${change.at}-${change.actorName}`}>
              {fill(m.conflict.change, {
                name: change.actorName,
                at: time.format(new Date(change.at)),
                fields: change.fields.length > 0 ? change.fields.map(fieldLabel).join(", ") : m.conflict.unknownFields,
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
