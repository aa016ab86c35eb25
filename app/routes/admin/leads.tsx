import { Form, Link } from "react-router";
import { LEADS_PER_PAGE, leadFilterSearch, leadFiltersOf, leadInbox } from "../../.server/admin/leads.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { AdminPaging, pageHref } from "../../components/admin/admin-paging.tsx";
import { FORM_KINDS } from "../../domain/forms/form-kinds.ts";
import { LEAD_STATUSES } from "../../domain/lead-handling.ts";
import { fillCount } from "../../i18n/fill.ts";
import { dateTimeFormat } from "../../i18n/format.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_ACCOUNT_MESSAGES } from "../../i18n/messages/admin-account.ts";
import type { Route } from "./+types/leads";

/** Every submission of every form, newest first, with its filters in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const url = new URL(request.url);
  const filters = leadFiltersOf(url.searchParams);
  const { total, rows } = await leadInbox(filters);
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    // The export needs two-factor codes (leads-export.ts): without them, why it is not offered.
    exportBlocked: user.twoFactorEnabled ? null : ADMIN_ACCOUNT_MESSAGES[user.language].account.exportNeedsTwoFactor,
    filters,
    search: leadFilterSearch(filters).toString(),
    total,
    pages: Math.max(1, Math.ceil(total / LEADS_PER_PAGE)),
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.m.leads.leads} | ${loaderData.m.backOfficeTitle}` : "" }];
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { m, filters, total, pages, rows, language } = loaderData;
  const search = new URLSearchParams(loaderData.search);
  const l = m.leads;
  const dateFormat = dateTimeFormat(language, { dateStyle: "short", timeStyle: "short" });
  return (
    <div className="container page-body admin-page" lang={language}>
      <h1 id="page-title">{l.leads}</h1>
      <Form method="get" className="admin-filters">
        <div className="field">
          <label htmlFor="lead-kind">{l.form}</label>
          <select id="lead-kind" name="kind" defaultValue={filters.kind ?? ""}>
            <option value="">{l.allForms}</option>
            {FORM_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {l.kinds[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="lead-verified">{l.verified}</label>
          <select
            id="lead-verified"
            name="verified"
            defaultValue={filters.verified === null ? "" : filters.verified ? "yes" : "no"}
          >
            <option value="">{l.all}</option>
            <option value="yes">{l.captchaSolved}</option>
            <option value="no">{l.captchaUnsolved}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="lead-query">{l.search}</label>
          <input id="lead-query" name="q" type="search" defaultValue={filters.query} maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor="lead-status">{l.status}</label>
          <select id="lead-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">{l.allStatuses}</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {l.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="lead-property">{l.propertyFilter}</label>
          <input
            id="lead-property"
            name="property"
            inputMode="numeric"
            pattern="[0-9]*"
            size={8}
            defaultValue={filters.propertyId ?? ""}
          />
        </div>
        <div className="field">
          <label htmlFor="lead-from">{l.from}</label>
          <input id="lead-from" name="from" type="date" defaultValue={filters.from ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="lead-to">{l.to}</label>
          <input id="lead-to" name="to" type="date" defaultValue={filters.to ?? ""} />
        </div>
        <button type="submit" className="btn btn-accent">
          {l.filter}
        </button>
      </Form>
      <p className="admin-summary">
        <span>{fillCount(language, l.total, total)}</span>
        {total === 0 ? null : loaderData.exportBlocked ? (
          <span className="admin-hint">{loaderData.exportBlocked}</span>
        ) : (
          // A file to download, not a page: the browser fetches it itself.
          <a href={`/admin/leads/export.csv${search.size > 0 ? `?${search}` : ""}`} download>
            {l.exportCsv}
          </a>
        )}
      </p>
      {rows.length === 0 ? (
        <p>{l.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          {/* On a phone each request is a card, each line named by its column (data-label): the person
              and the property first, nothing off to the side. A table still for screen readers. */}
          <table className="admin-table cards-on-phone admin-lead-table">
            <caption className="visually-hidden">{l.leads}</caption>
            <thead>
              <tr>
                <th scope="col">{l.date}</th>
                <th scope="col">{l.name}</th>
                <th scope="col">{l.property}</th>
                <th scope="col">{l.form}</th>
                <th scope="col">{l.email}</th>
                <th scope="col">{l.verified}</th>
                <th scope="col">{l.status}</th>
                <th scope="col">{l.assignee}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="admin-row-title">
                    <Link to={`/admin/leads/${row.id}/`}>{dateFormat.format(new Date(row.createdAt))}</Link>
                  </th>
                  <td data-label={l.name}>{row.name}</td>
                  <td data-label={l.property} className={row.propertyId === null ? "empty-on-phone" : undefined}>
                    {row.propertyId === null ? null : (
                      <Link to={`/admin/properties/${row.propertyId}/`}>{row.propertyReference ?? row.propertyId}</Link>
                    )}
                  </td>
                  <td data-label={l.form}>{(l.kinds as Record<string, string>)[row.kind] ?? row.kind}</td>
                  <td data-label={l.email}>{row.email}</td>
                  <td data-label={l.verified}>{row.verified ? l.captchaSolved : l.captchaUnsolved}</td>
                  <td data-label={l.status}>{l.statuses[row.status]}</td>
                  <td data-label={l.assignee} className={row.assigneeName ? undefined : "empty-on-phone"}>
                    {row.assigneeName ?? ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPaging m={m} page={filters.page} pages={pages} hrefOf={(page) => pageHref(search, page)} />
    </div>
  );
}
