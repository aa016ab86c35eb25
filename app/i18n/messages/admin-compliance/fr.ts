// The back office's check of the mentions Belgian rules require in an advert, in French (see nl.ts).
import type { AdminComplianceMessages } from "./nl.ts";

export const fr: AdminComplianceMessages = {
  title: "Mentions légales des annonces",
  intro:
    "Chaque annonce publiée à laquelle manque une mention que les règles de sa région et de son objet exigent (énergie, inondation, urbanisme, amiante, loyer et charges).",
  allFine: {
    one: "Sur {count} annonce publiée, aucune mention exigée ne manque.",
    other: "Les {count} annonces publiées contiennent toutes les mentions exigées.",
  },
  failing: {
    one: "{count} des {total} annonces publiées manque d'une mention.",
    other: "{count} des {total} annonces publiées manquent d'une mention.",
  },
  property: "Bien",
  region: "Région",
  missing: "Manque",
  plotWithoutPermit: "Terrain à bâtir sans permis de lotir : ne peut pas être annoncé",
  regions: { flanders: "Flandre", brussels: "Bruxelles", wallonia: "Wallonie", luxembourg: "Luxembourg" },
  mentions: {
    epcScore: "score PEB",
    epcLabel: "label PEB",
    epcCodeOrAddress: "code unique du PEB ou l'adresse complète",
    energyClass: "classe énergétique",
    co2: "émissions de CO2",
    epcCode: "code unique du certificat",
    primaryEnergyTotal: "consommation totale d'énergie primaire",
    primaryEnergySpecific: "consommation spécifique d'énergie primaire",
    floodScoreP: "score P (parcelle)",
    floodScoreG: "score G (bâtiment)",
    permit: "permis d'urbanisme",
    zoningDesignation: "affectation",
    summons: "citation",
    judicialDecision: "mesure de réparation judiciaire",
    preemptiveRights: "droit de préemption",
    allotmentPermit: "permis de lotir",
    asbestos: "attestation amiante",
    rent: "loyer",
    commonCharges: "charges communes",
    individualMeters: "compteurs individuels",
  },
};
