// The listing editor's people: who handles the listing (shown on its page as the contact person),
// the mandate's days and the owners' accounts that follow it in the owner portal. Fields of the
// editor's form: the agent and the days are saved with it; an owner picked here is linked by the
// save, and one linked is unlinked by its button (which saves the form too). The pick narrows as a
// search is typed; without JavaScript the search button sends it and the server narrows the pick
// (Conform's validate intent: nothing is saved, only the search field is checked).
import { getInputProps } from "@conform-to/react";
import { type ButtonHTMLAttributes, useState } from "react";
import { fill } from "../../../i18n/fill.ts";
import type { AdminFormTexts } from "../../../i18n/messages/admin-forms/types.ts";
import type { AdminListingMessages } from "../../../i18n/messages/admin-listings.ts";
import { AdminField, type AdminFieldProps } from "../admin-field.tsx";

/** An owner's account the pick offers: what it says and what a search finds it by. */
export interface OwnerChoice {
  id: string;
  label: string;
  /** Name and address in lower case. */
  haystack: string;
}

export interface LinkedOwner {
  id: string;
  name: string;
  email: string;
}

type Meta = AdminFieldProps["meta"];

/** The owners whose name or address holds every word typed; the one picked stays in the list. */
export function matchingOwners(choices: readonly OwnerChoice[], query: string, picked: string): OwnerChoice[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...choices];
  return choices.filter((choice) => choice.id === picked || words.every((word) => choice.haystack.includes(word)));
}

export function PeopleFields({
  findButton,
  fields,
  agents,
  owners,
  ownerChoices,
  t,
  said,
  busy,
}: {
  /** The search button's props: Conform's validate intent of the search field. */
  findButton: ButtonHTMLAttributes<HTMLButtonElement>;
  fields: { agentId: Meta; mandateStart: Meta; mandateEnd: Meta; addOwner: Meta; ownerQuery: Meta };
  agents: { value: string; label: string }[];
  owners: readonly LinkedOwner[];
  ownerChoices: readonly OwnerChoice[];
  t: AdminListingMessages;
  /** A field's error texts (the listing's own keys among the kit's). */
  said: (meta: Meta) => { texts: AdminFormTexts; ownErrors: Record<string, string> };
  busy: boolean;
}) {
  const p = t.people;
  const initialQuery = typeof fields.ownerQuery.initialValue === "string" ? fields.ownerQuery.initialValue : "";
  const [query, setQuery] = useState(initialQuery);
  const picked = typeof fields.addOwner.value === "string" ? fields.addOwner.value : "";
  const shown = matchingOwners(ownerChoices, query, picked);
  const { key: queryKey, ...queryProps } = getInputProps(fields.ownerQuery, { type: "search" });
  const found = query.trim()
    ? shown.length === 0
      ? fill(p.noMatch, { query: query.trim() })
      : fill(p.found, { count: shown.length })
    : "";
  return (
    <fieldset className="admin-listing-people">
      <legend>{t.sections.people}</legend>
      <div className="admin-form-grid">
        <AdminField
          meta={fields.agentId}
          label={t.fields.agent}
          kind="select"
          options={agents}
          placeholder={t.fields.noAgent}
          {...said(fields.agentId)}
        />
        <AdminField
          meta={fields.mandateStart}
          label={t.fields.mandateStart}
          kind="date"
          {...said(fields.mandateStart)}
        />
        <AdminField meta={fields.mandateEnd} label={t.fields.mandateEnd} kind="date" {...said(fields.mandateEnd)} />
      </div>
      <p className="admin-subheading">{p.owners}</p>
      <p className="admin-hint">{p.ownersHint}</p>
      {owners.length === 0 ? (
        <p>{p.noOwners}</p>
      ) : (
        <ul className="admin-list admin-owner-list">
          {owners.map((owner) => (
            <li key={owner.id}>
              <span>
                <strong>{owner.name}</strong> · {owner.email}
              </span>
              <button
                type="submit"
                name="intent"
                value={`unlink-owner:${owner.id}`}
                className="btn btn-outline"
                disabled={busy}
              >
                {fill(p.unlink, { name: owner.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="admin-form-grid">
        <div className="field admin-owner-search">
          <label htmlFor={fields.ownerQuery.id}>{p.search}</label>
          <div className="admin-search-row">
            <input
              key={queryKey}
              {...queryProps}
              autoComplete="off"
              aria-describedby={`${fields.ownerQuery.id}-found`}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
            <button {...findButton} className="btn btn-outline">
              {p.find}
            </button>
          </div>
          <output id={`${fields.ownerQuery.id}-found`} className="admin-hint">
            {found}
          </output>
        </div>
        <AdminField
          meta={fields.addOwner}
          label={p.add}
          kind="select"
          options={shown.map((choice) => ({ value: choice.id, label: choice.label }))}
          placeholder={p.addNone}
          hint={p.newOwner}
          {...said(fields.addOwner)}
        />
      </div>
    </fieldset>
  );
}
