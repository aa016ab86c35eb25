import { isForSale, isStartingFromPrice } from "../../domain/listing.ts";
import type { CatalogMessages } from "../../i18n/messages/catalog-nl.ts";

export interface PriceFacts {
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  goal: number;
}

/**
 * The price as a visitor reads it (SPEC.md): hidden prices read "price on request", unit 7 is
 * "starting from", rents are per month. The number itself is formatted by `format` (euro, Belgian
 * grouping; an unformattable value reads NaN, as SPEC.md says).
 */
export function priceText(
  facts: PriceFacts,
  messages: CatalogMessages["card"],
  format: (value: number) => string,
): string {
  if (!facts.publishPrice || facts.price === null) return messages.priceOnRequest;
  const amount = format(facts.price);
  const from = isStartingFromPrice(facts.priceUnit) ? `${messages.startingFrom} ` : "";
  const perMonth = !isForSale(facts.goal) ? ` ${messages.perMonth}` : "";
  return `${from}${amount}${perMonth}`;
}
