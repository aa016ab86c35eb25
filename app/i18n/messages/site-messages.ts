import type { CatalogAttributes, CatalogMessages } from "./catalog-nl.ts";
import type { Messages } from "./nl.ts";

/** Everything the browser gets in the visitor's language: the interface texts and the catalogue's. */
export type SiteMessages = Messages & { catalog: CatalogMessages };

export type { CatalogAttributes, CatalogMessages, Messages };
