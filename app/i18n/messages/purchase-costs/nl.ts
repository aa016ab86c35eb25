// The purchase-cost calculator (its own page and the box on a sale listing), in Dutch. Placeholders
// in braces are filled on the server.

export const nl = {
  page: {
    title: "Aankoopkosten berekenen",
    intro:
      "Wat betaalt u bovenop de prijs? Registratierechten, notaris en de kosten van uw lening, volgens de regels van het gewest waar het pand ligt.",
    description:
      "Bereken de registratierechten, de notariskosten en de kosten van uw hypotheek voor een woning in Vlaanderen, Brussel of Wallonië.",
  },
  form: {
    legend: "Het pand",
    price: "Prijs",
    region: "Gewest",
    regions: { flanders: "Vlaanderen", brussels: "Brussel", wallonia: "Wallonië" },
    /** The region after a preposition, as a sentence says it. */
    inRegion: { flanders: "in Vlaanderen", brussels: "in Brussel", wallonia: "in Wallonië" },
    kind: "Soort pand",
    kinds: { home: "Woning of appartement", land: "Bouwgrond", other: "Iets anders (garage, handelspand, kantoor)" },
    buyer: "Uw situatie",
    buyers: {
      "own-home": "Het wordt mijn enige eigen woning",
      standard: "Ik heb al een woning, of ik koop om te verhuren",
    },
    landPrice: "Nieuwbouw met btw: deel van de grond",
    landPriceHint:
      "Alleen voor nieuwbouw die met btw verkocht wordt: op de grond betaalt u registratierechten, op het gebouw 21 % btw. Anders leeg laten.",
    loanLegend: "Uw lening",
    loan: "Bedrag van de lening",
    loanHint: "Laat leeg als u zonder lening koopt.",
    rate: "Rentevoet per jaar (%)",
    years: "Looptijd (jaren)",
    submit: "Bereken",
  },
  notes: {
    amount: "“{value}” lezen we niet als een bedrag. Schrijf bijvoorbeeld 385.000.",
    rate: "“{value}” lezen we niet als een rentevoet. Schrijf bijvoorbeeld 3,25.",
    years: "Kies een looptijd van 1 tot 40 jaar.",
    priceMissing: "Vul de prijs in om de kosten te zien.",
    loanTooLarge: "De lening is groter dan de prijs met de kosten; we rekenen met wat u schreef.",
  },
  result: {
    heading: "Wat u betaalt bovenop de prijs",
    duties: "Registratierechten",
    dutiesOwnHomeRate: "{rate} voor uw enige eigen woning {inRegion}.",
    dutiesAbatement: "{rate} op wat boven {exempt} ligt: het abattement voor uw enige eigen woning in Brussel.",
    dutiesStandard: "{rate}: het gewone tarief {inRegion}.",
    dutiesNoOwnHomeKind: "Het lagere tarief geldt alleen voor een woning of een bouwgrond.",
    dutiesNoOwnHomeCeiling: "Boven {ceiling} geldt het abattement niet.",
    dutiesOnLand: "Berekend op de grond: {base}.",
    vat: "Btw op het gebouw (21 %)",
    notaryFee: "Ereloon van de notaris",
    notaryFeeNote: "Wettelijk barema, per schijf van de prijs.",
    deedCosts: "Aktekosten (raming)",
    deedCostsNote: "Opzoekingen, formulieren en afschriften; elke notaris bepaalt ze zelf.",
    notaryVat: "Btw op ereloon en aktekosten (21 %)",
    writingDuty: "Recht op geschriften",
    mortgage: "Hypotheek: registratie en hypotheekrecht",
    mortgageNote: "1 % en 0,3 % op de lening met 10 % aanhorigheden ({registered}).",
    total: "Kosten samen",
    priceWithCosts: "Prijs met kosten",
    ownFunds: "Eigen inbreng (prijs en kosten min de lening)",
    notIncluded:
      "Niet inbegrepen: het ereloon en de kosten van de notaris voor de kredietakte, de dossierkosten en de schatting van de bank.",
    estimate: "Dit is een raming, geen offerte: uw notaris berekent de juiste bedragen.",
  },
  loan: {
    heading: "Uw lening",
    payment: "Elke maand",
    paymentNote: "{amount} over {years} jaar aan {rate} per jaar (maandrente {monthly}).",
    caption: "De eerste jaren van uw lening",
    year: "Jaar",
    interest: "Intrest",
    capital: "Kapitaal",
    balance: "Nog te betalen",
    totalInterest: "Intrest over de hele looptijd: {amount}.",
  },
  sources: {
    heading: "Waar deze bedragen op steunen",
    since: "van toepassing sinds {date}",
  },
  listing: {
    heading: "Wat kost dit pand bovenop de prijs?",
    summary: "Ongeveer {total}: {duties} registratierechten en {notary} voor de notaris.",
    summaryAgencyNotary:
      "Ongeveer {total}: {duties} registratierechten en {notary} voor de notaris, volgens de raming van ons kantoor.",
    assumesOwnHome: "Gerekend als uw enige eigen woning ({rate}).",
    assumesAbatement: "Gerekend als uw enige eigen woning, met het Brusselse abattement op {exempt}.",
    assumesStandard: "Gerekend aan het gewone tarief ({rate}).",
    otherCase: "Anders: ongeveer {total}.",
    underVat: "Nieuwbouw met btw: vul het deel van de grond in om de kosten te zien.",
    luxembourg: "De berekening van de kosten geldt voor panden in België, niet in Luxemburg.",
    link: "Bereken uw kosten en uw lening",
  },
};

export type PurchaseCostMessages = typeof nl;
