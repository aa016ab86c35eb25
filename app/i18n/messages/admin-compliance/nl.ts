// The back office's check of the mentions Belgian rules require in an advert, in Dutch. The other languages
// (fr.ts, en.ts, de.ts) take their shape from this one.
import type { Mention } from "../../../domain/advert-compliance.ts";

export const nl = {
  title: "Wettelijke vermeldingen in de advertenties",
  intro:
    "Elke gepubliceerde advertentie waarin een vermelding ontbreekt die de regels van haar gewest en doel vragen (energie, overstromingsgevoeligheid, stedenbouw, asbest, huur en lasten).",
  allFine: {
    one: "De {count} gepubliceerde advertentie vermeldt wat de regels vragen.",
    other: "Alle {count} gepubliceerde advertenties vermelden wat de regels vragen.",
  },
  failing: {
    one: "{count} van de {total} gepubliceerde advertenties mist een vermelding.",
    other: "{count} van de {total} gepubliceerde advertenties missen een vermelding.",
  },
  property: "Pand",
  region: "Gewest",
  missing: "Ontbreekt",
  plotWithoutPermit: "Bouwgrond zonder verkavelingsvergunning: mag niet geadverteerd worden",
  regions: { flanders: "Vlaanderen", brussels: "Brussel", wallonia: "Wallonië", luxembourg: "Luxemburg" } as Record<
    string,
    string
  >,
  mentions: {
    epcScore: "EPC-score",
    epcLabel: "EPC-label",
    epcCodeOrAddress: "unieke code van het EPC of het volledige adres",
    energyClass: "energieklasse",
    co2: "CO2-uitstoot",
    epcCode: "unieke code van het certificaat",
    primaryEnergyTotal: "totaal primair energieverbruik",
    primaryEnergySpecific: "specifiek primair energieverbruik",
    floodScoreP: "P-score (perceel)",
    floodScoreG: "G-score (gebouw)",
    permit: "stedenbouwkundige vergunning",
    zoningDesignation: "bestemming",
    summons: "dagvaarding",
    judicialDecision: "rechterlijke herstelmaatregel",
    preemptiveRights: "voorkooprecht",
    allotmentPermit: "verkavelingsvergunning",
    asbestos: "asbestattest",
    rent: "huurprijs",
    commonCharges: "gemeenschappelijke lasten",
    individualMeters: "individuele meters",
  } satisfies Record<Mention, string>,
};

export type AdminComplianceMessages = typeof nl;
