// The back office's property types and status badges pages, in French (see nl.ts).
import type { AdminCatalogLabelsMessages } from "./nl.ts";

export const fr: AdminCatalogLabelsMessages = {
  types: {
    title: "Types de biens",
    intro:
      "Comment le site nomme chaque type (listes, filtres de recherche, vignettes, pages des biens) dans chaque langue, dans quel ordre ils apparaissent et s’ils sont proposés à la vente et à la location.",
    order: "Ordre",
    name: "Nom",
    sale: "À vendre",
    rent: "À louer",
    listings: "Biens",
    yes: "oui",
    no: "non",
    edit: "Modifier",
    editType: "Modifier {name}",
    changedHere: "Modifié ici",
    changedHereHint:
      "L’import du CRM n’écrase plus les champs modifiés ici ; son rapport le signale lorsque le CRM envoie autre chose.",
    back: "Retour aux types de biens",
    editTitle: "Type {id} : {name}",
    names: "Nom par langue",
    nameHint: "Vide dans une langue : le site affiche le nom dans la langue par défaut.",
    orderHint: "Le plus bas vient en premier (0 à 99).",
    flags: "Proposé",
    saleLabel: "À la vente (filtre de recherche et types de la barre de recherche)",
    rentLabel: "À la location (filtre de recherche et types de la barre de recherche)",
    save: "Enregistrer",
    saved: "Enregistré. Le site l’affiche aussitôt.",
    unchanged: "Rien n’avait changé.",
    stale:
      "Quelqu’un d’autre (ou l’import du CRM) a modifié ce type entre-temps. Ce que vous avez tapé est conservé ; les valeurs enregistrées figurent ci-dessous. Enregistrer garde votre version.",
    storedNow: "Enregistré à présent",
    languageName: { nl: "néerlandais", fr: "français", en: "anglais", de: "allemand" },
  },
  badges: {
    title: "Étiquettes de statut",
    intro:
      "Les étiquettes des vignettes et des pages des biens : nouveau, en option, vendu, loué et visites complètes. Choisissez pour chacune ses mots dans chaque langue, sa couleur et où elle s’affiche. Ce qu’une étiquette signifie (un bien vendu ne peut plus être visité) ne change pas.",
    badge: {
      new: "Nouveau (code 1)",
      option: "En option (code 2)",
      sold: "Vendu (code 3)",
      rented: "Loué (code 4)",
      full: "Visites complètes",
    },
    label: "Mots",
    labelHint: "Vide : le site dit « {words} ».",
    tone: "Couleur",
    toneHint: "Uniquement des couleurs sur lesquelles un texte blanc reste bien lisible.",
    tones: {
      green: "Vert",
      amber: "Ocre",
      red: "Rouge",
      blue: "Bleu",
      petrol: "Pétrole",
      purple: "Violet",
      graphite: "Graphite",
    },
    onCards: "Sur les vignettes des listes",
    onDetail: "Sur la page du bien",
    preview: "Aperçu",
    save: "Enregistrer",
    saved: "Enregistré. Le site l’affiche aussitôt.",
    unchanged: "Rien n’avait changé.",
    stale:
      "Quelqu’un d’autre a modifié les étiquettes entre-temps. Ce que vous avez tapé est conservé ; enregistrer garde votre version.",
  },
};
