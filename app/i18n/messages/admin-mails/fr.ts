import type { AdminMailsMessages } from "./nl.ts";

export const fr: AdminMailsMessages = {
  resend: {
    heading: "Renvoyer",
    button: "Renvoyer",
    requeueHint: "Le serveur de messagerie a refusé cet e-mail. Il retourne dans la file d’attente et part aussitôt.",
    copyHint: "Une copie part vers {to}, comme nouvel e-mail : les deux restent dans l’historique.",
    waiting: "Cet e-mail attend encore de partir : il n’y a rien à renvoyer.",
    held: "Cet e-mail est retenu : personne n’a prouvé que l’adresse est celle du demandeur. Il ne part que lorsque quelqu’un confirme la demande, et une copie ne peut pas contourner cette règle.",
    privateLinks:
      "Cet e-mail contenait des liens qui ne fonctionnent que pour son destinataire et ne servent qu’une fois (mot de passe, connexion, confirmation, désabonnement). Ils n’ont pas été conservés : il ne repart donc pas. Demandez au destinataire d’en demander un nouveau.",
    erased: "L’adresse de cet e-mail a été effacée : il n’y a plus personne à qui l’envoyer.",
    requeued: "L’e-mail est de nouveau prêt à partir.",
    copied: "Une copie de l’e-mail part.",
    openCopy: "Voir la copie (e-mail {id})",
    gone: "Cet e-mail n’existe plus.",
  },
  forward: {
    heading: "Transférer",
    hint: "À un collègue, au propriétaire ou au notaire. Les liens réservés au destinataire restent masqués ; les pièces jointes suivent.",
    to: "À (adresse e-mail)",
    note: "Message au-dessus (facultatif)",
    button: "Transférer",
    forwarded: "L’e-mail est transféré à {to}.",
    openForward: "Voir l’e-mail transféré (e-mail {id})",
  },
  forwardMail: {
    subject: "TR : {subject}",
    separator: "---------- Message transféré ----------",
    from: "De :",
    date: "Date :",
    subjectLine: "Objet :",
    to: "À :",
    replyTo: "Répondre à :",
    attachments: "Pièces jointes :",
  },
};
