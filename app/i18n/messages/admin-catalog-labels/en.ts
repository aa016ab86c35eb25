// The back office's property types and status badges pages, in English (see nl.ts).
import type { AdminCatalogLabelsMessages } from "./nl.ts";

export const en: AdminCatalogLabelsMessages = {
  types: {
    title: "Property types",
    intro:
      "What the site calls each type (lists, search filters, cards, property pages) in each language, the order they come in, and whether they are offered for sale and for rent.",
    order: "Order",
    name: "Name",
    sale: "For sale",
    rent: "For rent",
    listings: "Properties",
    yes: "yes",
    no: "no",
    edit: "Edit",
    editType: "Edit {name}",
    changedHere: "Changed here",
    changedHereHint:
      "The CRM import no longer overwrites fields changed here; its report says so when the CRM sends something else.",
    back: "Back to the property types",
    editTitle: "Type {id}: {name}",
    names: "Name in each language",
    nameHint: "Empty in a language: the site shows the default language's name.",
    orderHint: "Lower comes first (0 to 99).",
    flags: "Offered",
    saleLabel: "For sale (search filter and the search box's types)",
    rentLabel: "For rent (search filter and the search box's types)",
    save: "Save",
    saved: "Saved. The site shows it at once.",
    unchanged: "Nothing had changed.",
    stale:
      "Someone else (or the CRM import) changed this type meanwhile. What you typed is still here; the stored values are below. Saving keeps your version.",
    storedNow: "Stored now",
    languageName: { nl: "Dutch", fr: "French", en: "English", de: "German" },
  },
  badges: {
    title: "Status badges",
    intro:
      "The badges on the cards and property pages: new, under option, sold, rented and visits fully booked. Choose for each its words in each language, its colour and where it shows. What a badge means (a sold property can no longer be visited) stays the same.",
    badge: {
      new: "New (code 1)",
      option: "Under option (code 2)",
      sold: "Sold (code 3)",
      rented: "Rented (code 4)",
      full: "Visits fully booked",
    },
    label: "Words",
    labelHint: "Empty: the site says “{words}”.",
    tone: "Colour",
    toneHint: "Only colours on which white text reads well.",
    tones: {
      green: "Green",
      amber: "Ochre",
      red: "Red",
      blue: "Blue",
      petrol: "Petrol",
      purple: "Purple",
      graphite: "Graphite",
    },
    onCards: "On the cards in lists",
    onDetail: "On the property page",
    preview: "Preview",
    save: "Save",
    saved: "Saved. The site shows it at once.",
    unchanged: "Nothing had changed.",
    stale: "Someone else changed the status badges meanwhile. What you typed is still here; saving keeps your version.",
  },
};
