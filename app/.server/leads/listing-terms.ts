// The agency's amounts as a page or mail about one listing quotes them: the offer's advance, and for
// a rental the conditions with the deposit the listing names (its own amount wins over the agency's
// months, quotedDeposit) and the rent, when it is public, to say what the months come to.
import { and, eq, ne } from "drizzle-orm";
import { GOAL_SALE } from "../../domain/listing.ts";
import { quotedDeposit, storedTerms } from "../../domain/sale-rent-terms.ts";
import { formMessagesFor } from "../../i18n/form-messages.server.ts";
import type { Language } from "../../i18n/languages.ts";
import { advanceNotice, offerThanks, rentalConditions } from "../../i18n/terms-texts.ts";
import type { TermsTexts } from "../../shared/form-view.ts";
import { db } from "../db/client.ts";
import { properties } from "../db/schema.ts";

/** What a rental's texts need of the listing: its goal, the rent shown and the deposit it names. */
export interface ListingRentFacts {
  goal: number;
  shownRent: number | null;
  deposit: number | null;
}

export async function listingRentFacts(propertyId: number): Promise<ListingRentFacts | undefined> {
  return rentFactsWhere(eq(properties.id, propertyId));
}

/**
 * The facts of a published rental named by a page's address (the thank-you page after an
 * application): anyone may write any value there, so anything but the id of a listing to rent that
 * is published now (a word, an unknown or withdrawn listing, one for sale) names none.
 */
export async function publishedRentalFacts(listing: string | null): Promise<ListingRentFacts | undefined> {
  if (listing === null || !/^[1-9]\d{0,8}$/.test(listing)) return undefined;
  return rentFactsWhere(
    and(eq(properties.id, Number(listing)), eq(properties.status, "published"), ne(properties.goal, GOAL_SALE)),
  );
}

async function rentFactsWhere(where: ReturnType<typeof and>): Promise<ListingRentFacts | undefined> {
  const [row] = await db()
    .select({
      goal: properties.goal,
      price: properties.price,
      publishPrice: properties.publishPrice,
      details: properties.details,
    })
    .from(properties)
    .where(where);
  if (!row) return undefined;
  const deposit = row.details.financial?.deposit;
  return {
    goal: row.goal,
    shownRent: row.publishPrice ? row.price : null,
    deposit: typeof deposit === "number" ? deposit : null,
  };
}

/** The sentences in the visitor's language; without a listing, the deposit is the agency's months. */
export function termsTexts(language: Language, storedValue: unknown, listing?: ListingRentFacts): TermsTexts {
  const terms = storedTerms(storedValue);
  const messages = formMessagesFor(language).terms;
  const deposit = quotedDeposit(listing?.deposit, listing?.shownRent, terms.depositMonths);
  return {
    advanceNotice: advanceNotice(messages, terms),
    offerThanks: offerThanks(messages, terms),
    rentalConditions: rentalConditions(messages, language, terms, deposit),
  };
}
