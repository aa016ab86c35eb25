// A listing's publications page in the back office, in French (see nl.ts).
import type { AdminPublicationsMessages } from "./nl.ts";

export const fr: AdminPublicationsMessages = {
  title: "Publications de {name}",
  link: "Publications sur les portails",
  backToListing: "Retour au bien",
  intro:
    "Sur quels portails le bien est publié, depuis quand et à quelle adresse. Le propriétaire le voit dans son portail, avec les visites des portails qui les envoient.",
  feedNotice:
    "Ce bien vient du flux du CRM. Si le flux envoie des publications, la prochaine importation remplace cette liste.",
  heading: "Publications",
  none: "Publié sur aucun portail pour l’instant.",
  row: "Publication {number}",
  portal: "Portail",
  since: "En ligne depuis",
  url: "Adresse de l’annonce",
  urlHint: "Facultatif\u00a0; une adresse sur le site du portail.",
  figures: "Chiffres",
  sendsFigures: "Envoie des chiffres",
  noFigures: "N’envoie pas de chiffres",
  ownList: "Notre offre (notre site)",
  add: "Ajouter un portail",
  save: "Enregistrer les publications",
  saved: "Publications enregistrées.",
  unchanged: "Rien n’avait changé.",
  errors: {
    url: "Indiquez une adresse web complète, commençant par https:// ou http://.",
    urlHost: "Cette adresse n’est pas sur le site de ce portail.",
    portalTwice: "Ce portail figure déjà dans la liste.",
    conflict:
      "Quelqu’un d’autre a modifié les publications entre-temps. Elles figurent ci-dessous telles qu’elles sont enregistrées\u00a0; refaites votre modification.",
  },
};
