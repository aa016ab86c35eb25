import { Form } from "react-router";
import {
  CONTACTS_PER_PAGE,
  contactFiltersOf,
  contactList,
  contactsWithDuplicates,
} from "../../.server/admin/contacts.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { AdminPaging, pageHref } from "../../components/admin/admin-paging.tsx";
import { Link } from "../../components/ui/link.tsx";
import { phoneAsWritten } from "../../domain/contact-match.ts";
import { dateTimeFormat } from "../../i18n/dates.ts";
import { fillCount } from "../../i18n/fill.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_CONTACTS_MESSAGES } from "../../i18n/messages/admin-contacts.ts";
import { adminHref } from "../../shared/admin-pages.ts";
import type { Route } from "./+types/contacts";

/** Everyone who wrote to the agency, once each, the most recent first; searched by name, e-mail, phone or street. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const filters = contactFiltersOf(new URL(request.url).searchParams);
  const { total, rows } = await contactList(filters);
  const search = new URLSearchParams();
  if (filters.query) search.set("q", filters.query);
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    c: ADMIN_CONTACTS_MESSAGES[user.language],
    filters,
    // The proposals stand above the list's first page, not in a search's answer.
    duplicates: filters.query === "" && filters.page === 1 ? await contactsWithDuplicates() : [],
    search: search.toString(),
    total,
    pages: Math.max(1, Math.ceil(total / CONTACTS_PER_PAGE)),
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone ? phoneAsWritten(row.phone) : "",
      followerName: row.followerName,
      requests: row.requests,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.c.title} | ${loaderData.m.backOfficeTitle}` : "" }];
}

export default function Contacts({ loaderData }: Route.ComponentProps) {
  const { m, c, filters, total, pages, rows, language, duplicates } = loaderData;
  const search = new URLSearchParams(loaderData.search);
  const date = dateTimeFormat(language, { dateStyle: "short" });
  return (
    <div className="container page-body admin-page" lang={language}>
      <h1 id="page-title">{c.title}</h1>
      <p>{c.intro}</p>
      <Form method="get" className="admin-filters">
        <div className="field">
          <label htmlFor="contact-query">{c.search}</label>
          <input
            id="contact-query"
            name="q"
            type="search"
            defaultValue={filters.query}
            maxLength={100}
            aria-describedby="contact-query-hint"
          />
          <p id="contact-query-hint" className="admin-hint">
            {c.searchHint}
          </p>
        </div>
        <button type="submit" className="btn btn-accent">
          {c.filter}
        </button>
      </Form>
      {duplicates.length > 0 ? (
        <section aria-labelledby="contact-duplicates" className="admin-review">
          <h2 id="contact-duplicates">{c.duplicatesList}</h2>
          <p>{c.duplicatesListIntro}</p>
          <ul>
            {duplicates.map((row) => (
              <li key={row.id}>
                <Link to={adminHref("contact", { id: row.id })}>{row.name || c.noName}</Link>
                {` · ${fillCount(language, c.twins, row.twins)}`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="admin-summary">
        <span>{fillCount(language, c.total, total)}</span>
      </p>
      {rows.length === 0 ? (
        <p>{c.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table cards-on-phone">
            <caption className="visually-hidden">{c.title}</caption>
            <thead>
              <tr>
                <th scope="col">{c.name}</th>
                <th scope="col">{c.email}</th>
                <th scope="col">{c.phone}</th>
                <th scope="col">{c.requests}</th>
                <th scope="col">{c.lastContact}</th>
                <th scope="col">{c.followedBy}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="admin-row-title">
                    <Link to={adminHref("contact", { id: row.id })}>{row.name || c.noName}</Link>
                  </th>
                  <td data-label={c.email} className={row.email ? undefined : "empty-on-phone"}>
                    {row.email ?? ""}
                  </td>
                  <td data-label={c.phone} className={row.phone ? undefined : "empty-on-phone"}>
                    {row.phone}
                  </td>
                  <td data-label={c.requests}>{row.requests}</td>
                  <td data-label={c.lastContact}>{date.format(new Date(row.updatedAt))}</td>
                  <td data-label={c.followedBy} className={row.followerName ? undefined : "empty-on-phone"}>
                    {row.followerName ?? ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPaging
        m={m}
        page={filters.page}
        pages={pages}
        hrefOf={(page) => pageHref(adminHref("contacts"), search, page)}
      />
    </div>
  );
}
