// The catalogue's texts as components read them: a part of the interface texts of the page's language.
import type { CatalogMessages } from "../../i18n/messages/site-messages.ts";
import { useRootData } from "../frame/use-root-data.ts";

export type { CatalogMessages };

export function useCatalogMessages(): CatalogMessages {
  return useRootData().messages.catalog;
}
