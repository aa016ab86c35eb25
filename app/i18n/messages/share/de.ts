import type { ShareMessages } from "./nl.ts";

export const de: ShareMessages = {
  share: {
    heading: "Teilen",
    propertyLink: "Link zu dieser Immobilie",
    projectLink: "Link zu diesem Projekt",
    share: "Teilen",
    copy: "Link kopieren",
    copied: "Der Link wurde kopiert.",
    email: "E-Mail",
    whatsapp: "WhatsApp",
  },
  phoneBar: {
    label: "Kontakt aufnehmen",
    call: "Anrufen",
    email: "E-Mail",
    visit: "Besichtigung",
    question: "Frage",
  },
  recentlyViewed: {
    heading: "Zuletzt angesehen",
  },
};
