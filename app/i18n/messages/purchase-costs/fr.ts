// The purchase-cost calculator, in French (see nl.ts).
import type { PurchaseCostMessages } from "./nl.ts";

export const fr: PurchaseCostMessages = {
  page: {
    title: "Calculer les frais d'achat",
    intro:
      "Que payez-vous en plus du prix ? Les droits d'enregistrement, le notaire et les frais de votre crédit, selon les règles de la région où se trouve le bien.",
    description:
      "Calculez les droits d'enregistrement, les frais de notaire et les frais de votre crédit hypothécaire pour un bien en Flandre, à Bruxelles ou en Wallonie.",
  },
  form: {
    legend: "Le bien",
    price: "Prix",
    region: "Région",
    regions: { flanders: "Flandre", brussels: "Bruxelles", wallonia: "Wallonie" },
    /** The region after a preposition, as a sentence says it. */
    inRegion: { flanders: "en Flandre", brussels: "à Bruxelles", wallonia: "en Wallonie" },
    kind: "Type de bien",
    kinds: { home: "Maison ou appartement", land: "Terrain à bâtir", other: "Autre (garage, commerce, bureau)" },
    buyer: "Votre situation",
    buyers: {
      "own-home": "Ce sera mon habitation propre et unique",
      standard: "J'ai déjà un logement, ou j'achète pour louer",
    },
    landPrice: "Construction neuve avec TVA : part du terrain",
    landPriceHint:
      "Seulement pour une construction neuve vendue avec TVA : le terrain supporte les droits d'enregistrement, la construction 21 % de TVA. Sinon, laissez vide.",
    loanLegend: "Votre crédit",
    loan: "Montant du crédit",
    loanHint: "Laissez vide si vous achetez sans crédit.",
    rate: "Taux annuel (%)",
    years: "Durée (années)",
    submit: "Calculer",
  },
  notes: {
    amount: "Nous ne lisons pas « {value} » comme un montant. Écrivez par exemple 385.000.",
    rate: "Nous ne lisons pas « {value} » comme un taux. Écrivez par exemple 3,25.",
    years: "Choisissez une durée de 1 à 40 ans.",
    priceMissing: "Indiquez le prix pour voir les frais.",
    loanTooLarge: "Le crédit dépasse le prix et les frais ; nous calculons avec le montant indiqué.",
  },
  result: {
    heading: "Ce que vous payez en plus du prix",
    duties: "Droits d'enregistrement",
    dutiesOwnHomeRate: "{rate} pour votre habitation propre et unique {inRegion}.",
    dutiesAbatement:
      "{rate} sur ce qui dépasse {exempt} : l'abattement pour votre habitation propre et unique à Bruxelles.",
    dutiesStandard: "{rate} : le taux ordinaire {inRegion}.",
    dutiesNoOwnHomeKind: "Le taux réduit ne vaut que pour une habitation ou un terrain à bâtir.",
    dutiesNoOwnHomeCeiling: "Au-delà de {ceiling}, l'abattement ne s'applique pas.",
    dutiesOnLand: "Calculés sur le terrain : {base}.",
    vat: "TVA sur la construction (21 %)",
    notaryFee: "Honoraires du notaire",
    notaryFeeNote: "Barème légal, par tranche du prix.",
    deedCosts: "Frais d'acte (estimation)",
    deedCostsNote: "Recherches, formulaires et copies ; chaque notaire les fixe lui-même.",
    notaryVat: "TVA sur honoraires et frais d'acte (21 %)",
    writingDuty: "Droit d'écriture",
    mortgage: "Hypothèque : enregistrement et droit d'hypothèque",
    mortgageNote: "1 % et 0,3 % sur le crédit avec 10 % d'accessoires ({registered}).",
    total: "Total des frais",
    priceWithCosts: "Prix et frais",
    ownFunds: "Apport personnel (prix et frais moins le crédit)",
    notIncluded:
      "Non compris : les honoraires et frais du notaire pour l'acte de crédit, les frais de dossier et l'expertise de la banque.",
    estimate: "Ceci est une estimation, pas une offre : votre notaire calcule les montants exacts.",
  },
  loan: {
    heading: "Votre crédit",
    payment: "Chaque mois",
    paymentNote: "{amount} sur {years} ans à {rate} par an (taux mensuel {monthly}).",
    caption: "Les premières années de votre crédit",
    year: "Année",
    interest: "Intérêts",
    capital: "Capital",
    balance: "Solde restant dû",
    totalInterest: "Intérêts sur toute la durée : {amount}.",
  },
  sources: {
    heading: "Sur quoi reposent ces montants",
    since: "en vigueur depuis le {date}",
  },
  listing: {
    heading: "Que coûte ce bien en plus du prix ?",
    summary: "Environ {total} : {duties} de droits d'enregistrement et {notary} pour le notaire.",
    summaryAgencyNotary:
      "Environ {total} : {duties} de droits d'enregistrement et {notary} pour le notaire, selon l'estimation de notre agence.",
    assumesOwnHome: "Calculé comme votre habitation propre et unique ({rate}).",
    assumesAbatement: "Calculé comme votre habitation propre et unique, avec l'abattement bruxellois de {exempt}.",
    assumesStandard: "Calculé au taux ordinaire ({rate}).",
    otherCase: "Sinon : environ {total}.",
    underVat: "Construction neuve avec TVA : indiquez la part du terrain pour voir les frais.",
    luxembourg: "Le calcul des frais vaut pour les biens situés en Belgique, pas au Luxembourg.",
    link: "Calculez vos frais et votre crédit",
  },
};
