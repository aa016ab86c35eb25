// The words of the site's own mails around the form texts they reuse (labels from the forms,
// thank-you sentences from the thank-you pages), per language.
import type { Language } from "../../i18n/languages.ts";

export interface MailTexts {
  dear: string;
  /** The greeting of a mail that may not reach the person who wrote the form: no name in it. */
  hello: string;
  received: string;
  summary: string;
  regards: string;
  notificationSubject: string;
  notificationIntro: string;
  unverified: string;
  property: string;
  visit: string;
  calendar: string;
  demandSubject: string;
  demandText: string;
  demandIgnore: string;
  friendSubject: string;
  friendText: string;
  yes: string;
  no: string;
}

export const MAIL_TEXTS: Record<Language, MailTexts> = {
  nl: {
    dear: "Beste {name},",
    hello: "Goeiedag,",
    received: "Bedankt, we hebben uw formulier goed ontvangen: {what}.",
    summary: "Wat u ons stuurde:",
    regards: "Met vriendelijke groeten,",
    notificationSubject: "Nieuw formulier: {what}",
    notificationIntro: "Via de website kwam een nieuw formulier binnen: {what}.",
    unverified:
      "Let op: de controle tegen spam werd niet uitgevoerd (verstuurd zonder JavaScript). Controleer dit bericht voor u antwoordt.",
    property: "Pand",
    visit: "Uw bezoek",
    calendar: "Het bijgevoegde agenda-item zet het bezoek in uw agenda.",
    demandSubject: "Bevestig uw zoekopdracht bij {agency}",
    demandText:
      "U vroeg ons u op de hoogte te houden van panden die bij uw zoekopdracht passen. Bevestig uw e-mailadres via deze link:",
    demandIgnore: "Vroeg u dit niet? Dan hoeft u niets te doen: zonder bevestiging sturen we u niets.",
    friendSubject: "{name} stuurt u een pand van {agency}",
    friendText: "{name} ({email}) denkt dat dit pand u kan interesseren:",
    yes: "ja",
    no: "nee",
  },
  fr: {
    dear: "Bonjour {name},",
    hello: "Bonjour,",
    received: "Merci, nous avons bien reçu votre formulaire : {what}.",
    summary: "Ce que vous nous avez envoyé :",
    regards: "Bien cordialement,",
    notificationSubject: "Nouveau formulaire : {what}",
    notificationIntro: "Un nouveau formulaire est arrivé par le site : {what}.",
    unverified:
      "Attention : le contrôle anti-spam n'a pas été fait (envoi sans JavaScript). Vérifiez ce message avant d'y répondre.",
    property: "Bien",
    visit: "Votre visite",
    calendar: "L'invitation jointe ajoute la visite à votre agenda.",
    demandSubject: "Confirmez votre recherche chez {agency}",
    demandText:
      "Vous nous avez demandé de vous tenir au courant des biens qui correspondent à votre recherche. Confirmez votre adresse e-mail par ce lien :",
    demandIgnore: "Vous n'avez rien demandé ? Ne faites rien : sans confirmation, nous ne vous envoyons rien.",
    friendSubject: "{name} vous envoie un bien de {agency}",
    friendText: "{name} ({email}) pense que ce bien peut vous intéresser :",
    yes: "oui",
    no: "non",
  },
  en: {
    dear: "Dear {name},",
    hello: "Hello,",
    received: "Thank you, we have received your form: {what}.",
    summary: "What you sent us:",
    regards: "Kind regards,",
    notificationSubject: "New form: {what}",
    notificationIntro: "A new form came in through the website: {what}.",
    unverified: "Note: the spam check was not run (sent without JavaScript). Check this message before you answer it.",
    property: "Property",
    visit: "Your visit",
    calendar: "The attached calendar file puts the visit in your calendar.",
    demandSubject: "Confirm your property search with {agency}",
    demandText:
      "You asked us to keep you informed of properties that match your search. Please confirm your e-mail address with this link:",
    demandIgnore: "Did not ask for this? Then do nothing: without a confirmation we send you nothing.",
    friendSubject: "{name} sends you a property from {agency}",
    friendText: "{name} ({email}) thinks you may like this property:",
    yes: "yes",
    no: "no",
  },
  de: {
    dear: "Guten Tag {name},",
    hello: "Guten Tag,",
    received: "Vielen Dank, wir haben Ihr Formular erhalten: {what}.",
    summary: "Was Sie uns geschickt haben:",
    regards: "Mit freundlichen Grüßen",
    notificationSubject: "Neues Formular: {what}",
    notificationIntro: "Über die Website ist ein neues Formular eingegangen: {what}.",
    unverified:
      "Achtung: Die Spam-Prüfung wurde nicht ausgeführt (ohne JavaScript gesendet). Prüfen Sie die Nachricht, bevor Sie antworten.",
    property: "Immobilie",
    visit: "Ihre Besichtigung",
    calendar: "Mit der angehängten Kalenderdatei tragen Sie die Besichtigung in Ihren Kalender ein.",
    demandSubject: "Bestätigen Sie Ihre Suche bei {agency}",
    demandText:
      "Sie möchten über passende Immobilien informiert werden. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:",
    demandIgnore:
      "Sie haben das nicht angefragt? Dann müssen Sie nichts tun: Ohne Bestätigung senden wir Ihnen nichts.",
    friendSubject: "{name} schickt Ihnen eine Immobilie von {agency}",
    friendText: "{name} ({email}) meint, diese Immobilie könnte Sie interessieren:",
    yes: "ja",
    no: "nein",
  },
};
