// Les modules d’une page (présentation, brouillons, publication) et l’arbre compact des pages, en français.
import type { AdminPageModulesMessages } from "./nl.ts";

export const fr: AdminPageModulesMessages = {
  texts: "Textes",
  textHint:
    "Sans l’éditeur : des paragraphes séparés par une ligne vide, ou du HTML avec p, h2, h3, strong, em, listes et liens.",
  look: "Présentation",
  titleSize: "Taille du titre",
  titleSizes: { h2: "grand", h3: "petit" },
  contentRow: "Rangée sur la page (0 à 20)",
  span: "Largeur sur grand écran, en douzièmes (1 à 12)",
  colsSm: "Largeur sur smartphone (vide : toute la largeur)",
  colsMd: "Largeur sur tablette (vide : selon la largeur)",
  colsLg: "Largeur sur ordinateur (vide : selon la largeur)",
  className: "Style",
  classes: {
    "": "normal",
    "module-narrow": "colonne de texte étroite",
    "module-centered": "centré",
    "module-framed": "encadré",
    "module-callout": "mis en avant (trait de couleur d’accent)",
  },
  backgroundType: "Arrière-plan",
  backgrounds: { none: "aucun", color: "couleur", image: "image", gallery: "galerie d’images" },
  colorBackground: "Couleur d’arrière-plan (comme #16343a)",
  colorHint: "Le texte sera foncé ou blanc, selon ce qui se lit le mieux sur cette couleur.",
  image: "Image d’arrière-plan",
  images: "Images de la galerie (2 à 8)",
  fieldErrors: {
    invalidColour: "Une couleur s’écrit # suivi de six signes 0-9 ou a-f, comme #16343a.",
    lowContrast:
      "Sur cette couleur, ni un texte foncé ni un texte blanc ne se lit assez bien (moins de 4,5 pour 1) : choisissez une couleur plus claire ou plus foncée.",
    needsColour: "Choisissez une couleur pour cet arrière-plan.",
    needsImage: "Indiquez l’image de cet arrière-plan.",
    needsImages: "Une galerie compte au moins deux images.",
  },
  live: "sur le site",
  notLive: "pas sur le site",
  hasDraft: "modifications non publiées",
  editingDraft:
    "Vous modifiez le brouillon de ce module. Le site montre toujours la version publiée, jusqu’à ce que vous publiiez les modifications.",
  editingLive:
    "Ce formulaire montre la version en ligne. Enregistrer garde un brouillon : le site ne change que lorsque vous le publiez.",
  editingUnpublished:
    "Ce module n’est pas sur le site. Ce que vous enregistrez se voit dans l’aperçu ; publiez le module pour le montrer sur le site.",
  saveDraft: "Enregistrer le brouillon",
  publishChanges: "Publier les modifications",
  discardChanges: "Abandonner les modifications",
  previewDraft: "Voir le brouillon",
  draftsWaiting: "Modules dont les modifications ne sont pas encore en ligne : {count}.",
  publishAll: "Publier toutes les modifications",
  moved: "nouvelle place non publiée",
  removing: "sera supprimé à la publication",
  movedHint:
    "Ce module a une nouvelle place. Le site montre toujours l’ancien ordre ; publier met en ligne le nouvel ordre de toute la page, abandonner le rétablit.",
  removingHint:
    "Ce module sera retiré du site lorsque vous publierez les modifications. D’ici là, il reste en ligne ; l’aperçu montre la page sans lui.",
  undoRemove: "Ne pas supprimer",
  orderWaiting: "Le nouvel ordre des modules n’est pas encore en ligne.",
  done: {
    draftSaved: "Brouillon enregistré. Le site montre toujours la version publiée.",
    draftPublished: "Modifications publiées : le site les montre maintenant.",
    draftDiscarded: "Modifications abandonnées : le module est à nouveau tel qu’en ligne.",
    moveDrafted: "Nouvel ordre enregistré comme brouillon. Le site montre l’ancien ordre jusqu’à la publication.",
    removalDrafted: "Le module sera supprimé à la publication. Le site le montre jusque-là.",
  },
  problems: { noDraft: "Il n’y a pas de modifications à publier ou à abandonner." },
  tree: {
    expandAll: "Tout déplier",
    collapseAll: "Tout replier",
    children: "pages sous « {name} »",
    childCount: "{count} en dessous",
    actions: "Actions",
    edit: "Modifier",
  },
};
