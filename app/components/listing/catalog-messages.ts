// The catalogue's texts as components read them. Cards and search come with the root data on every
// page; the list's, a detail page's and the projects' come only with the pages that show them, in
// their own data (`catalogTexts`, made by app/.server/catalog/catalog-texts.ts).
import { useMemo } from "react";
import { useMatches } from "react-router";
import type { CatalogMessages } from "../../i18n/messages/site-messages.ts";
import type { CatalogPageMessages, FrameCatalogMessages } from "../../shared/root-data.ts";
import { useRootData } from "../frame/use-root-data.ts";

export type { CatalogMessages };

/** The texts a catalogue page sends with its own data, under this name. */
interface WithCatalogTexts {
  catalogTexts: Partial<CatalogPageMessages>;
}

/** The catalogue's texts every page has: cards, search, attributes and values. */
export function useFrameCatalogMessages(): FrameCatalogMessages {
  return useRootData().messages.catalog;
}

/** All the catalogue's texts in the visitor's language, on a page that sent its part of them. */
export function useCatalogMessages(): CatalogMessages {
  const frame = useFrameCatalogMessages();
  const texts = useMatches()
    .map((match) => match.loaderData)
    .findLast(hasCatalogTexts)?.catalogTexts;
  // A part the page did not send is missing here: the page's loader names the parts it shows.
  return useMemo(() => ({ ...frame, ...texts }) as CatalogMessages, [frame, texts]);
}

function hasCatalogTexts(data: unknown): data is WithCatalogTexts {
  return typeof data === "object" && data !== null && "catalogTexts" in data;
}
