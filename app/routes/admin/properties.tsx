import { Form } from "react-router";
import { LISTINGS_PER_PAGE, listingFiltersOf, listingList } from "../../.server/admin/listings.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { siteData } from "../../.server/site-settings.ts";
import { AdminPaging, pageHref } from "../../components/admin/admin-paging.tsx";
import { Link } from "../../components/ui/link.tsx";
import { isForSale } from "../../domain/listing.ts";
import { fillCount } from "../../i18n/fill.ts";
import { formatPrice } from "../../i18n/format.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_LISTING_MESSAGES } from "../../i18n/messages/admin-listings.ts";
import { adminHref } from "../../shared/admin-pages.ts";
import { LISTING_STATUS_FILTERS } from "../../shared/listing-statuses.ts";
import type { Route } from "./+types/properties";
import "../../styles/admin-editing.css";

/** Every listing, drafts and offline ones too, last changed first, with its filters in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const filters = listingFiltersOf(new URL(request.url).searchParams);
  const { settings } = await siteData();
  const { rows, total } = await listingList(filters, user.language, settings.fallback);
  const search = new URLSearchParams();
  if (filters.query) search.set("q", filters.query);
  if (filters.status) search.set("status", filters.status);
  if (filters.goal) search.set("goal", filters.goal);
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    t: ADMIN_LISTING_MESSAGES[user.language],
    filters,
    search: search.toString(),
    rows,
    total,
    pages: Math.max(1, Math.ceil(total / LISTINGS_PER_PAGE)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.t.title} | ${loaderData.m.backOfficeTitle}` : "" }];
}

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { m, t, filters, rows, total, pages, language } = loaderData;
  const search = new URLSearchParams(loaderData.search);
  return (
    <div className="container page-body admin-page" lang={language}>
      <div className="admin-heading-row">
        <h1 id="page-title">{t.title}</h1>
        <Link to="/admin/properties/new/" className="btn btn-accent">
          {t.newListing}
        </Link>
      </div>
      <Form method="get" className="admin-filters">
        <div className="field">
          <label htmlFor="listing-query">{t.search}</label>
          <input id="listing-query" name="q" type="search" defaultValue={filters.query} maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor="listing-status">{t.status}</label>
          <select id="listing-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">{t.allStatuses}</option>
            {LISTING_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="listing-goal">{t.goal}</label>
          <select id="listing-goal" name="goal" defaultValue={filters.goal ?? ""}>
            <option value="">{t.allGoals}</option>
            <option value="sale">{t.goals.sale}</option>
            <option value="rent">{t.goals.rent}</option>
          </select>
        </div>
        <button type="submit" className="btn btn-accent">
          {t.filter}
        </button>
      </Form>
      <p className="admin-summary">{fillCount(language, t.total, total)}</p>
      {rows.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table cards-on-phone">
            <thead>
              <tr>
                <th scope="col">{t.listingTitle}</th>
                <th scope="col">{t.reference}</th>
                <th scope="col">{t.city}</th>
                <th scope="col">{t.goal}</th>
                <th scope="col">{t.price}</th>
                <th scope="col">{t.status}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t.listingTitle}>
                    <Link to={`/admin/properties/${row.id}/`}>{row.title || row.typeName}</Link>
                    {row.fromFeed ? <span className="admin-hint"> ({t.fromFeed})</span> : null}
                  </td>
                  <td data-label={t.reference}>{row.reference ?? row.id}</td>
                  <td data-label={t.city}>{row.city}</td>
                  <td data-label={t.goal}>{isForSale(row.goal) ? t.goals.sale : t.goals.rent}</td>
                  <td data-label={t.price}>{row.price === null ? "" : formatPrice(row.price, language)}</td>
                  <td data-label={t.status}>{row.archived ? t.statuses.archived : t.statuses[row.status]}</td>
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
        hrefOf={(page) => pageHref(adminHref("properties"), search, page)}
      />
    </div>
  );
}
