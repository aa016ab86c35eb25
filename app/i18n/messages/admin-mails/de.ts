import type { AdminMailsMessages } from "./nl.ts";

export const de: AdminMailsMessages = {
  resend: {
    heading: "Erneut senden",
    button: "Erneut senden",
    requeueHint:
      "Der Mailserver hat diese E-Mail abgelehnt. Sie kommt zurück in die Warteschlange und wird sofort erneut versucht.",
    copyHint: "Eine Kopie geht als neue E-Mail an {to}: Beide bleiben im Verlauf.",
    waiting: "Diese E-Mail wartet noch auf den Versand: Es gibt nichts erneut zu senden.",
    held: "Diese E-Mail wird zurückgehalten: Niemand hat bewiesen, dass die Adresse dem Anfragenden gehört. Sie geht erst hinaus, wenn jemand die Anfrage bestätigt, und eine Kopie darf das nicht umgehen.",
    privateLinks:
      "Diese E-Mail enthielt Links, die nur für ihren Empfänger und nur einmal gelten (Passwort, Anmeldung, Bestätigung, Abmeldung). Sie wurden nicht aufbewahrt, daher wird sie nicht erneut gesendet: Bitten Sie den Empfänger, eine neue anzufordern.",
    erased: "Die Adresse dieser E-Mail wurde gelöscht: Es gibt niemanden mehr, an den sie gehen könnte.",
    requeued: "Die E-Mail ist wieder versandbereit.",
    copied: "Eine Kopie der E-Mail ist unterwegs.",
    openCopy: "Kopie ansehen (E-Mail {id})",
    gone: "Diese E-Mail gibt es nicht mehr.",
  },
  forward: {
    heading: "Weiterleiten",
    hint: "An eine Kollegin oder einen Kollegen, den Eigentümer oder den Notar. Links, die nur für den Empfänger gelten, bleiben verborgen; die Anhänge gehen mit.",
    to: "An (E-Mail-Adresse)",
    note: "Nachricht darüber (freiwillig)",
    button: "Weiterleiten",
    forwarded: "Die E-Mail wird an {to} weitergeleitet.",
    openForward: "Weitergeleitete E-Mail ansehen (E-Mail {id})",
  },
  forwardMail: {
    subject: "WG: {subject}",
    separator: "---------- Weitergeleitete Nachricht ----------",
    from: "Von:",
    date: "Datum:",
    subjectLine: "Betreff:",
    to: "An:",
    replyTo: "Antwort an:",
    attachments: "Anhänge:",
  },
};
