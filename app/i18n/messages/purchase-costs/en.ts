// The purchase-cost calculator, in English (see nl.ts).
import type { PurchaseCostMessages } from "./nl.ts";

export const en: PurchaseCostMessages = {
  page: {
    title: "Work out the purchase costs",
    intro:
      "What do you pay on top of the price? Registration duties, the notary and the costs of your loan, by the rules of the region the property is in.",
    description:
      "Work out the registration duties, the notary's costs and the costs of your mortgage for a property in Flanders, Brussels or Wallonia.",
  },
  form: {
    legend: "The property",
    price: "Price",
    region: "Region",
    regions: { flanders: "Flanders", brussels: "Brussels", wallonia: "Wallonia" },
    /** The region after a preposition, as a sentence says it. */
    inRegion: { flanders: "in Flanders", brussels: "in Brussels", wallonia: "in Wallonia" },
    kind: "Type of property",
    kinds: { home: "House or flat", land: "Building land", other: "Something else (garage, shop, office)" },
    buyer: "Your situation",
    buyers: {
      "own-home": "It will be my only own home",
      standard: "I already own a home, or I buy to let",
    },
    landPrice: "New build with VAT: the land's part",
    landPriceHint:
      "Only for a new build sold with VAT: the land bears registration duties, the building 21% VAT. Otherwise leave empty.",
    loanLegend: "Your loan",
    loan: "Amount of the loan",
    loanHint: "Leave empty if you buy without a loan.",
    rate: "Yearly interest rate (%)",
    years: "Term (years)",
    submit: "Work it out",
  },
  notes: {
    amount: "We cannot read “{value}” as an amount. Write, for example, 385.000.",
    rate: "We cannot read “{value}” as a rate. Write, for example, 3,25.",
    years: "Choose a term from 1 to 40 years.",
    priceMissing: "Fill in the price to see the costs.",
    loanTooLarge: "The loan is larger than the price with its costs; we work with what you wrote.",
  },
  result: {
    heading: "What you pay on top of the price",
    duties: "Registration duties",
    dutiesOwnHomeRate: "{rate} for your only own home {inRegion}.",
    dutiesAbatement: "{rate} on what is above {exempt}: the abatement for your only own home in Brussels.",
    dutiesStandard: "{rate}: the ordinary rate {inRegion}.",
    dutiesNoOwnHomeKind: "The lower rate applies only to a home or building land.",
    dutiesNoOwnHomeCeiling: "Above {ceiling} the abatement does not apply.",
    dutiesOnLand: "Worked out on the land: {base}.",
    vat: "VAT on the building (21%)",
    notaryFee: "The notary's fee",
    notaryFeeNote: "The legal scale, slice by slice of the price.",
    deedCosts: "Deed costs (estimate)",
    deedCostsNote: "Searches, forms and copies; each notary sets them.",
    notaryVat: "VAT on the fee and deed costs (21%)",
    writingDuty: "Writing duty",
    mortgage: "Mortgage: registration and mortgage duty",
    mortgageNote: "1% and 0.3% on the loan with 10% accessories ({registered}).",
    total: "Costs in all",
    priceWithCosts: "Price with costs",
    ownFunds: "Your own funds (price and costs less the loan)",
    notIncluded:
      "Not included: the notary's fee and costs for the credit deed, the bank's file costs and its valuation.",
    estimate: "This is an estimate, not a quote: your notary works out the exact amounts.",
  },
  loan: {
    heading: "Your loan",
    payment: "Every month",
    paymentNote: "{amount} over {years} years at {rate} a year (monthly rate {monthly}).",
    caption: "The first years of your loan",
    year: "Year",
    interest: "Interest",
    capital: "Capital",
    balance: "Still owed",
    totalInterest: "Interest over the whole term: {amount}.",
  },
  sources: {
    heading: "What these amounts rest on",
    since: "in force since {date}",
  },
  listing: {
    heading: "What does this property cost on top of its price?",
    summary: "About {total}: {duties} registration duties and {notary} for the notary.",
    summaryAgencyNotary:
      "About {total}: {duties} registration duties and {notary} for the notary, as our agency estimates it.",
    assumesOwnHome: "Worked out as your only own home ({rate}).",
    assumesAbatement: "Worked out as your only own home, with the Brussels abatement on {exempt}.",
    assumesStandard: "Worked out at the ordinary rate ({rate}).",
    otherCase: "Otherwise: about {total}.",
    underVat: "New build with VAT: fill in the land's part to see the costs.",
    luxembourg: "The cost calculation covers properties in Belgium, not in Luxembourg.",
    link: "Work out your costs and your loan",
  },
};
