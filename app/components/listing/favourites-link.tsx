// The header's heart: the way to the favourites page, with how many there are once the browser has
// said (the server's HTML shows the heart alone, the same for every visitor).
import { useLocation } from "react-router";
import { fillCount } from "../../i18n/fill.ts";
import { useRootData } from "../frame/use-root-data.ts";
import { Icon } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { useFavourites } from "./favourites-store.ts";

export function FavouritesLink() {
  const count = useFavourites().length;
  const { pathname } = useLocation();
  const { language, favouritesHref: href, messages } = useRootData();
  const { favourites: label, favouritesCount: countText } = messages.frame;
  return (
    <Link to={href} className="favourites-link" aria-current={pathname === href ? "page" : undefined}>
      <Icon name={count > 0 ? "heart" : "heart-outline"} size={24} />
      {count > 0 ? (
        <>
          <span className="favourites-count" aria-hidden="true">
            {count}
          </span>
          <span className="visually-hidden">{fillCount(language, countText, count)}</span>
        </>
      ) : (
        <span className="visually-hidden">{label}</span>
      )}
    </Link>
  );
}
