// The back office's privacy page (GDPR requests about an e-mail address), in English (see nl.ts).
import type { AdminPrivacyMessages } from "./nl.ts";

export const en: AdminPrivacyMessages = {
  title: "Privacy: a person's data",
  intro:
    "Find everything the site holds about an e-mail address, to answer a request for access or erasure (within a month).",
  address: "E-mail address, name or phone",
  search: "Search",
  invalid: "Enter an e-mail address, a name or a phone number.",
  results: "Found for {address}",
  people: "People found for {query}",
  noPeople: "Nobody found. Search by the person's e-mail address.",
  pickAddress: "Search everything for {address}",
  noAddress: "no e-mail address: see the contact record",
  nothing: "Nothing found for this address.",
  groups: {
    contacts: "Contact record",
    leads: "Leads",
    visitBookings: "Visits",
    demands: "Searches (keep me informed)",
    newsletterSubscriptions: "Newsletter sign-ups",
    propertyFollows: "Properties followed",
    testimonials: "Testimonials",
    outgoingMails: "Mails",
    mentions: "Mentioned in other people's data",
  },
  notes: { one: "{count} note", other: "{count} notes" },
  picture: "with picture",
  followed: "property {id}",
  published: "on the site",
  mentionsNote:
    "These rows belong to someone else and only quote the address; erasing keeps them and replaces the address alone.",
  consentNote:
    "Cookie consents are kept with a random browser id, never with an e-mail address: there is nothing in them to find.",
  export: "Download everything (JSON)",
  exportText: "Readable statement for the person (text)",
  eraseTitle: "Erase",
  eraseText:
    "Erases everything above at once: this person's rows are deleted, their testimonials taken off the site and their pictures removed; in other people's data the address is replaced. The log keeps the counts only, not the address.",
  eraseConfirm: "I understand that this cannot be undone",
  erase: "Erase everything",
  managersOnly: "Only a manager can erase data.",
  erased: "Erased. What is gone:",
  counts: {
    contacts: "Contact records",
    leads: "Leads",
    notes: "Notes",
    visitBookings: "Visits",
    demands: "Searches",
    newsletterSubscriptions: "Newsletter sign-ups",
    propertyFollows: "Properties followed",
    testimonials: "Testimonials",
    articlesWithdrawn: "Testimonials taken off the site",
    outgoingMails: "Mails",
    mentionsRedacted: "Mentions replaced",
    pictureFiles: "Picture files on this server",
    mailFiles: "Mail files on this server",
  },
  erasedNote:
    "Also gone: the pictures of their testimonials in every size, and the mails the site keeps as files (without a mail server) in which the address appears. The server's logs hold no personal data. What the site cannot reach is yours to erase: exports (CSV or JSON) downloaded earlier from the back office, mails in mailboxes (the agency's own too, and everything that left through the mail server) and backups.",
};
