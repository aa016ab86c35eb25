// The words of the site's own mails around the form texts they reuse (labels from the forms,
// thank-you sentences from the thank-you pages), per language.
import type { Language } from "../../i18n/languages.ts";

export interface MailTexts {
  dear: string;
  /** The greeting of a mail that may not reach the person who wrote the form: no name in it. */
  hello: string;
  received: string;
  regards: string;
  /** The subject a staff member's reply to a request starts with (they may change it). */
  replySubject: string;
  notificationSubject: string;
  notificationIntro: string;
  unverified: string;
  property: string;
  visit: string;
  calendar: string;
  /** The agency cancelled a booked visit: subject and sentences around the slot and the property. */
  visitCancelledSubject: string;
  visitCancelledText: string;
  visitCancelledCalendar: string;
  visitCancelledAgain: string;
  demandSubject: string;
  demandText: string;
  /** The closing of an opt-in mail (a demand, the newsletter): nothing follows without the click. */
  optInIgnore: string;
  newsletterSubject: string;
  newsletterText: string;
  followSubject: string;
  followText: string;
  /** The mail to a friend holds nothing the sender typed: these, the property and the sender's address. */
  friendSubject: string;
  friendText: string;
  friendNote: string;
  yes: string;
  no: string;
}

export const MAIL_TEXTS: Record<Language, MailTexts> = {
  nl: {
    dear: "Beste {name},",
    hello: "Goeiedag,",
    received: "Bedankt, we hebben uw formulier goed ontvangen: {what}.",
    regards: "Met vriendelijke groeten,",
    replySubject: "Uw aanvraag bij {agency}",
    notificationSubject: "Nieuw formulier: {what}",
    notificationIntro: "Via de website kwam een nieuw formulier binnen: {what}.",
    unverified:
      "Let op: de controle tegen spam werd niet uitgevoerd (verstuurd zonder JavaScript). Controleer dit bericht voor u antwoordt.",
    property: "Pand",
    visit: "Uw bezoek",
    calendar: "Het bijgevoegde agenda-item zet het bezoek in uw agenda.",
    visitCancelledSubject: "Uw bezoek van {when} gaat niet door",
    visitCancelledText: "Helaas moeten we uw bezoek annuleren:",
    visitCancelledCalendar: "Het bijgevoegde agenda-item haalt het bezoek uit uw agenda.",
    visitCancelledAgain: "Wilt u een ander moment kiezen? Antwoord op deze e-mail of bel ons.",
    demandSubject: "Bevestig uw zoekopdracht bij {agency}",
    demandText:
      "U vroeg ons u op de hoogte te houden van panden die bij uw zoekopdracht passen. Bevestig uw e-mailadres via deze link:",
    optInIgnore: "Vroeg u dit niet? Dan hoeft u niets te doen: zonder bevestiging sturen we u niets.",
    newsletterSubject: "Bevestig uw inschrijving op de nieuwsbrief van {agency}",
    newsletterText: "U vroeg onze nieuwsbrief met nieuwe panden te ontvangen. Bevestig uw e-mailadres via deze link:",
    followSubject: "Bevestig dat u {property} volgt",
    followText:
      "U vroeg ons te mailen als er iets verandert aan dit pand: een lagere prijs, een optie, verkocht of verhuurd, of terug beschikbaar. Bevestig uw e-mailadres via deze link:",
    friendSubject: "Een pand van {agency} dat u kan interesseren",
    friendText: "{email} stuurt u via onze website dit pand, dat u misschien interesseert:",
    friendNote: "Wij gebruiken uw e-mailadres voor niets anders dan dit ene bericht.",
    yes: "ja",
    no: "nee",
  },
  fr: {
    dear: "Bonjour {name},",
    hello: "Bonjour,",
    received: "Merci, nous avons bien reçu votre formulaire : {what}.",
    regards: "Bien cordialement,",
    replySubject: "Votre demande chez {agency}",
    notificationSubject: "Nouveau formulaire : {what}",
    notificationIntro: "Un nouveau formulaire est arrivé par le site : {what}.",
    unverified:
      "Attention : le contrôle anti-spam n'a pas été fait (envoi sans JavaScript). Vérifiez ce message avant d'y répondre.",
    property: "Bien",
    visit: "Votre visite",
    calendar: "L'invitation jointe ajoute la visite à votre agenda.",
    visitCancelledSubject: "Votre visite du {when} est annulée",
    visitCancelledText: "Nous devons malheureusement annuler votre visite :",
    visitCancelledCalendar: "L'invitation jointe retire la visite de votre agenda.",
    visitCancelledAgain: "Vous souhaitez choisir un autre moment ? Répondez à cet e-mail ou appelez-nous.",
    demandSubject: "Confirmez votre recherche chez {agency}",
    demandText:
      "Vous nous avez demandé de vous tenir au courant des biens qui correspondent à votre recherche. Confirmez votre adresse e-mail par ce lien :",
    optInIgnore: "Vous n'avez rien demandé ? Ne faites rien : sans confirmation, nous ne vous envoyons rien.",
    newsletterSubject: "Confirmez votre inscription à la newsletter de {agency}",
    newsletterText:
      "Vous avez demandé à recevoir notre newsletter avec les nouveaux biens. Confirmez votre adresse e-mail par ce lien :",
    followSubject: "Confirmez que vous suivez {property}",
    followText:
      "Vous nous avez demandé de vous écrire si quelque chose change pour ce bien : un prix plus bas, une option, vendu ou loué, ou de nouveau disponible. Confirmez votre adresse e-mail avec ce lien :",
    friendSubject: "Un bien de {agency} qui peut vous intéresser",
    friendText: "{email} vous envoie par notre site ce bien, qui pourrait vous intéresser :",
    friendNote: "Nous n'utilisons votre adresse e-mail pour rien d'autre que ce seul message.",
    yes: "oui",
    no: "non",
  },
  en: {
    dear: "Dear {name},",
    hello: "Hello,",
    received: "Thank you, we have received your form: {what}.",
    regards: "Kind regards,",
    replySubject: "Your request to {agency}",
    notificationSubject: "New form: {what}",
    notificationIntro: "A new form came in through the website: {what}.",
    unverified: "Note: the spam check was not run (sent without JavaScript). Check this message before you answer it.",
    property: "Property",
    visit: "Your visit",
    calendar: "The attached calendar file puts the visit in your calendar.",
    visitCancelledSubject: "Your visit on {when} is cancelled",
    visitCancelledText: "Unfortunately we have to cancel your visit:",
    visitCancelledCalendar: "The attached calendar entry removes the visit from your calendar.",
    visitCancelledAgain: "Would you like another time? Reply to this e-mail or call us.",
    demandSubject: "Confirm your property search with {agency}",
    demandText:
      "You asked us to keep you informed of properties that match your search. Please confirm your e-mail address with this link:",
    optInIgnore: "Did not ask for this? Then do nothing: without a confirmation we send you nothing.",
    newsletterSubject: "Confirm your subscription to the {agency} newsletter",
    newsletterText:
      "You asked to receive our newsletter with new properties. Please confirm your e-mail address with this link:",
    followSubject: "Confirm that you follow {property}",
    followText:
      "You asked us to write when something changes for this property: a lower price, an option, sold or rented, or back on the market. Confirm your e-mail address with this link:",
    friendSubject: "A property from {agency} you may like",
    friendText: "{email} sends you this property through our website, thinking you may like it:",
    friendNote: "We use your e-mail address for nothing but this one message.",
    yes: "yes",
    no: "no",
  },
  de: {
    dear: "Guten Tag {name},",
    hello: "Guten Tag,",
    received: "Vielen Dank, wir haben Ihr Formular erhalten: {what}.",
    regards: "Mit freundlichen Grüßen",
    replySubject: "Ihre Anfrage bei {agency}",
    notificationSubject: "Neues Formular: {what}",
    notificationIntro: "Über die Website ist ein neues Formular eingegangen: {what}.",
    unverified:
      "Achtung: Die Spam-Prüfung wurde nicht ausgeführt (ohne JavaScript gesendet). Prüfen Sie die Nachricht, bevor Sie antworten.",
    property: "Immobilie",
    visit: "Ihre Besichtigung",
    calendar: "Mit der angehängten Kalenderdatei tragen Sie die Besichtigung in Ihren Kalender ein.",
    visitCancelledSubject: "Ihre Besichtigung am {when} fällt aus",
    visitCancelledText: "Leider müssen wir Ihre Besichtigung absagen:",
    visitCancelledCalendar: "Der beigefügte Kalendereintrag entfernt die Besichtigung aus Ihrem Kalender.",
    visitCancelledAgain: "Möchten Sie einen anderen Termin? Antworten Sie auf diese E-Mail oder rufen Sie uns an.",
    demandSubject: "Bestätigen Sie Ihre Suche bei {agency}",
    demandText:
      "Sie möchten über passende Immobilien informiert werden. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:",
    optInIgnore: "Sie haben das nicht angefragt? Dann müssen Sie nichts tun: Ohne Bestätigung senden wir Ihnen nichts.",
    newsletterSubject: "Bestätigen Sie Ihre Anmeldung zum Newsletter von {agency}",
    newsletterText:
      "Sie möchten unseren Newsletter mit neuen Immobilien erhalten. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:",
    followSubject: "Bestätigen Sie, dass Sie {property} beobachten",
    followText:
      "Sie haben uns gebeten, Ihnen zu schreiben, wenn sich bei dieser Immobilie etwas ändert: ein niedrigerer Preis, eine Option, verkauft oder vermietet oder wieder angeboten. Bestätigen Sie Ihre E-Mail-Adresse mit diesem Link:",
    friendSubject: "Eine Immobilie von {agency}, die Sie interessieren könnte",
    friendText: "{email} schickt Ihnen über unsere Website diese Immobilie, die Sie interessieren könnte:",
    friendNote: "Wir verwenden Ihre E-Mail-Adresse für nichts anderes als diese eine Nachricht.",
    yes: "ja",
    no: "nein",
  },
};
