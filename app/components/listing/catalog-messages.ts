import type { CatalogMessages } from "../../i18n/messages/site-messages.ts";
import { useRootData } from "../frame/use-root-data.ts";

export type { CatalogMessages };

/** The catalogue's texts in the visitor's language (sent by the root loader). */
export function useCatalogMessages(): CatalogMessages {
  return useRootData().messages.catalog;
}
