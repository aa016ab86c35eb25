// A listing's documents page in the back office, in French (see nl.ts).
import type { AdminListingDocumentsMessages } from "./nl.ts";

export const fr: AdminListingDocumentsMessages = {
  title: "Documents de {name}",
  backToListing: "Retour au bien",
  viewOnSite: "Voir sur le site",
  intro:
    "Certificats, plans, règlements : les visiteurs les téléchargent sur la page du bien, dans cet ordre. Une modification n’est sur le site qu’après Enregistrer. Un document interne n’est jamais sur le site.",
  feedNotice:
    "Ce bien vient du flux CRM. L’import ne touche pas aux documents : ce que vous ajoutez, renommez ou supprimez ici le reste après le prochain import.",
  heading: "Documents",
  editor: {
    noDocuments: "Pas encore de documents.",
    document: "Document {number}",
    documentName: "Nom ({language})",
    newDocument: "Ajouter des documents",
    newDocumentHint:
      "PDF uniquement, {megabytes} Mo au plus par fichier ; choisissez-en un ou plusieurs. Sans nom, un document prend le nom de son fichier. Un nom ci-dessous vaut pour un seul fichier choisi.",
    file: "Fichiers PDF",
    addDocument: "Ajouter et enregistrer",
    addedOnChoosing: "Dès qu’un PDF est choisi, la liste est enregistrée, avec les noms et la case ci-dessus.",
    saveInPlace: "Enregistrer les documents",
    addInPlace: "Ajouter les fichiers",
    internal: "Interne : pour l’agence seulement, pas sur le site",
    internalHint: "Un mandat, une attestation du propriétaire : les visiteurs ne le voient ni ne le téléchargent.",
  },
  draft: "La liste a changé mais n’est pas encore enregistrée.",
  notAdded: "Les fichiers choisis n’ont pas été ajoutés : choisissez-les à nouveau.",
  saved: "Les documents sont enregistrés.",
  fieldName: "documents",
  problems: {
    required: "Donnez un nom dans au moins une langue.",
    tooLong: "Un nom compte au plus 120 caractères.",
    tooMany: "Un bien a au plus 40 documents.",
    namesForOneFile:
      "Un nom vaut pour un seul fichier. Choisissez un fichier, ou laissez les noms vides : chacun prendra alors le nom de son fichier.",
  },
  documentProblems: {
    empty: "{file} : le fichier est vide.",
    tooLarge: "{file} : le fichier est trop grand, {megabytes} Mo au plus.",
    notPdf:
      "{file} : ce fichier n’est pas un PDF. Seuls les documents PDF sont acceptés, quel que soit le nom du fichier.",
    activeContent:
      "{file} : ce PDF contient quelque chose qui peut s’exécuter à l’ouverture (un script, une action, un fichier joint ou du HTML), ou qui ne peut pas être contrôlé. Imprimez à nouveau le document en PDF (Imprimer, Enregistrer au format PDF) et chargez cette version.",
  },
};
