export const nl = {
  share: {
    heading: "Delen",
    propertyLink: "Link naar dit pand",
    projectLink: "Link naar dit project",
    share: "Delen",
    copy: "Kopieer link",
    copied: "De link is gekopieerd.",
    email: "E-mail",
    whatsapp: "WhatsApp",
  },
  phoneBar: {
    label: "Contact opnemen",
    call: "Bellen",
    email: "E-mail",
    visit: "Bezoek",
    question: "Vraag",
  },
  recentlyViewed: {
    heading: "Recent bekeken",
  },
};

export type ShareMessages = typeof nl;
