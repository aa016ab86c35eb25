// The back office's statistics pages (import of portal figures), in French (see nl.ts).
import type { AdminStatsMessages } from "./nl.ts";

export const fr: AdminStatsMessages = {
  portalFigures: {
    title: "Chiffres des portails immobiliers",
    intro:
      "Chargez le fichier de chiffres d'un portail (CSV) : par bien, portail et jour, le nombre de vues et de demandes de contact. Les propriétaires voient ces chiffres dans leur espace, à côté des visites sur notre propre site.",
    format:
      "Première ligne : property;portal;day;views;contacts (point-virgule ou virgule). Ensuite une ligne par bien, portail et jour, p. ex. 9001;immoweb;2026-10-31;37;1. Un jour déjà importé est remplacé.",
    file: "Fichier CSV",
    upload: "Importer",
    done: "{figures} pour {properties} ({portals}).",
    doneFigures: { one: "{count} chiffre importé", other: "{count} chiffres importés" },
    doneProperties: { one: "{count} bien", other: "{count} biens" },
    refused: "Le fichier n'a pas été importé : rien n'a changé. Corrigez ces lignes et chargez-le à nouveau.",
    line: "Ligne {line}",
    tooLarge: "Le fichier est trop volumineux ({megabytes} Mo au maximum).",
    problems: {
      empty: "le fichier ne contient aucun chiffre",
      header: "la première ligne doit être property;portal;day;views;contacts, pas « {value} »",
      tooManyLines: "trop de lignes : divisez le fichier",
      columns: "5 colonnes attendues, {value} trouvées",
      property: "« {value} » n'est pas un numéro de bien",
      unknownProperty: "aucun bien ne porte le numéro {value}",
      portal: "« {value} » n'est pas un nom de portail valable (lettres, chiffres et tirets)",
      day: "« {value} » n'est pas une date au format AAAA-MM-JJ",
      views: "« {value} » n'est pas un nombre de vues valable (un entier, 0 ou plus)",
      contacts: "« {value} » n'est pas un nombre de contacts valable (un entier, 0 ou plus)",
      duplicate: "le même bien, le même portail et le même jour figurent déjà à la ligne {value}",
    },
  },
};
