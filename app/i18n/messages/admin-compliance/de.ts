// The back office's check of the mentions Belgian rules require in an advert, in German (see nl.ts).
import type { AdminComplianceMessages } from "./nl.ts";

export const de: AdminComplianceMessages = {
  title: "Pflichtangaben in den Anzeigen",
  intro:
    "Jede veröffentlichte Anzeige, der eine Angabe fehlt, die die Regeln ihrer Region und ihres Zwecks verlangen (Energie, Hochwasser, Städtebau, Asbest, Miete und Nebenkosten).",
  allFine: {
    one: "Die {count} veröffentlichte Anzeige enthält, was die Regeln verlangen.",
    other: "Alle {count} veröffentlichten Anzeigen enthalten, was die Regeln verlangen.",
  },
  failing: {
    one: "{count} der {total} veröffentlichten Anzeigen fehlt eine Angabe.",
    other: "{count} der {total} veröffentlichten Anzeigen fehlt eine Angabe.",
  },
  property: "Immobilie",
  region: "Region",
  missing: "Fehlt",
  plotWithoutPermit: "Baugrundstück ohne Parzellierungsgenehmigung: darf nicht angeboten werden",
  regions: { flanders: "Flandern", brussels: "Brüssel", wallonia: "Wallonien", luxembourg: "Luxemburg" },
  mentions: {
    epcScore: "EPC-Wert",
    epcLabel: "EPC-Klasse",
    epcCodeOrAddress: "eindeutiger Code des EPC oder die vollständige Adresse",
    energyClass: "Energieklasse",
    co2: "CO2-Ausstoß",
    epcCode: "eindeutiger Code des Zertifikats",
    primaryEnergyTotal: "gesamter Primärenergieverbrauch",
    primaryEnergySpecific: "spezifischer Primärenergieverbrauch",
    floodScoreP: "P-Wert (Grundstück)",
    floodScoreG: "G-Wert (Gebäude)",
    permit: "Baugenehmigung",
    zoningDesignation: "Zweckbestimmung",
    summons: "Vorladung",
    judicialDecision: "gerichtliche Wiederherstellungsmaßnahme",
    preemptiveRights: "Vorkaufsrecht",
    allotmentPermit: "Parzellierungsgenehmigung",
    asbestos: "Asbestbescheinigung",
    rent: "Miete",
    commonCharges: "gemeinsame Nebenkosten",
    individualMeters: "individuelle Zähler",
  },
};
