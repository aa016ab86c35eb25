import { Form } from "react-router";
import { DEMANDS_PER_PAGE, demandFiltersOf, demandList } from "../../.server/admin/demands.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { AdminPaging, pageHref } from "../../components/admin/admin-paging.tsx";
import { Link } from "../../components/ui/link.tsx";
import { DEMAND_STATES, demandStateOf } from "../../domain/demand-state.ts";
import { GOAL_SALE } from "../../domain/listing.ts";
import { dateTimeFormat } from "../../i18n/dates.ts";
import { fillCount } from "../../i18n/fill.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_VISITS_MESSAGES } from "../../i18n/messages/admin-visits.ts";
import { adminHref } from "../../shared/admin-pages.ts";
import type { Route } from "./+types/demands";

/** Every "keep me informed" demand, newest first, by state and by a search on name or e-mail. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const filters = demandFiltersOf(new URL(request.url).searchParams);
  const { total, rows } = await demandList(filters);
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    v: ADMIN_VISITS_MESSAGES[user.language],
    filters,
    total,
    pages: Math.max(1, Math.ceil(total / DEMANDS_PER_PAGE)),
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      language: row.language,
      sale: row.goal === GOAL_SALE,
      matches: row.matches,
      state: demandStateOf(row),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.v.demands.title} | ${loaderData.m.backOfficeTitle}` : "" }];
}

function filterSearch(filters: { state: string | null; query: string }): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.state) search.set("state", filters.state);
  if (filters.query) search.set("q", filters.query);
  return search;
}

export default function Demands({ loaderData }: Route.ComponentProps) {
  const { m, v, language, filters, total, pages, rows } = loaderData;
  const t = v.demands;
  const date = dateTimeFormat(language, { dateStyle: "short" });
  return (
    <div className="container page-body admin-page" lang={language}>
      <h1 id="page-title">{t.title}</h1>
      <Form method="get" className="admin-filters">
        <div className="field">
          <label htmlFor="demand-state">{t.state}</label>
          <select id="demand-state" name="state" defaultValue={filters.state ?? ""}>
            <option value="">{t.all}</option>
            {DEMAND_STATES.map((state) => (
              <option key={state} value={state}>
                {t.states[state]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="demand-query">{t.search}</label>
          <input id="demand-query" name="q" type="search" defaultValue={filters.query} maxLength={100} />
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
                <th scope="col">{t.name}</th>
                <th scope="col">{t.email}</th>
                <th scope="col">{t.goal}</th>
                <th scope="col">{t.state}</th>
                <th scope="col">{t.matches}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{date.format(new Date(row.createdAt))}</td>
                  <td>
                    <Link to={`/admin/demands/${row.id}/`}>{row.name || t.noName}</Link>
                  </td>
                  <td>{row.email}</td>
                  <td>{row.sale ? t.goals.sale : t.goals.rent}</td>
                  <td>{t.states[row.state]}</td>
                  <td>{row.matches}</td>
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
        hrefOf={(page) => pageHref(adminHref("demands"), filterSearch(filters), page)}
      />
    </div>
  );
}
