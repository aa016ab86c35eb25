// What one audit line changed: each field with its value before and after, a long text as the words
// taken out (<del>) and put in (<ins>) with a few around them, and the line's other facts.
import type { DiffPart } from "../../../domain/word-diff.ts";
import { fillCount } from "../../../i18n/fill.ts";
import type { Language } from "../../../i18n/languages.ts";
import type { AdminAuditMessages } from "../../../i18n/messages/admin-audit/nl.ts";
import type { AuditLineView } from "../../../shared/audit-line-view.ts";

function WordDiff({ parts, t }: { parts: DiffPart[]; t: AdminAuditMessages }) {
  return (
    <span className="audit-diff">
      {parts.map((part, index) => {
        const key = `${index}-${part.kind}`;
        if (part.kind === "gap") return <span key={key}> {t.omitted} </span>;
        if (part.kind === "del") {
          return (
            <del key={key} title={t.removed}>
              {part.text}
            </del>
          );
        }
        if (part.kind === "ins") {
          return (
            <ins key={key} title={t.added}>
              {part.text}
            </ins>
          );
        }
        return <span key={key}> {part.text} </span>;
      })}
    </span>
  );
}

export function AuditChanges({
  line,
  t,
  language,
}: {
  line: AuditLineView;
  t: AdminAuditMessages;
  language: Language;
}) {
  if (line.changes.length === 0 && line.notes.length === 0) return null;
  return (
    <>
      <dl className="audit-changes">
        {line.changes.map((change, index) => (
          // Fields repeat across languages ("Tekst (NL)", "Tekst (FR)"): the position tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: a line's changes never move
          <div key={`${index}-${change.field}`}>
            <dt>{change.field}</dt>
            <dd>
              {"diff" in change ? (
                <WordDiff parts={change.diff} t={t} />
              ) : (
                <>
                  <span className="visually-hidden">{t.before}: </span>
                  <span className="audit-before">{change.before}</span>
                  <span aria-hidden="true"> → </span>
                  <span className="visually-hidden"> {t.after}: </span>
                  <span className="audit-after">{change.after}</span>
                </>
              )}
            </dd>
          </div>
        ))}
        {line.notes.map((note) => (
          <div key={note.label}>
            <dt>{note.label}</dt>
            <dd>{note.value}</dd>
          </div>
        ))}
      </dl>
      {line.moreChanges > 0 ? (
        <p className="admin-hint">{fillCount(language, t.changedFieldsMore, line.moreChanges)}</p>
      ) : null}
    </>
  );
}
