// The words of the "it's a match" mail, per language (greeting and closing are every mail's own,
// mail-texts.ts). A function where the wording depends on a count, so each language can inflect it.
import type { Language } from "../../i18n/languages.ts";

export interface DemandMailTexts {
  subject: (count: number) => string;
  intro: (count: number) => string;
  unsubscribe: (url: string) => string;
}

export const demandMailTexts: Readonly<Record<Language, DemandMailTexts>> = {
  nl: {
    subject: (count) =>
      `Het is een match: ${count} ${count === 1 ? "nieuw pand" : "nieuwe panden"} voor uw zoekopdracht`,
    intro: (count) =>
      count === 1
        ? "Er is een nieuw pand dat past bij uw zoekopdracht:"
        : `Er zijn ${count} nieuwe panden die passen bij uw zoekopdracht:`,
    unsubscribe: (url) => `Wilt u deze berichten niet meer ontvangen? Schrijf u uit: ${url}`,
  },
  fr: {
    subject: (count) =>
      `C'est un match : ${count} ${count === 1 ? "nouveau bien" : "nouveaux biens"} pour votre recherche`,
    intro: (count) =>
      count === 1
        ? "Un nouveau bien correspond à votre recherche :"
        : `${count} nouveaux biens correspondent à votre recherche :`,
    unsubscribe: (url) => `Vous ne souhaitez plus recevoir ces messages ? Désinscrivez-vous : ${url}`,
  },
  en: {
    subject: (count) => `It's a match: ${count} new ${count === 1 ? "property" : "properties"} for your search`,
    intro: (count) =>
      count === 1 ? "A new property matches your search:" : `${count} new properties match your search:`,
    unsubscribe: (url) => `No longer want these messages? Unsubscribe: ${url}`,
  },
  de: {
    subject: (count) => `Treffer: ${count} ${count === 1 ? "neue Immobilie" : "neue Immobilien"} für Ihre Suche`,
    intro: (count) =>
      count === 1 ? "Eine neue Immobilie passt zu Ihrer Suche:" : `${count} neue Immobilien passen zu Ihrer Suche:`,
    unsubscribe: (url) => `Sie möchten diese Nachrichten nicht mehr erhalten? Abmelden: ${url}`,
  },
};
