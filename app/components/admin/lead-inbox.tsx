// The requests list's parts: the quick and saved filters above it, the bulk actions for the ticked
// requests, and the table whose column heads sort it. The ticks sit in the table and belong to the
// bulk form through their `form` attribute, so the whole works without JavaScript; with it, one box
// ticks every request of the page.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useId } from "react";
import { Form } from "react-router";
import { savedFilterSchema } from "../../domain/admin-forms/lead-forms.ts";
import { LEAD_STATUSES } from "../../domain/lead-handling.ts";
import { ariaSortOf, type LeadSort, type SortDirection, sortSearch } from "../../domain/lead-inbox.ts";
import { dateTimeFormat } from "../../i18n/dates.ts";
import { fill } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import type { AdminMessages } from "../../i18n/messages/admin.ts";
import type { AdminFormTexts } from "../../i18n/messages/admin-forms/types.ts";
import type { AdminInboxMessages } from "../../i18n/messages/admin-inbox.ts";
import { useHydrated } from "../modules/use-media.ts";
import { Link } from "../ui/link.tsx";
import { AdminField } from "./admin-field.tsx";
import { useAdminForm } from "./admin-form.ts";
import { type StaffChoice, StaffOptions } from "./staff-choices.tsx";

const BULK_FORM = "lead-bulk";

export interface LeadRowView {
  id: number;
  kind: string;
  name: string | null;
  email: string | null;
  verified: boolean;
  propertyId: number | null;
  propertyReference: string | null;
  propertyTitle: string | null;
  status: (typeof LEAD_STATUSES)[number];
  assigneeName: string | null;
  createdAt: string;
}

/** Links to the person's own quick filters and saved ones, and the form that saves the list's filters. */
export function SavedFilters({
  saved,
  search,
  lastResult,
  t,
  f,
}: {
  saved: readonly { id: number; name: string; search: string }[];
  /** The list's filters now, as the form saves them. */
  search: string;
  lastResult: SubmissionResult<string[]> | undefined;
  t: AdminInboxMessages;
  f: AdminFormTexts;
}) {
  const [form, fields] = useAdminForm({ id: "save-filter", schema: savedFilterSchema, lastResult });
  const href = (query: string) => `/admin/leads/${query ? `?${query}` : ""}`;
  return (
    <section className="admin-saved-filters" aria-labelledby="lead-quick-title">
      <h2 id="lead-quick-title" className="visually-hidden">
        {t.list.quick}
      </h2>
      <ul className="admin-chips">
        <li>
          <Link to={href("assignee=me")}>{t.list.mine}</Link>
        </li>
        <li>
          <Link to={href("status=new&assignee=none")}>{t.list.unassignedNew}</Link>
        </li>
        {saved.map((filter) => (
          <li key={filter.id}>
            <Link to={href(filter.search)}>{filter.name}</Link>
            <Form method="post" className="admin-chip-remove">
              <input type="hidden" name="filter" value={filter.id} />
              <button
                type="submit"
                name="intent"
                value="remove-filter"
                className="btn-link"
                aria-label={fill(t.list.removeSaved, { name: filter.name })}
              >
                ×
              </button>
            </Form>
          </li>
        ))}
      </ul>
      {search ? (
        <details className="admin-save-filter" open={lastResult?.status === "error" || undefined}>
          <summary>{t.list.saveAs}</summary>
          <Form method="post" className="admin-filters" {...getFormProps(form)}>
            <input type="hidden" name="search" value={search} />
            <AdminField meta={fields.name} label={t.list.saveAs} texts={f} />
            <button type="submit" name="intent" value="save-filter" className="btn btn-outline">
              {t.list.save}
            </button>
          </Form>
        </details>
      ) : null}
    </section>
  );
}

/** What to do with the ticked requests: give them to someone, put them in a status, or call them spam. */
export function LeadBulkActions({
  staff,
  m,
  t,
}: {
  staff: readonly StaffChoice[];
  m: AdminMessages;
  t: AdminInboxMessages;
}) {
  const l = m.leads;
  return (
    <Form method="post" id={BULK_FORM} className="admin-bulk" aria-labelledby="lead-bulk-title">
      <h2 id="lead-bulk-title" className="admin-bulk-title">
        {t.list.bulk}
      </h2>
      <p className="admin-hint">{t.list.bulkHint}</p>
      <div className="admin-filters">
        <div className="field">
          <label htmlFor="bulk-assignee">{t.list.bulkAssignee}</label>
          <select id="bulk-assignee" name="assignee" defaultValue="">
            <option value="">{l.nobody}</option>
            <StaffOptions staff={staff} roles={m.roles} />
          </select>
        </div>
        <button type="submit" name="intent" value="bulk-assign" className="btn btn-outline">
          {t.list.bulkAssign}
        </button>
        <div className="field">
          <label htmlFor="bulk-status">{t.list.bulkNewStatus}</label>
          <select id="bulk-status" name="status" defaultValue="in-progress">
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {l.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" name="intent" value="bulk-status" className="btn btn-outline">
          {t.list.bulkStatus}
        </button>
        <button type="submit" name="intent" value="bulk-spam" className="btn btn-outline">
          {t.list.bulkSpam}
        </button>
      </div>
    </Form>
  );
}

/** A column's head: a link that sorts the list on it (or turns the order round), its order told to screen readers. */
function SortHead({
  column,
  current,
  search,
  t,
}: {
  column: LeadSort;
  current: { sort: LeadSort; direction: SortDirection };
  search: URLSearchParams;
  t: AdminInboxMessages;
}) {
  const name = t.list.columns[column];
  const sorted = ariaSortOf(column, current);
  const query = sortSearch(search, column, current);
  return (
    <th scope="col" aria-sort={sorted}>
      <Link to={`/admin/leads/${query ? `?${query}` : ""}`} className="admin-sort-link">
        {name}
        <span aria-hidden="true" className="admin-sort-mark">
          {sorted === "ascending" ? " ▲" : sorted === "descending" ? " ▼" : ""}
        </span>
        <span className="visually-hidden">, {fill(t.list.sortBy, { column: name })}</span>
      </Link>
    </th>
  );
}

/** Ticks or clears every request's box of the page (only drawn once the page's script runs). */
function SelectAll({ label }: { label: string }) {
  const id = useId();
  return (
    <>
      <input
        type="checkbox"
        id={id}
        onChange={(event) => {
          const boxes = document.querySelectorAll<HTMLInputElement>(`input[name="ids"][form="${BULK_FORM}"]`);
          for (const box of boxes) box.checked = event.currentTarget.checked;
        }}
      />
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
    </>
  );
}

export function LeadTable({
  rows,
  filters,
  search,
  language,
  m,
  t,
}: {
  rows: readonly LeadRowView[];
  filters: { sort: LeadSort; direction: SortDirection };
  search: URLSearchParams;
  language: Language;
  m: AdminMessages;
  t: AdminInboxMessages;
}) {
  const l = m.leads;
  const hydrated = useHydrated();
  const dateFormat = dateTimeFormat(language, { dateStyle: "short", timeStyle: "short" });
  const current = { sort: filters.sort, direction: filters.direction };
  const heads: LeadSort[] = ["person", "property", "form", "status", "agent", "received"];
  return (
    <div className="admin-table-wrap">
      {/* On a phone each request is a card, each line named by its column (data-label): the person
          and the property first, nothing off to the side. A table still for screen readers. */}
      <table className="admin-table cards-on-phone admin-lead-table">
        <caption className="visually-hidden">{l.leads}</caption>
        <thead>
          <tr>
            <td className="admin-pick">{hydrated ? <SelectAll label={t.list.selectAll} /> : null}</td>
            {heads.map((column) => (
              <SortHead key={column} column={column} current={current} search={search} t={t} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const who = row.name || row.email || String(row.id);
            return (
              <tr key={row.id}>
                <td className="admin-pick">
                  <input
                    type="checkbox"
                    name="ids"
                    value={row.id}
                    form={BULK_FORM}
                    id={`lead-pick-${row.id}`}
                    aria-label={fill(t.list.select, { name: who })}
                  />
                </td>
                <th scope="row" className="admin-row-title">
                  <Link to={`/admin/leads/${row.id}/`}>{who}</Link>
                  {row.name && row.email ? <span className="admin-row-sub">{row.email}</span> : null}
                </th>
                <td
                  data-label={t.list.columns.property}
                  className={row.propertyId === null ? "empty-on-phone" : undefined}
                >
                  {row.propertyId === null ? null : (
                    <Link to={`/admin/properties/${row.propertyId}/`}>
                      {[row.propertyReference ?? String(row.propertyId), row.propertyTitle].filter(Boolean).join(" · ")}
                    </Link>
                  )}
                </td>
                <td data-label={t.list.columns.form}>{(l.kinds as Record<string, string>)[row.kind] ?? row.kind}</td>
                <td data-label={t.list.columns.status}>
                  {l.statuses[row.status]}
                  {row.verified ? null : <span className="admin-row-sub">{t.list.unverified}</span>}
                </td>
                <td data-label={t.list.columns.agent} className={row.assigneeName ? undefined : "empty-on-phone"}>
                  {row.assigneeName ?? ""}
                </td>
                <td data-label={t.list.columns.received}>{dateFormat.format(new Date(row.createdAt))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
