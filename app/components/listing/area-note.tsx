import "./map-area.css";
import { type FilterNote, type ListQuery, withoutFilter } from "../../shared/list-state.ts";
import { Link } from "../ui/link.tsx";
import type { CatalogMessages } from "./catalog-messages.ts";

/**
 * Above the list, whatever its view: that it holds the listings of an area drawn on the map, with the
 * link that drops the area (a shared or bookmarked address works without JavaScript), or why an
 * area of the address was left out.
 */
export function AreaNote({
  query,
  path,
  note,
  messages,
}: {
  query: ListQuery;
  path: string;
  note: FilterNote | undefined;
  messages: CatalogMessages["list"];
}) {
  if (query.area !== undefined)
    return (
      <p className="area-note">
        <span>{messages.area}</span>{" "}
        <Link to={`${path}${withoutFilter(query, "area")}`} preventScrollReset>
          {messages.areaClear}
        </Link>
      </p>
    );
  if (note) return <p className="area-note area-note-unread">{note.text}</p>;
  return null;
}
