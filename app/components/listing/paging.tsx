import { fill, fillCount } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import { Link } from "../ui/link.tsx";
import type { CatalogMessages } from "./catalog-messages.ts";

interface PagingProps {
  page: number;
  pages: number;
  total: number;
  /** The link of a page number (keeps the rest of the list's state). */
  pageHref: (page: number) => string;
  messages: CatalogMessages["list"];
  /** The page's language: it says whether the count takes the singular ("1 pand"). */
  language: Language;
}

/** First / previous / next / last with "page X of Y" and the object count (SPEC.md). */
export function Paging({ page, pages, total, pageHref, messages, language }: PagingProps) {
  const step = (label: string, target: number, rel?: string) =>
    target >= 1 && target <= pages && target !== page ? (
      <Link to={pageHref(target)} rel={rel} className="paging-link">
        {label}
      </Link>
    ) : (
      <span className="paging-link is-disabled" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className="paging" aria-label={messages.paging}>
      <p className="paging-status">
        {fill(messages.pageOf, { page: Math.min(page, pages), pages })}
        {" · "}
        {fillCount(language, messages.objectCount, total)}
      </p>
      {pages > 1 ? (
        <ul className="paging-links">
          <li>{step(messages.first, 1)}</li>
          <li>{step(messages.previous, page - 1, "prev")}</li>
          <li>{step(messages.next, page + 1, "next")}</li>
          <li>{step(messages.last, pages)}</li>
        </ul>
      ) : null}
    </nav>
  );
}
