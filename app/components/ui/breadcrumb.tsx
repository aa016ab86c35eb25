import type { Crumb } from "../../shared/page-meta.ts";
import { Link } from "./link.tsx";
/** Home > ... > current page; the last entry is the current page and is not a link. */
export function Breadcrumb({ crumbs, label }: { crumbs: Crumb[]; label: string }) {
  if (crumbs.length < 2) return null;
  return (
    <nav className="site-breadcrumb" aria-label={label}>
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.href}>
              <span aria-current="page">{crumb.label}</span>
            </li>
          ) : (
            <li key={crumb.href}>
              <Link to={crumb.href}>{crumb.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
