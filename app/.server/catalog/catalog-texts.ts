// The catalogue's texts a page sends with its own data (app/components/listing/catalog-messages.ts):
// only the parts it shows, as every page already carries the cards' and the search's with the root's.
import type { Language } from "../../i18n/languages.ts";
import { messagesFor } from "../../i18n/messages.server.ts";
import type { CatalogPageMessages } from "../../shared/root-data.ts";

export function catalogTexts<Part extends keyof CatalogPageMessages>(
  language: Language,
  parts: readonly Part[],
): { catalogTexts: Pick<CatalogPageMessages, Part> } {
  const catalog = messagesFor(language).catalog;
  const texts = {} as Pick<CatalogPageMessages, Part>;
  for (const part of parts) texts[part] = catalog[part];
  return { catalogTexts: texts };
}
