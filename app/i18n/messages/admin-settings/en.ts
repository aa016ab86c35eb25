// The site settings in the back office (pages, general section, rows, refusals), in English (see nl.ts).
import type { AdminSettingsMessages } from "./nl.ts";

export const en: AdminSettingsMessages = {
  title: "Site settings",
  sectionsLabel: "Parts of the settings",
  sections: {
    general: "General",
    agency: "Agency and legal mentions",
    tracking: "Statistics and verification",
    "top-bar": "Top bar",
    footer: "Footer",
  },
  intros: {
    general: "Languages, what the header and the search box show, the forms' call-back times, cookies and retention.",
    agency:
      "The legal mentions at the bottom of every page are built from this: every item is required and the numbers are checked.",
    tracking: "These services load only after the visitor agrees. Leave a field empty not to use the service.",
    "top-bar": "The links in the thin bar above the header, left and right.",
    footer: "The footer's columns. Each part shows only when it is ticked to be shown.",
  },
  unchanged: "Nothing had changed.",
  languages: {
    legend: "Languages",
    enabled: "Enabled languages",
    enabledHint: "The site can be visited in these languages only; at least one.",
    defaultLanguage: "Default language",
    defaultHint: "For visitors of / and for texts without a translation. Must be enabled.",
    languageFlags: "Show flags in the language switcher instead of the language codes",
  },
  display: {
    legend: "Display",
    showSearchCount: "Show counts in the search box",
    headerFixedOnScroll: "The header stays at the top while scrolling",
    soldPageDays: "Sold and let properties shown after archiving (days)",
    soldPageHint:
      "For this long their page says the property is sold or let, with similar properties, instead of ‘not found’. 0: not shown; 730 at most.",
  },
  timeSlots: {
    legend: "Call-back times in the contact forms",
    hint: "Visitors choose when to be called. Write each time slot as 10:00-13:00; 6 at most.",
    slot: "Time slot {n}",
    add: "Add a time slot",
    none: "No time slots: the forms do not ask.",
  },
  privacy: {
    legend: "Cookies and retention",
    cookieLifetimeDays: "Validity of a cookie choice (days)",
    cookieHint:
      "After that the site asks the visitor again. At most 395 days (13 months); recommended: 180 (6 months).",
    leadRetentionMonths: "Retention period of requests (months)",
    retentionHint:
      "Requests and their e-mails older than this are erased every day. Empty: {months} months, the server's default.",
  },
  rows: {
    full: "The maximum is reached.",
    unsavedHint: "Adding, moving and removing are kept only when you save.",
  },
  tabs: {
    label: "Languages of {field}",
    missing: "translation missing",
    hasError: "has an error",
    disabled: "not enabled",
  },
  errorsTitle: "Not saved: correct the marked fields.",
  errors: {
    required: "Fill in this field.",
    invalid: "This value is not valid.",
    tooLong: "This text is too long.",
    number: "Enter a number.",
    noLanguage: "Enable at least one language.",
    defaultNotEnabled: "The default language must be an enabled language.",
    timeSlot: "Write a time slot as 10:00-13:00.",
    timeSlotOrder: "The end must come after the start.",
    timeSlotTwice: "This time slot is already there.",
    cookieLifetime: "A whole number of days from 1 to 395 (13 months).",
    retentionMonths: "A whole number of months from 1 to 120, or empty for the default.",
    soldPageDays: "A whole number of days from 0 to 730.",
    href: "A page of the site (/login/), a web address (https://…), tel:… or mailto:….",
    color: "A colour such as #1877f2, or empty.",
    defaultLanguageText:
      "Fill in the text in the default language ({language}) too: visitors without a translation read it.",
    companyNumber: "Not a valid company number: ten digits such as 0123.456.749, with the right check digits.",
    vatNumber: "Not a valid VAT number: BE followed by the company number.",
    vatNotCompany: "The VAT number is BE followed by the company number above.",
    bivNumber: "Not a valid BIV number: six digits, such as 509.123.",
    phone: "Not a valid phone number.",
    email: "Not a valid e-mail address.",
    url: "A full web address starting with https://.",
    zip: "A Belgian postal code of four digits.",
    latitude: "A latitude between -90 and 90, such as 50.7339.",
    longitude: "A longitude between -180 and 180, such as 4.2345.",
    analyticsId: "A Google Analytics 4 measurement ID looks like G-XXXXXXXXXX.",
    adsId: "A Google Ads ID looks like AW-123456789.",
    tagManagerId: "A Google Tag Manager container ID looks like GTM-XXXXXXX.",
    pixelId: "A Meta pixel ID is made of digits (usually 15 or 16).",
    verificationTag: "Paste the code (the value after content=) or the whole meta tag.",
  },
};
