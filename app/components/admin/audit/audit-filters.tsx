// The audit log's filters: a GET form (it works without JavaScript) for a day range, a kind of
// record, one record of that kind and a person. A value the server could not read is said above it.
import { Form } from "react-router";
import type { AdminAuditMessages } from "../../../i18n/messages/admin-audit/nl.ts";

export interface AuditFilterValues {
  from: string;
  to: string;
  kind: string;
  record: string;
  actor: string;
}

export function AuditFilters({
  t,
  values,
  kinds,
  actors,
  problems,
}: {
  t: AdminAuditMessages;
  /** What the form shows: the filters in use, or what was typed when it could not be read. */
  values: AuditFilterValues;
  kinds: { value: string; label: string }[];
  actors: { id: string; name: string }[];
  /** Why a filter was left out, in the staff member's language. */
  problems: string[];
}) {
  return (
    <Form method="get" className="admin-filters audit-filters" aria-label={t.filters.legend}>
      {problems.length > 0 ? (
        <div className="admin-error audit-problems" role="alert">
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="audit-from">{t.filters.from}</label>
        <input id="audit-from" name="from" type="date" defaultValue={values.from} />
      </div>
      <div className="field">
        <label htmlFor="audit-to">{t.filters.to}</label>
        <input id="audit-to" name="to" type="date" defaultValue={values.to} />
      </div>
      <div className="field">
        <label htmlFor="audit-kind">{t.filters.kind}</label>
        <select id="audit-kind" name="kind" defaultValue={values.kind}>
          <option value="">{t.filters.all}</option>
          {kinds.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="audit-record">{t.filters.record}</label>
        <input
          id="audit-record"
          name="record"
          type="text"
          inputMode="numeric"
          size={8}
          defaultValue={values.record}
          aria-describedby="audit-record-hint"
        />
      </div>
      <div className="field">
        <label htmlFor="audit-actor">{t.filters.actor}</label>
        <select id="audit-actor" name="actor" defaultValue={values.actor}>
          <option value="">{t.filters.all}</option>
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-accent">
        {t.filters.apply}
      </button>
      <a href="?" className="audit-clear">
        {t.filters.clear}
      </a>
      {/* Under the whole row: beside its field it pushed that field out of line with the others. */}
      <small id="audit-record-hint" className="admin-hint audit-record-hint">
        {t.filters.recordHint}
      </small>
    </Form>
  );
}
