import type { ComplianceResult, Mention } from "../../../domain/advert-compliance.ts";

/** Each mention the rules require for this listing, filled in or missing; the plot refusal first. */
export function ComplianceList({
  result,
  mentions,
  filled,
  missing,
  plotRefused,
}: {
  result: ComplianceResult;
  mentions: Record<Mention, string>;
  filled: string;
  missing: string;
  plotRefused: string;
}) {
  return (
    <>
      {result.plotWithoutAllotmentPermit ? <p className="admin-missing">{plotRefused}</p> : null}
      {result.checks.length > 0 ? (
        <ul className="admin-checklist">
          {result.checks.map((check) => (
            <li key={check.mention} className={check.filled ? "admin-check-ok" : "admin-check-missing"}>
              <span aria-hidden="true">{check.filled ? "✓" : "✗"}</span> {mentions[check.mention]}:{" "}
              <strong>{check.filled ? filled : missing}</strong>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
