// The words of the mails staff send a visitor about their booked visit when they confirm or move it
// (the cancellation's are among the site's mail texts), per language.
import type { Language } from "../../i18n/languages.ts";

export interface VisitMailTexts {
  confirmedSubject: string;
  confirmedText: string;
  confirmedCalendar: string;
  movedSubject: string;
  movedText: string;
  movedBefore: string;
  movedCalendar: string;
  /** Closes both: what to do when the time does not suit. */
  notSuiting: string;
}

export const VISIT_MAIL_TEXTS: Record<Language, VisitMailTexts> = {
  nl: {
    confirmedSubject: "Uw bezoek van {when} is bevestigd",
    confirmedText: "Graag bevestigen we uw bezoek:",
    confirmedCalendar: "Het bijgevoegde agenda-item zet het bevestigde bezoek in uw agenda.",
    movedSubject: "Uw bezoek is verplaatst naar {when}",
    movedText: "Uw bezoek gaat door op een ander moment:",
    movedBefore: "In plaats van: {when}",
    movedCalendar: "Het bijgevoegde agenda-item verplaatst het bezoek in uw agenda.",
    notSuiting: "Past dit moment u niet? Antwoord op deze e-mail of bel ons.",
  },
  fr: {
    confirmedSubject: "Votre visite du {when} est confirmée",
    confirmedText: "Nous avons le plaisir de confirmer votre visite :",
    confirmedCalendar: "L'invitation jointe ajoute la visite confirmée à votre agenda.",
    movedSubject: "Votre visite est déplacée au {when}",
    movedText: "Votre visite aura lieu à un autre moment :",
    movedBefore: "Au lieu du : {when}",
    movedCalendar: "L'invitation jointe déplace la visite dans votre agenda.",
    notSuiting: "Ce moment ne vous convient pas ? Répondez à cet e-mail ou appelez-nous.",
  },
  en: {
    confirmedSubject: "Your visit on {when} is confirmed",
    confirmedText: "We are pleased to confirm your visit:",
    confirmedCalendar: "The attached calendar entry puts the confirmed visit in your calendar.",
    movedSubject: "Your visit has moved to {when}",
    movedText: "Your visit takes place at another time:",
    movedBefore: "Instead of: {when}",
    movedCalendar: "The attached calendar entry moves the visit in your calendar.",
    notSuiting: "Does this time not suit you? Reply to this e-mail or call us.",
  },
  de: {
    confirmedSubject: "Ihre Besichtigung am {when} ist bestätigt",
    confirmedText: "Gerne bestätigen wir Ihre Besichtigung:",
    confirmedCalendar: "Der beigefügte Kalendereintrag trägt die bestätigte Besichtigung in Ihren Kalender ein.",
    movedSubject: "Ihre Besichtigung wurde auf {when} verlegt",
    movedText: "Ihre Besichtigung findet zu einem anderen Zeitpunkt statt:",
    movedBefore: "Statt: {when}",
    movedCalendar: "Der beigefügte Kalendereintrag verschiebt die Besichtigung in Ihrem Kalender.",
    notSuiting: "Passt Ihnen dieser Termin nicht? Antworten Sie auf diese E-Mail oder rufen Sie uns an.",
  },
};
