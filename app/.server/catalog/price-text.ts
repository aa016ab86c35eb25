import { isForSale, isStartingFromPrice } from "../../domain/listing.ts";
import type { CatalogMessages } from "../../i18n/messages/catalog-nl.ts";

export interface PriceFacts {
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  goal: number;
  /** The CRM's own words after the price in this language (PriceUnitText); blank uses the default. */
  priceUnitText?: string | null | undefined;
}

/**
 * The price as a visitor reads it (SPEC.md): hidden prices read "price on request", unit 7 is
 * "starting from", rents are per month unless the listing's PriceUnitText says otherwise. The number itself is formatted by `format` (euro, Belgian
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
  const unitText = facts.priceUnitText?.trim();
  if (unitText) return `${from}${amount} ${unitText}`;
  const perMonth = !isForSale(facts.goal) ? ` ${messages.perMonth}` : "";
  return `${from}${amount}${perMonth}`;
}
