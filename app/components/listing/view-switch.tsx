import { type ListView, VIEWS } from "../../shared/list-state.ts";
import { Link } from "../ui/link.tsx";
import type { CatalogMessages } from "./catalog-messages.ts";

/** Grid, list and map views as plain links: the view is part of the URL like the rest of the state. */
export function ViewSwitch({
  view,
  viewHref,
  messages,
}: {
  view: ListView;
  viewHref: (view: ListView) => string;
  messages: CatalogMessages["list"];
}) {
  const labels: Record<ListView, string> = { grid: messages.viewGrid, list: messages.viewList, map: messages.viewMap };
  return (
    <nav className="view-switch" aria-label={messages.view}>
      <ul>
        {VIEWS.map((name) => (
          <li key={name}>
            <Link
              to={viewHref(name)}
              aria-current={name === view ? "page" : undefined}
              className={name === view ? "is-current" : undefined}
            >
              {labels[name]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
