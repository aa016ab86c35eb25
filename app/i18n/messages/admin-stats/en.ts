// The back office's statistics pages (import of portal figures), in English (see nl.ts).
import type { AdminStatsMessages } from "./nl.ts";

export const en: AdminStatsMessages = {
  portalFigures: {
    title: "Property portal figures",
    intro:
      "Upload a portal's figures file (CSV): per property, portal and day, the number of views and contact requests. Owners see these figures in their portal beside the visits on our own website.",
    format:
      "First line: property;portal;day;views;contacts (semicolons or commas). Then one line per property, portal and day, e.g. 9001;immoweb;2026-10-31;37;1. A day imported before is replaced.",
    file: "CSV file",
    upload: "Import",
    done: "{figures} for {properties} ({portals}).",
    doneFigures: { one: "{count} figure imported", other: "{count} figures imported" },
    doneProperties: { one: "{count} property", other: "{count} properties" },
    refused: "The file was not imported: nothing has changed. Correct these lines and upload it again.",
    line: "Line {line}",
    tooLarge: "The file is too large (at most {megabytes} MB).",
    problems: {
      empty: "the file holds no figures",
      header: "the first line must be property;portal;day;views;contacts, not “{value}”",
      tooManyLines: "too many lines: split the file",
      columns: "expected 5 columns, found {value}",
      property: "“{value}” is not a property number",
      unknownProperty: "there is no property number {value}",
      portal: "“{value}” is not a valid portal name (letters, digits and dashes)",
      day: "“{value}” is not a date written YYYY-MM-DD",
      views: "“{value}” is not a valid number of views (a whole number, 0 or more)",
      contacts: "“{value}” is not a valid number of contacts (a whole number, 0 or more)",
      duplicate: "the same property, portal and day are already on line {value}",
    },
  },
};
