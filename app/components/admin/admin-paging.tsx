import { fill } from "../../i18n/fill.ts";
import type { AdminMessages } from "../../i18n/messages/admin.ts";
import { Link } from "../ui/link.tsx";

/** Previous and next page of a back-office list, the filters kept by `hrefOf`; nothing for one page. */
export function AdminPaging({
  m,
  page,
  pages,
  hrefOf,
  total,
}: {
  m: AdminMessages;
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  /** Shown beside the page number where the list does not say its size elsewhere. */
  total?: number;
}) {
  if (pages <= 1) return null;
  const where = fill(m.leads.page, { page, pages });
  return (
    <nav className="admin-paging" aria-label={where}>
      {page > 1 ? <Link to={hrefOf(page - 1)}>{m.leads.prev}</Link> : null}
      <span>
        {where}
        {total === undefined ? null : ` · ${total}`}
      </span>
      {page < pages ? <Link to={hrefOf(page + 1)}>{m.leads.next}</Link> : null}
    </nav>
  );
}

/**
 * The list's address for `page`, its other filters kept: the list's path alone for the first page
 * without filters. Whole, as the site's links take their addresses (components/ui/link.tsx).
 */
export function pageHref(path: string, search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  const text = next.toString();
  return text ? `${path}?${text}` : path;
}
