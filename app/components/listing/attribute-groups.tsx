import type { AttributeGroup } from "../../shared/detail-view.ts";
import type { CatalogMessages } from "./catalog-messages.ts";
/** Every attribute group with values, as labelled lists; a flood score of D carries the flood symbol. */
export function AttributeGroups({
  groups,
  messages,
}: {
  groups: AttributeGroup[];
  messages: CatalogMessages["detail"];
}) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.group} className="detail-section" aria-labelledby={`group-${group.group}`}>
          <h2 id={`group-${group.group}`}>{group.title}</h2>
          <dl className="attribute-list">
            {group.rows.map((row) => (
              <div key={row.key}>
                <dt>{row.label}</dt>
                <dd>
                  {row.value}
                  {row.flood ? (
                    <span className="flood-symbol" title={messages.floodSymbol}>
                      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                        <path d="M12 2 3 9h2v5h14V9h2zM2 17c2 0 2-1.5 4-1.5S8 17 10 17s2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5V19c-2 0-2 1.5-4 1.5S16 19 14 19s-2 1.5-4 1.5S8 19 6 19s-2 1.5-4 1.5z" />
                      </svg>
                      <span className="visually-hidden">{messages.floodSymbol}</span>
                    </span>
                  ) : null}
                </dd>
                {/* What the value assumes: a second description of the same term, under the row. */}
                {row.note ? <dd className="attribute-note">{row.note}</dd> : null}
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
