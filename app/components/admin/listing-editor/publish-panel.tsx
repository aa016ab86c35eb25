// The listing's state and what can be done with it: publish (after the legal-mentions check, shown
// live while typing), take offline, archive, duplicate, preview. A manager facing a refusal may
// publish anyway with a written reason. Every button sends the editor's form: publishing saves it
// first; taking offline, archiving and duplicating act on the stored listing, and what was typed
// and not saved is not kept.

import type { ReactNode } from "react";
import { type AdvertFacts, canJudgeAdvert, checkAdvert, type Mention } from "../../../domain/advert-compliance.ts";
import { isForSale } from "../../../domain/listing.ts";
import { labelRegion } from "../../../domain/region.ts";
import { fill, fillCount } from "../../../i18n/fill.ts";
import type { Language } from "../../../i18n/languages.ts";
import type { AdminListingMessages } from "../../../i18n/messages/admin-listings.ts";
import { ComplianceList } from "./compliance-list.tsx";

export interface PublishState {
  id: number | null;
  status: "draft" | "published" | "unpublished";
  archived: boolean;
  override: { reason: string; by: string; at: string } | null;
  publicPath: string | null;
  previewPath: string | null;
  photosPath: string | null;
  documentsPath: string | null;
  manager: boolean;
  /** How many days a sold or rented listing's page stays after archiving (the agency's setting). */
  referenceDays: number;
  /** The staff member's language: it says one day in the singular. */
  language: Language;
}

export function PublishPanel({
  state,
  facts,
  t,
  mentions,
  regions,
  refused,
  overrideField,
  overrideOpen,
  busy,
}: {
  state: PublishState;
  facts: AdvertFacts;
  t: AdminListingMessages;
  mentions: Record<Mention, string>;
  regions: Record<string, string>;
  /** The server refused to publish (or to save an online advert): say so above the list. */
  refused: boolean;
  /** The manager's reason to publish anyway: a field of the editor's form. */
  overrideField: ReactNode;
  /** The reason was refused: the exception stays open on it. */
  overrideOpen: boolean;
  busy: boolean;
}) {
  const p = t.publish;
  const result = checkAdvert(facts);
  // A listing that does not say where it lies owes no mention yet: never "all filled in" for it.
  const judged = canJudgeAdvert(facts);
  const region = labelRegion(facts.zip, facts.countryId);
  const statusText = state.archived
    ? p.archived
    : state.status === "published"
      ? p.online
      : state.status === "draft"
        ? p.draft
        : p.offline;
  return (
    <section className="admin-publish" aria-labelledby="publish-title">
      <h2 id="publish-title">{p.title}</h2>
      <p>
        <strong>{statusText}</strong>
      </p>
      {state.override ? (
        <p className="admin-hint">{fill(p.overridden, { name: state.override.by, reason: state.override.reason })}</p>
      ) : null}
      <h3>
        {fill(p.checkTitle, {
          region: region ? (regions[region] ?? region) : t.fields.regionUnknown,
          goal: isForSale(facts.goal) ? t.goals.sale : t.goals.rent,
        })}
      </h3>
      <div aria-live="polite">
        {refused && !result.ok ? (
          <p className="admin-missing">{result.plotWithoutAllotmentPermit ? p.plotRefused : p.refused}</p>
        ) : null}
        {!judged ? <p>{p.checkNeedsPlace}</p> : result.ok ? <p>{p.checkOk}</p> : null}
        <ComplianceList
          result={result}
          mentions={mentions}
          filled={p.filled}
          missing={p.missing}
          plotRefused={p.plotRefused}
        />
      </div>
      {state.id !== null ? (
        <div className="admin-publish-actions">
          {state.status !== "published" ? (
            <button type="submit" name="intent" value="publish" className="btn btn-accent" disabled={busy}>
              {p.publish}
            </button>
          ) : (
            <button type="submit" name="intent" value="unpublish" className="btn" disabled={busy} formNoValidate>
              {p.unpublish}
            </button>
          )}
          {state.archived ? (
            <button type="submit" name="intent" value="unarchive" className="btn" disabled={busy} formNoValidate>
              {p.unarchive}
            </button>
          ) : (
            // Archiving takes the page away: it is asked twice, and says what visitors will see.
            <details className="admin-confirm admin-archive">
              <summary>{p.archive}</summary>
              <p>
                {state.referenceDays > 0
                  ? fillCount(state.language, p.archiveHint, state.referenceDays)
                  : p.archiveHintNoReference}
              </p>
              <button type="submit" name="intent" value="archive" className="btn" disabled={busy} formNoValidate>
                {p.archiveConfirm}
              </button>
            </details>
          )}
          <button type="submit" name="intent" value="duplicate" className="btn" disabled={busy} formNoValidate>
            {p.duplicate}
          </button>
        </div>
      ) : null}
      <ul className="admin-publish-links">
        {state.previewPath ? (
          <li>
            <a href={state.previewPath} target="_blank" rel="noopener">
              {p.preview}
            </a>
          </li>
        ) : null}
        {state.publicPath && state.status === "published" ? (
          <li>
            <a href={state.publicPath} target="_blank" rel="noopener">
              {p.view}
            </a>
          </li>
        ) : null}
        {state.photosPath ? (
          <li>
            <a href={state.photosPath}>{p.photos}</a>
          </li>
        ) : null}
        {state.documentsPath ? (
          <li>
            <a href={state.documentsPath}>{p.documents}</a>
          </li>
        ) : null}
      </ul>
      {state.manager && state.id !== null && state.status !== "published" && !result.ok ? (
        <details className="admin-override" open={overrideOpen}>
          <summary>{p.overrideTitle}</summary>
          {overrideField}
          <button type="submit" name="intent" value="publish-override" className="btn" disabled={busy}>
            {p.overrideButton}
          </button>
        </details>
      ) : null}
    </section>
  );
}
