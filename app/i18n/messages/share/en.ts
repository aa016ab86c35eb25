import type { ShareMessages } from "./nl.ts";

export const en: ShareMessages = {
  share: {
    heading: "Share",
    propertyLink: "Link to this property",
    projectLink: "Link to this project",
    share: "Share",
    copy: "Copy link",
    copied: "The link has been copied.",
    email: "E-mail",
    whatsapp: "WhatsApp",
  },
  phoneBar: {
    label: "Get in touch",
    call: "Call",
    email: "E-mail",
    visit: "Visit",
    question: "Question",
  },
  recentlyViewed: {
    heading: "Recently viewed",
  },
};
