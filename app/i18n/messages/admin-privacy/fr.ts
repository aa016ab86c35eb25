// The back office's privacy page (GDPR requests about an e-mail address), in French (see nl.ts).
import type { AdminPrivacyMessages } from "./nl.ts";

export const fr: AdminPrivacyMessages = {
  title: "Vie privée : données d'une personne",
  intro:
    "Recherchez tout ce que le site conserve sur une adresse e-mail, pour répondre à une demande d'accès ou d'effacement (dans le mois).",
  address: "Adresse e-mail, nom ou téléphone",
  search: "Rechercher",
  invalid: "Indiquez une adresse e-mail, un nom ou un numéro de téléphone.",
  results: "Trouvé pour {address}",
  people: "Personnes trouvées pour {query}",
  noPeople: "Personne n'a été trouvé. Cherchez par l'adresse e-mail de la personne.",
  pickAddress: "Tout chercher pour {address}",
  noAddress: "pas d'adresse e-mail : voir la fiche de contact",
  nothing: "Rien trouvé pour cette adresse.",
  groups: {
    contacts: "Fiche de contact",
    leads: "Demandes",
    visitBookings: "Visites",
    demands: "Recherches (tenez-moi informé)",
    newsletterSubscriptions: "Inscriptions à la newsletter",
    propertyFollows: "Biens suivis",
    testimonials: "Témoignages",
    outgoingMails: "E-mails",
    mentions: "Cité dans les données d'autres personnes",
  },
  notes: { one: "{count} note", other: "{count} notes" },
  picture: "avec photo",
  followed: "bien {id}",
  published: "sur le site",
  mentionsNote:
    "Ces lignes appartiennent à quelqu'un d'autre et ne font que citer l'adresse ; à l'effacement, elles restent et seule l'adresse est remplacée.",
  consentNote:
    "Les consentements aux cookies sont conservés avec un numéro de navigateur aléatoire, jamais avec une adresse e-mail : il n'y a rien à y trouver.",
  export: "Tout télécharger (JSON)",
  exportText: "Relevé lisible pour la personne (texte)",
  eraseTitle: "Effacer",
  eraseText:
    "Efface tout ce qui précède en une fois : les lignes de cette personne sont supprimées, ses témoignages retirés du site et leurs photos supprimées ; dans les données d'autres personnes, l'adresse est remplacée. Le journal ne garde que les nombres, pas l'adresse.",
  eraseConfirm: "Je comprends que cela ne peut pas être annulé",
  erase: "Tout effacer",
  managersOnly: "Seul un gestionnaire peut effacer des données.",
  erased: "Effacé. Ce qui a disparu :",
  counts: {
    contacts: "Fiches de contact",
    leads: "Demandes",
    notes: "Notes",
    visitBookings: "Visites",
    demands: "Recherches",
    newsletterSubscriptions: "Inscriptions à la newsletter",
    propertyFollows: "Biens suivis",
    testimonials: "Témoignages",
    articlesWithdrawn: "Témoignages retirés du site",
    outgoingMails: "E-mails",
    mentionsRedacted: "Mentions remplacées",
    pictureFiles: "Fichiers de photos sur ce serveur",
    mailFiles: "Fichiers d'e-mails sur ce serveur",
  },
  erasedNote:
    "Également supprimés : les photos de leurs témoignages dans chaque format, et les e-mails que le site conserve en fichiers (sans serveur de messagerie) où figure l'adresse. Les journaux du serveur ne contiennent aucune donnée personnelle. Ce que le site ne peut atteindre, c'est à vous de l'effacer : les exports (CSV ou JSON) téléchargés plus tôt depuis le back-office, les e-mails dans les boîtes de réception (y compris celle de l'agence, et tout ce qui est parti par le serveur de messagerie) et les sauvegardes.",
};
