// The heart on a card and on a listing: keeps the property among the visitor's favourites in this
// browser (favourites-store.ts). It needs JavaScript, so it is drawn only once the page is the
// browser's: without a script there is no button that does nothing.
import { fill } from "../../i18n/fill.ts";
import { useHydrated } from "../modules/use-media.ts";
import { Icon } from "../ui/icons.tsx";
import type { CatalogMessages } from "./catalog-messages.ts";
import { toggleFavourite, useFavourites } from "./favourites-store.ts";

type Messages = Pick<CatalogMessages["card"], "favourite" | "favouriteAdd" | "favouriteRemove">;

/**
 * A card's heart: an icon that toggles, named after the property, its state said by aria-pressed
 * (its name stays the same, as a toggle's should), its action in the tooltip.
 */
export function FavouriteToggle({ id, title, messages }: { id: number; title: string; messages: Messages }) {
  const saved = useFavourites().includes(id);
  if (!useHydrated()) return null;
  return (
    <button
      type="button"
      className="favourite-toggle"
      aria-pressed={saved}
      title={saved ? messages.favouriteRemove : messages.favouriteAdd}
      onClick={() => toggleFavourite(id)}
    >
      <Icon name={saved ? "heart" : "heart-outline"} size={22} />
      <span className="visually-hidden">{fill(messages.favourite, { title })}</span>
    </button>
  );
}

/** The listing's button: its words say what pressing it does now. */
export function FavouriteButton({ id, messages }: { id: number; messages: Messages }) {
  const saved = useFavourites().includes(id);
  if (!useHydrated()) return null;
  return (
    <button type="button" className="btn btn-outline favourite-button" onClick={() => toggleFavourite(id)}>
      <Icon name={saved ? "heart" : "heart-outline"} size={18} />
      {saved ? messages.favouriteRemove : messages.favouriteAdd}
    </button>
  );
}
