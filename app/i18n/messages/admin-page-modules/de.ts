// Die Blöcke einer Seite (Gestaltung, Entwürfe, Veröffentlichung) und der kompakte Seitenbaum, auf Deutsch.
import type { AdminPageModulesMessages } from "./nl.ts";

export const de: AdminPageModulesMessages = {
  texts: "Texte",
  textHint:
    "Ohne den Editor: Absätze durch eine Leerzeile getrennt, oder HTML mit p, h2, h3, strong, em, Listen und Links.",
  look: "Gestaltung",
  titleSize: "Größe des Titels",
  titleSizes: { h2: "groß", h3: "klein" },
  contentRow: "Zeile auf der Seite (0 bis 20)",
  span: "Breite auf großem Bildschirm, in Zwölfteln (1 bis 12)",
  colsSm: "Breite auf dem Smartphone (leer: volle Breite)",
  colsMd: "Breite auf dem Tablet (leer: wie die Breite)",
  colsLg: "Breite auf dem Computer (leer: wie die Breite)",
  className: "Stil",
  classes: {
    "": "schlicht",
    "module-narrow": "schmale Textspalte",
    "module-centered": "zentriert",
    "module-framed": "mit Rahmen",
    "module-callout": "hervorgehoben (Linie in Akzentfarbe)",
  },
  backgroundType: "Hintergrund",
  backgrounds: { none: "keiner", color: "Farbe", image: "Bild", gallery: "Bildergalerie" },
  colorBackground: "Hintergrundfarbe (etwa #16343a)",
  colorHint: "Der Text wird dunkel oder weiß, je nachdem, was auf dieser Farbe besser lesbar ist.",
  image: "Hintergrundbild",
  images: "Bilder der Galerie (2 bis 8)",
  fieldErrors: {
    invalidColour: "Eine Farbe schreibt man als # mit sechs Zeichen 0-9 oder a-f, etwa #16343a.",
    lowContrast:
      "Auf dieser Farbe ist weder dunkler noch weißer Text gut genug lesbar (weniger als 4,5 zu 1): Wählen Sie eine hellere oder dunklere Farbe.",
    needsColour: "Wählen Sie eine Farbe für diesen Hintergrund.",
    needsImage: "Geben Sie das Bild für diesen Hintergrund an.",
    needsImages: "Eine Galerie hat mindestens zwei Bilder.",
  },
  live: "auf der Website",
  notLive: "nicht auf der Website",
  hasDraft: "Änderungen unveröffentlicht",
  editingDraft:
    "Sie bearbeiten den Entwurf dieses Blocks. Die Website zeigt weiterhin die veröffentlichte Fassung, bis Sie die Änderungen veröffentlichen.",
  editingLive:
    "Dieses Formular zeigt die Fassung auf der Website. Speichern legt einen Entwurf an: Die Website ändert sich erst, wenn Sie ihn veröffentlichen.",
  editingUnpublished:
    "Dieser Block steht nicht auf der Website. Was Sie speichern, sehen Sie in der Vorschau; veröffentlichen Sie den Block, um ihn auf der Website zu zeigen.",
  saveDraft: "Entwurf speichern",
  publishChanges: "Änderungen veröffentlichen",
  discardChanges: "Änderungen verwerfen",
  previewDraft: "Entwurf ansehen",
  draftsWaiting: "Blöcke mit Änderungen, die noch nicht auf der Website stehen: {count}.",
  publishAll: "Alle Änderungen veröffentlichen",
  moved: "neue Position unveröffentlicht",
  removing: "wird beim Veröffentlichen entfernt",
  movedHint:
    "Dieser Block hat eine neue Position. Die Website zeigt weiterhin die alte Reihenfolge; Veröffentlichen bringt die neue Reihenfolge der ganzen Seite auf die Website, Verwerfen stellt die alte wieder her.",
  removingHint:
    "Dieser Block wird von der Website entfernt, wenn Sie die Änderungen veröffentlichen. Bis dahin steht er noch dort; die Vorschau zeigt die Seite ohne ihn.",
  undoRemove: "Nicht entfernen",
  orderWaiting: "Die neue Reihenfolge der Blöcke steht noch nicht auf der Website.",
  done: {
    draftSaved: "Entwurf gespeichert. Die Website zeigt weiterhin die veröffentlichte Fassung.",
    draftPublished: "Änderungen veröffentlicht: Die Website zeigt sie jetzt.",
    draftDiscarded: "Änderungen verworfen: Der Block ist wieder wie auf der Website.",
    moveDrafted:
      "Neue Reihenfolge als Entwurf gespeichert. Die Website zeigt die alte Reihenfolge, bis Sie veröffentlichen.",
    removalDrafted: "Der Block wird beim Veröffentlichen entfernt. Bis dahin zeigt die Website ihn noch.",
  },
  problems: { noDraft: "Es gibt keine Änderungen zum Veröffentlichen oder Verwerfen." },
  tree: {
    expandAll: "Alle aufklappen",
    collapseAll: "Alle zuklappen",
    children: "Seiten unter {name}",
    childCount: "{count} darunter",
    actions: "Aktionen",
    edit: "Bearbeiten",
  },
};
