// What buying a home costs besides its price, as data: each rule with the first day it applies to
// and the law it comes from, so a change of law is a new row here (with its date), never a number
// edited in the code that reads it. The rows of one kind are kept oldest first; `inForce` picks the
// last one that applies on a given day. The calculator page names these sources under its figures.
import type { Region } from "../region.ts";

/** Where a rule comes from: the law as it is cited, and a public page of the authority that explains it. */
export interface LegalSource {
  law: string;
  url?: string;
  /** The day the rule applies from, where the page should say it (a rate that changed lately). */
  since?: string;
}

export interface Dated {
  /** The first day (ISO date) of the deeds the rule applies to. */
  from: string;
  sources: readonly LegalSource[];
}

/** A share of the price that bears no duties, up to a price ceiling (Brussels). */
export interface Abatement {
  exempt: number;
  ceiling: number;
}

export interface DutyRates extends Dated {
  /** The ordinary rate, which any buyer pays. */
  standard: number;
  /** The buyer's only own home: a rate of its own (Flanders, Wallonia) or an abatement (Brussels). */
  ownHome: { rate: number } | { home: Abatement; land: Abatement };
}

/** Registration duties on a sale (verkooprecht, droit de vente), per region. */
export const DUTY_RATES: Record<Region, readonly DutyRates[]> = {
  flanders: [
    {
      from: "2022-01-01",
      standard: 0.12,
      ownHome: { rate: 0.03 },
      sources: [{ law: "Vlaamse Codex Fiscaliteit, art. 2.9.4.1.1 en 2.9.4.2.11", since: "2022-01-01" }],
    },
    {
      from: "2025-01-01",
      standard: 0.12,
      ownHome: { rate: 0.02 },
      sources: [{ law: "Vlaamse Codex Fiscaliteit, art. 2.9.4.1.1 en 2.9.4.2.11", since: "2025-01-01" }],
    },
  ],
  wallonia: [
    {
      from: "2025-01-01",
      standard: 0.125,
      ownHome: { rate: 0.03 },
      sources: [
        {
          law: "Décret wallon du 5 décembre 2024 (M.B. 13 décembre 2024); circulaire 2025/C/42",
          since: "2025-01-01",
        },
      ],
    },
  ],
  brussels: [
    {
      from: "2023-04-01",
      standard: 0.125,
      ownHome: { home: { exempt: 200_000, ceiling: 600_000 }, land: { exempt: 100_000, ceiling: 300_000 } },
      sources: [
        {
          law: "Code des droits d'enregistrement, art. 44 et 46bis (ordonnance bruxelloise)",
          url: "https://fiscaliteit.brussels/onroerend-goed-wat-houdt-het-nieuw-abattement-in",
          since: "2023-04-01",
        },
      ],
    },
  ],
};

/** One slice of a sliding scale: the rate on the part of the amount up to `upTo` (the last: none). */
export interface ScaleSlice {
  upTo: number | null;
  rate: number;
}

export interface NotaryRates extends Dated {
  /** The notary's fee on a sale by private agreement, slice by slice of the price. */
  saleScale: readonly ScaleSlice[];
  /** VAT on the fee and on the notary's costs. */
  vat: number;
  /** The deed's costs that are no fee (searches, forms, copies), before VAT: each notary sets them. */
  deedCosts: number;
  /** Duty on the deed as a written document (recht op geschriften, droit d'écriture). */
  writingDuty: number;
}

export const NOTARY_RATES: readonly NotaryRates[] = [
  {
    from: "2017-01-01",
    saleScale: [
      { upTo: 7_500, rate: 0.0456 },
      { upTo: 17_500, rate: 0.0285 },
      { upTo: 30_000, rate: 0.0228 },
      { upTo: 45_495, rate: 0.0171 },
      { upTo: 64_095, rate: 0.0114 },
      { upTo: 250_095, rate: 0.0057 },
      { upTo: null, rate: 0.00057 },
    ],
    vat: 0.21,
    deedCosts: 1_100,
    writingDuty: 50,
    sources: [
      {
        law: "KB van 16 december 1950 tot vaststelling van het tarief der honoraria van de notarissen, bijlage (verkoop uit de hand)",
      },
      { law: "Btw-Wetboek / Code de la TVA (notarissen / notaires)", since: "2012-01-01" },
    ],
  },
];

export interface MortgageRates extends Dated {
  /** Registration duty on the mortgage, on the loan and its accessories. */
  registration: number;
  /** Mortgage duty for the registry (hypotheekrecht, droit d'hypothèque), on the same base. */
  mortgageDuty: number;
  /** The accessories a bank has registered beside the loan, as a share of it. */
  accessories: number;
}

export const MORTGAGE_RATES: readonly MortgageRates[] = [
  {
    from: "2017-01-01",
    registration: 0.01,
    mortgageDuty: 0.003,
    accessories: 0.1,
    sources: [
      {
        law: "Vlaamse Codex Fiscaliteit; Code des droits d'enregistrement, art. 87 (1 %)",
        url: "https://belastingen.vlaanderen.be/recht_op_hypotheekvestiging_tarief",
      },
      {
        law: "Wetboek der registratie-, hypotheek- en griffierechten, hypotheekrecht (0,3 %)",
        url: "https://www.notaris.be/rekenmodules/kredieten",
      },
    ],
  },
];

/** The row of `rows` in force on `day` (ISO date): the last that starts on or before it. */
export function inForce<T extends Dated>(rows: readonly T[], day: string): T | undefined {
  let found: T | undefined;
  for (const row of rows) if (row.from <= day) found = row;
  return found;
}
