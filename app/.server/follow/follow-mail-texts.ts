// The words of the mail that tells a follower what changed (follow-news-mails.ts), per language;
// greeting and closing are every mail's own (mail-texts.ts).
import type { FollowNews } from "../../domain/follow-news.ts";
import type { Language } from "../../i18n/languages.ts";

export interface FollowMailTexts {
  subject: (title: string) => string;
  intro: string;
  news: (item: FollowNews, price: (value: number) => string) => string;
  unsubscribe: (url: string) => string;
}

export const followMailTexts: Readonly<Record<Language, FollowMailTexts>> = {
  nl: {
    subject: (title) => `Nieuws over ${title}`,
    intro: "Er is iets veranderd aan het pand dat u volgt:",
    news: (item, price) =>
      item.kind === "price-drop"
        ? `- De prijs is verlaagd van ${price(item.before)} naar ${price(item.after)}.`
        : {
            option: "- Het pand staat nu onder optie.",
            sold: "- Het pand is verkocht.",
            rented: "- Het pand is verhuurd.",
            back: "- Het pand is opnieuw beschikbaar.",
          }[item.kind],
    unsubscribe: (url) => `Wilt u dit pand niet meer volgen? Schrijf u uit: ${url}`,
  },
  fr: {
    subject: (title) => `Du nouveau pour ${title}`,
    intro: "Quelque chose a changé pour le bien que vous suivez :",
    news: (item, price) =>
      item.kind === "price-drop"
        ? `- Le prix a baissé de ${price(item.before)} à ${price(item.after)}.`
        : {
            option: "- Le bien est maintenant sous option.",
            sold: "- Le bien est vendu.",
            rented: "- Le bien est loué.",
            back: "- Le bien est de nouveau disponible.",
          }[item.kind],
    unsubscribe: (url) => `Vous ne voulez plus suivre ce bien ? Désinscrivez-vous : ${url}`,
  },
  en: {
    subject: (title) => `News about ${title}`,
    intro: "Something changed for the property you follow:",
    news: (item, price) =>
      item.kind === "price-drop"
        ? `- The price was lowered from ${price(item.before)} to ${price(item.after)}.`
        : {
            option: "- The property is now under option.",
            sold: "- The property is sold.",
            rented: "- The property is rented.",
            back: "- The property is on the market again.",
          }[item.kind],
    unsubscribe: (url) => `No longer want to follow this property? Unsubscribe: ${url}`,
  },
  de: {
    subject: (title) => `Neuigkeiten zu ${title}`,
    intro: "Bei der Immobilie, die Sie beobachten, hat sich etwas geändert:",
    news: (item, price) =>
      item.kind === "price-drop"
        ? `- Der Preis wurde von ${price(item.before)} auf ${price(item.after)} gesenkt.`
        : {
            option: "- Die Immobilie steht jetzt unter Option.",
            sold: "- Die Immobilie ist verkauft.",
            rented: "- Die Immobilie ist vermietet.",
            back: "- Die Immobilie wird wieder angeboten.",
          }[item.kind],
    unsubscribe: (url) => `Möchten Sie diese Immobilie nicht mehr beobachten? Melden Sie sich ab: ${url}`,
  },
};
