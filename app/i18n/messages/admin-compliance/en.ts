// The back office's check of the mentions Belgian rules require in an advert, in English (see nl.ts).
import type { AdminComplianceMessages } from "./nl.ts";

export const en: AdminComplianceMessages = {
  title: "Legal mentions in the adverts",
  intro:
    "Every published advert that lacks a mention the rules of its region and goal require (energy, flood risk, planning, asbestos, rent and charges).",
  allFine: {
    one: "The {count} published advert mentions what the rules require.",
    other: "All {count} published adverts mention what the rules require.",
  },
  failing: {
    one: "{count} of the {total} published adverts lacks a mention.",
    other: "{count} of the {total} published adverts lack a mention.",
  },
  property: "Property",
  region: "Region",
  missing: "Missing",
  plotWithoutPermit: "Building plot without an allotment permit: may not be advertised",
  regions: { flanders: "Flanders", brussels: "Brussels", wallonia: "Wallonia", luxembourg: "Luxembourg" },
  mentions: {
    epcScore: "EPC score",
    epcLabel: "EPC label",
    epcCodeOrAddress: "the EPC's unique code or the full address",
    energyClass: "energy class",
    co2: "CO2 emission",
    epcCode: "the certificate's unique code",
    primaryEnergyTotal: "total primary energy",
    primaryEnergySpecific: "specific primary energy",
    floodScoreP: "P-score (plot)",
    floodScoreG: "G-score (building)",
    permit: "planning permit",
    zoningDesignation: "zoning designation",
    summons: "summons",
    judicialDecision: "court-ordered remedy",
    preemptiveRights: "pre-emption right",
    allotmentPermit: "allotment permit",
    asbestos: "asbestos certificate",
    rent: "rent",
    commonCharges: "common charges",
    individualMeters: "individual meters",
  },
};
