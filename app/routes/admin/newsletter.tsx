import { Form } from "react-router";
import { SUBSCRIBERS_PER_PAGE, subscriberList } from "../../.server/admin/newsletter.ts";
import { pageNumberOf, searchQueryOf } from "../../.server/admin/paging.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { AdminPaging, pageHref } from "../../components/admin/admin-paging.tsx";
import { Link } from "../../components/ui/link.tsx";
import { dateTimeFormat } from "../../i18n/dates.ts";
import { fillCount } from "../../i18n/fill.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_ACCOUNT_MESSAGES } from "../../i18n/messages/admin-account.ts";
import { ADMIN_VISITS_MESSAGES } from "../../i18n/messages/admin-visits.ts";
import { adminHref } from "../../shared/admin-pages.ts";
import type { Route } from "./+types/newsletter";

type SubscriberState = "confirmed" | "unconfirmed" | "unsubscribed";

function subscriberState(row: { confirmedAt: Date | null; unsubscribedAt: Date | null }): SubscriberState {
  if (row.unsubscribedAt) return "unsubscribed";
  return row.confirmedAt ? "confirmed" : "unconfirmed";
}

/** Every newsletter sign-up, newest first, with its state; the export of the addresses that may be mailed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const search = new URL(request.url).searchParams;
  const query = searchQueryOf(search);
  const page = pageNumberOf(search);
  const { total, rows } = await subscriberList(query, page);
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    // The export needs two-factor codes (newsletter-export.ts): without them, why it is not offered.
    exportBlocked: user.twoFactorEnabled ? null : ADMIN_ACCOUNT_MESSAGES[user.language].account.exportNeedsTwoFactor,
    v: ADMIN_VISITS_MESSAGES[user.language],
    query,
    page,
    total,
    pages: Math.max(1, Math.ceil(total / SUBSCRIBERS_PER_PAGE)),
    rows: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      language: row.language,
      state: subscriberState(row),
      createdAt: row.createdAt.toISOString(),
      leadId: row.leadId,
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.v.newsletter.title} | ${loaderData.m.backOfficeTitle}` : "" }];
}

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { m, v, language, query, page, pages, total, rows } = loaderData;
  const t = v.newsletter;
  const date = dateTimeFormat(language, { dateStyle: "short" });
  return (
    <div className="container page-body admin-page" lang={language}>
      <h1 id="page-title">{t.title}</h1>
      <div className="admin-export">
        {loaderData.exportBlocked ? (
          <p className="admin-hint">{loaderData.exportBlocked}</p>
        ) : (
          <>
            {/* A file, not a page: the router must not fetch it as one. */}
            <a
              href="/admin/newsletter/subscribers.csv"
              download
              className="btn btn-accent"
              aria-describedby="export-hint"
            >
              {t.export}
            </a>
            <p id="export-hint" className="admin-hint">
              {t.exportHint}
            </p>
          </>
        )}
      </div>
      <Form method="get" className="admin-filters">
        <div className="field">
          <label htmlFor="subscriber-query">{t.search}</label>
          <input id="subscriber-query" name="q" type="search" defaultValue={query} maxLength={100} />
        </div>
        <button type="submit" className="btn btn-accent">
          {t.filter}
        </button>
      </Form>
      <p>{fillCount(language, t.total, total)}</p>
      {rows.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t.date}</th>
                <th scope="col">{t.email}</th>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.language}</th>
                <th scope="col">{t.state}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{date.format(new Date(row.createdAt))}</td>
                  <td>
                    {/* Every row has a link, so a keyboard reaches the list and scrolls it sideways on a phone. */}
                    {row.leadId ? (
                      <Link to={`/admin/leads/${row.leadId}/`}>{row.email}</Link>
                    ) : (
                      <a href={`mailto:${row.email}`}>{row.email}</a>
                    )}
                  </td>
                  <td>{row.name}</td>
                  <td>{row.language.toUpperCase()}</td>
                  <td>{t.states[row.state]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPaging
        m={m}
        page={page}
        pages={pages}
        hrefOf={(next) => pageHref(adminHref("newsletter"), new URLSearchParams(query ? { q: query } : {}), next)}
      />
    </div>
  );
}
