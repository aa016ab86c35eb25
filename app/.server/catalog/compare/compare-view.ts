// The compare page's data: two to four published properties side by side, read from the ids in the
// address, with their key figures, what a sale costs on top of its price and a month of the loan
// (the calculator's rules, app/domain/purchase-costs), and the detail page's attribute rows. Every
// value is formatted here, in the visitor's language; the loan's share, rate and term come from the
// page's GET form and stay in the address with the ids.
import { and, eq, inArray } from "drizzle-orm";
import { COMPARE_MAX, ID_PARAMETER, idsQuery, readIds } from "../../../domain/favourites.ts";
import { isForSale, isUnavailable } from "../../../domain/listing.ts";
import { monthlyPayment } from "../../../domain/purchase-costs/purchase-costs.ts";
import { readTypedNumber } from "../../../domain/typed-number.ts";
import { fill, fillCount } from "../../../i18n/fill.ts";
import { formatArea, formatNumber, formatPrice } from "../../../i18n/format.ts";
import type { Language } from "../../../i18n/languages.ts";
import { href } from "../../../i18n/links.ts";
import type { FavouritesMessages } from "../../../i18n/messages/favourites.ts";
import { messagesFor } from "../../../i18n/messages.server.ts";
import { typedIn } from "../../../shared/list-state.ts";
import type { CardEnergy } from "../../../shared/listing-view.ts";
import { db } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";
import { assumedCosts } from "../../purchase-costs/listing-costs.ts";
import { publishedCardsByIds, toListingCard } from "../card-query.ts";
import { attributeGroups } from "../detail/attribute-groups.ts";
import { attributeLabels } from "../detail/attribute-labels.ts";
import { formatRate } from "../detail/duty-note.ts";
import { detailFormats } from "../detail/property-view.ts";
import { type CompareSection, compareSections } from "./compare-table.ts";

/** The loan the monthly figure assumes, until the visitor says otherwise. */
export const LOAN_DEFAULTS = { share: "80", rate: "3", years: "20" } as const;
const LOAN_FIELDS = ["share", "rate", "years"] as const;
type LoanField = (typeof LOAN_FIELDS)[number];
const MAX_YEARS = 40;
const MAX_RATE_PERCENT = 20;

export interface CompareColumn {
  id: number;
  title: string;
  href: string;
  photoKey: string | null;
  photoWidth: number | null;
  photoHeight: number | null;
  /** The same comparison without this property (a plain link: it works without a script). */
  withoutHref: string;
  /** The calculator with this property's values, for a sale with a price. */
  calculatorHref: string | undefined;
}

/** A key figure's cell: its text, and for the energy label the colour of its class. */
export interface CompareCell {
  text: string;
  note?: string;
  energy?: CardEnergy;
}

export interface KeyRow {
  key: string;
  label: string;
  note?: string;
  values: (CompareCell | null)[];
}

export interface CompareView {
  columns: CompareColumn[];
  keyRows: KeyRow[];
  sections: CompareSection[];
  /** More ids than can be compared, or ids no longer on offer. */
  notes: string[];
  loan: { values: Record<LoanField, string>; notes: Partial<Record<LoanField, string>> };
  /** The ids compared, for the loan form's hidden fields. */
  ids: number[];
}

interface Loan {
  share: number;
  yearlyRate: number;
  years: number;
}

function readLoan(
  search: URLSearchParams,
  messages: FavouritesMessages["compare"],
): { values: Record<LoanField, string>; notes: Partial<Record<LoanField, string>>; loan: Loan } {
  const values = Object.fromEntries(
    LOAN_FIELDS.map((name) => [name, search.has(name) ? typedIn(search, name) : LOAN_DEFAULTS[name]]),
  ) as Record<LoanField, string>;
  const notes: Partial<Record<LoanField, string>> = {};
  const share = readTypedNumber(values.share, "percentage", { min: 1, max: 100 });
  if (!share.ok) notes.share = fill(messages.shareNote, { value: values.share });
  const rate = readTypedNumber(values.rate, "percentage", { min: 0, max: MAX_RATE_PERCENT });
  if (!rate.ok) notes.rate = fill(messages.rateNote, { value: values.rate });
  const years = /^\d{1,2}$/.test(values.years) ? Number(values.years) : 0;
  if (years < 1 || years > MAX_YEARS) notes.years = messages.yearsNote;
  // What cannot be read is said beside its field; the figures use the default meanwhile.
  return {
    values,
    notes,
    loan: {
      share: (share.ok ? share.value : Number(LOAN_DEFAULTS.share)) / 100,
      yearlyRate: (rate.ok ? rate.value : Number(LOAN_DEFAULTS.rate)) / 100,
      years: notes.years ? Number(LOAN_DEFAULTS.years) : years,
    },
  };
}

const published = (ids: number[]) => and(eq(properties.status, "published"), inArray(properties.id, ids));

export async function compareView(
  search: URLSearchParams,
  allMessages: FavouritesMessages,
  language: Language,
  fallback: Language,
  day: string,
): Promise<CompareView> {
  const messages = allMessages.compare;
  const asked = readIds(search.getAll(ID_PARAMETER));
  const ids = asked.slice(0, COMPARE_MAX);
  const { values, notes: loanNotes, loan } = readLoan(search, messages);
  const [cardRows, propertyRows] =
    ids.length > 0
      ? await Promise.all([
          publishedCardsByIds(ids, language, fallback),
          db().select().from(properties).where(published(ids)),
        ])
      : [[], []];
  const byId = new Map(propertyRows.map((row) => [row.id, row]));
  const shown = cardRows.flatMap((row) => {
    const property = byId.get(row.id);
    return property ? [{ card: toListingCard(row, language, fallback), property }] : [];
  });
  const notes: string[] = [];
  if (asked.length > COMPARE_MAX) notes.push(messages.tooMany);
  const gone = ids.length - shown.length;
  if (gone > 0) notes.push(fillCount(language, allMessages.favourites.gone, gone));
  const shownIds = shown.map(({ card }) => card.id);
  const catalog = messagesFor(language).catalog;
  const texts = { labels: attributeLabels(language), detail: catalog.detail };
  // The detail page's own formatters: a dated value reads as a date there and here.
  const format = detailFormats(language);

  const columns: CompareColumn[] = [];
  const cells: Record<string, (CompareCell | null)[]> = {};
  const cell = (key: string, value: CompareCell | null) => {
    cells[key] ??= [];
    cells[key].push(value);
  };
  for (const { card, property } of shown) {
    const financial = property.details?.financial;
    const costs = assumedCosts(
      {
        ...property,
        vatRegime: financial?.vatRegime,
        agencyNotary: financial?.notaryFeeInclVat,
        closed: isUnavailable(property.marquee),
      },
      day,
    );
    const pricedSale = costs && costs !== "luxembourg" && !costs.underVat ? costs : undefined;
    columns.push({
      id: card.id,
      title: card.title,
      href: card.href,
      photoKey: card.photoKey,
      photoWidth: card.photoWidth,
      photoHeight: card.photoHeight,
      withoutHref: href("compare", language, {}, withLoan(idsQuery(shownIds.filter((id) => id !== card.id)), values)),
      calculatorHref: pricedSale
        ? href(
            "purchaseCosts",
            language,
            {},
            new URLSearchParams({
              price: formatNumber(pricedSale.price),
              region: pricedSale.region,
              kind: pricedSale.kind,
              buyer: pricedSale.assumed.duties.applied,
            }),
          )
        : undefined,
    });
    const price = property.publishPrice && property.price && property.price > 0 ? property.price : undefined;
    cell("price", { text: card.priceText });
    cell(
      "pricePerArea",
      price && property.livingArea && property.livingArea > 0
        ? { text: `${formatPrice(Math.round(price / property.livingArea), language)}/m²` }
        : null,
    );
    cell("type", { text: card.typeName });
    cell("town", { text: `${card.zip} ${card.city}` });
    cell("living", property.livingArea ? { text: formatArea(property.livingArea) } : null);
    cell("ground", property.plotArea ? { text: formatArea(property.plotArea) } : null);
    cell("bedrooms", property.bedrooms ? { text: String(property.bedrooms) } : null);
    cell("bathrooms", property.bathrooms ? { text: String(property.bathrooms) } : null);
    cell("energy", card.energy ? { text: card.energy.label, energy: card.energy } : null);
    cell(
      "costsOnTop",
      !isForSale(property.goal) || !costs
        ? null
        : costs === "luxembourg"
          ? { text: messages.costsLuxembourg }
          : costs.underVat
            ? { text: messages.costsUnderVat }
            : {
                text: formatPrice(Math.round(costs.assumed.total / 100) * 100, language),
                note: costs.assumed.duties.applied === "own-home" ? messages.costsOwnHome : messages.costsStandard,
              },
    );
    cell("monthly", monthlyCell(property, pricedSale?.price, loan, messages, language, catalog.card.perMonth));
  }
  const labels = texts.labels.attributes;
  const keyRows: KeyRow[] = [
    { key: "price", label: messages.price },
    { key: "pricePerArea", label: messages.pricePerArea },
    { key: "type", label: messages.type },
    { key: "town", label: messages.town },
    { key: "living", label: labels.living },
    { key: "ground", label: labels.ground },
    { key: "bedrooms", label: labels.bedrooms },
    { key: "bathrooms", label: labels.bathrooms },
    { key: "energy", label: messages.energy },
    { key: "costsOnTop", label: messages.costsOnTop, note: messages.costsOnTopNote },
    {
      key: "monthly",
      label: messages.monthly,
      note: fill(messages.monthlyLoanNote, {
        share: formatRate(loan.share, language, 0),
        years: loan.years,
        rate: formatRate(loan.yearlyRate, language, 2),
      }),
    },
  ].flatMap((row) => {
    const values = cells[row.key] ?? [];
    // A row nobody has says nothing: left out.
    return values.some((value) => value) ? [{ ...row, values }] : [];
  });
  return {
    columns,
    keyRows,
    sections: compareSections(
      shown.map(({ property }) =>
        attributeGroups(property.details ?? {}, texts, format, { published: property.publishPrice }),
      ),
      new Set(keyRows.map((row) => row.key)),
    ),
    notes,
    loan: { values, notes: loanNotes },
    ids: shownIds,
  };
}

/** A sale's monthly repayment on the loan asked for; a rental's rent and charges. */
function monthlyCell(
  property: typeof properties.$inferSelect,
  salePrice: number | undefined,
  loan: Loan,
  messages: FavouritesMessages["compare"],
  language: Language,
  perMonth: string,
): CompareCell | null {
  if (isForSale(property.goal)) {
    if (!salePrice) return null;
    const payment = monthlyPayment(salePrice * loan.share, loan.yearlyRate, loan.years);
    return { text: `${formatPrice(Math.round(payment), language)} ${perMonth}` };
  }
  if (!property.publishPrice || !property.price) return null;
  const charges = property.details?.financial?.renterCharges ?? 0;
  return {
    text: `${formatPrice(Math.round(property.price + charges), language)} ${perMonth}`,
    note: messages.monthlyRent,
  };
}

function withLoan(query: URLSearchParams, values: Record<LoanField, string>): URLSearchParams {
  for (const name of LOAN_FIELDS) if (values[name] !== LOAN_DEFAULTS[name]) query.set(name, values[name]);
  return query;
}
