import type { ShareMessages } from "./nl.ts";

export const fr: ShareMessages = {
  share: {
    heading: "Partager",
    propertyLink: "Lien vers ce bien",
    projectLink: "Lien vers ce projet",
    share: "Partager",
    copy: "Copier le lien",
    copied: "Le lien a été copié.",
    email: "E-mail",
    whatsapp: "WhatsApp",
  },
  phoneBar: {
    label: "Nous contacter",
    call: "Appeler",
    email: "E-mail",
    visit: "Visite",
    question: "Question",
  },
  recentlyViewed: {
    heading: "Consultés récemment",
  },
};
