// The sentences that quote the agency's amounts (sale-rent-terms.ts) in the visitor's language: the
// buyer's advance beside the purchase offer and after it, and the conditions a candidate tenant
// reads on a rental's visit booking and application pages and in their mails. Numbers are written
// the site's way ("7,5 %", "€ 2.850"); the conditions are one sentence, joined as the language joins
// a list ("a, b en c").
import type { QuotedDeposit, SaleRentTerms } from "../domain/sale-rent-terms.ts";
import { fill, fillCount } from "./fill.ts";
import { formatNumber, formatPrice, LOCALES } from "./format.ts";
import type { Language } from "./languages.ts";
import type { FormMessages } from "./messages/forms-nl.ts";

type TermsMessages = FormMessages["terms"];

/** "10%" in Dutch and English, "7,5 %" (with a no-break space) in French and German. */
export function advancePercentText(messages: TermsMessages, terms: SaleRentTerms): string {
  return fill(messages.percent, { value: formatNumber(terms.offerAdvancePercent) });
}

/** The advance beside the offer's form: what the buyer pays when the sales agreement is signed. */
export function advanceNotice(messages: TermsMessages, terms: SaleRentTerms): string {
  return fill(messages.advanceNotice, { percent: advancePercentText(messages, terms) });
}

/** The same advance after the offer was sent (its thank-you page and mail). */
export function offerThanks(messages: TermsMessages, terms: SaleRentTerms): string {
  return fill(messages.offerThanks, { percent: advancePercentText(messages, terms) });
}

function depositText(messages: TermsMessages, language: Language, deposit: QuotedDeposit): string {
  if (deposit.kind === "amount") return fill(messages.depositAmount, { amount: formatPrice(deposit.amount, language) });
  const months = fillCount(language, messages.depositMonths, deposit.months);
  return deposit.amount === null ? months : `${months} (${formatPrice(deposit.amount, language)})`;
}

/**
 * The conditions as one sentence: the income asked (unless 0), the occupants, the deposit the
 * listing or the agency quotes (none when neither does) and the tenant's costs (when set).
 */
export function rentalConditions(
  messages: TermsMessages,
  language: Language,
  terms: SaleRentTerms,
  deposit: QuotedDeposit | null,
): string {
  const parts: string[] = [];
  if (terms.incomeTimesRent > 0) parts.push(fill(messages.income, { times: formatNumber(terms.incomeTimesRent) }));
  parts.push(
    terms.maxPersons === null ? messages.personsSuited : fillCount(language, messages.persons, terms.maxPersons),
  );
  if (deposit) parts.push(depositText(messages, language, deposit));
  if (terms.tenantCosts !== null)
    parts.push(fill(messages.costs, { amount: formatPrice(terms.tenantCosts, language) }));
  const list = new Intl.ListFormat(LOCALES[language], { style: "long", type: "conjunction" }).format(parts);
  return fill(messages.rentalConditions, { conditions: list });
}
