// A mail's page in the back office: sending it again and forwarding it; the forward's own lines.
export const nl = {
  resend: {
    heading: "Opnieuw versturen",
    button: "Opnieuw versturen",
    requeueHint:
      "De mailserver weigerde deze e-mail. Hij gaat terug in de wachtrij en wordt meteen opnieuw geprobeerd.",
    copyHint: "Er vertrekt een kopie naar {to}, als nieuwe e-mail: beide blijven in de geschiedenis.",
    waiting: "Deze e-mail wacht nog om te vertrekken: er is niets opnieuw te versturen.",
    held: "Deze e-mail wordt tegengehouden: niemand bewees dat het adres van de aanvrager is. Hij vertrekt pas als iemand de aanvraag bevestigt, en een kopie mag dat niet omzeilen.",
    privateLinks:
      "Deze e-mail bevatte links die alleen voor de ontvanger werken en één keer dienen (een wachtwoord, aanmelden, bevestigen, uitschrijven). Die werden niet bewaard, dus gaat hij niet opnieuw: laat de ontvanger een nieuwe aanvragen.",
    erased: "Het adres van deze e-mail werd gewist: er is niemand meer om hem naar te sturen.",
    requeued: "De e-mail staat weer klaar om te vertrekken.",
    copied: "Er vertrekt een kopie van de e-mail.",
    openCopy: "Kopie bekijken (e-mail {id})",
    gone: "Deze e-mail bestaat niet meer.",
  },
  forward: {
    heading: "Doorsturen",
    hint: "Naar een collega, de eigenaar of de notaris. Links die alleen voor de ontvanger werken, blijven verborgen; de bijlagen gaan mee.",
    to: "Naar (e-mailadres)",
    note: "Bericht erboven (niet verplicht)",
    button: "Doorsturen",
    forwarded: "De e-mail wordt doorgestuurd naar {to}.",
    openForward: "Doorgestuurde e-mail bekijken (e-mail {id})",
  },
  /** The lines of the forwarded mail itself, in the language of the member of staff who sends it. */
  forwardMail: {
    subject: "Doorgestuurd: {subject}",
    separator: "---------- Doorgestuurd bericht ----------",
    from: "Van:",
    date: "Datum:",
    subjectLine: "Onderwerp:",
    to: "Aan:",
    replyTo: "Antwoorden aan:",
    attachments: "Bijlagen:",
  },
};

export type AdminMailsMessages = typeof nl;
