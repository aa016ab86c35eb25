// A page's modules (look, drafts, publication) and the compact page tree, in Dutch. The other
// languages (fr.ts, en.ts, de.ts) take their shape from this one.

export const nl = {
  texts: "Teksten",
  textHint:
    "Zonder de editor: alinea's gescheiden door een lege regel, of HTML met p, h2, h3, strong, em, lijsten en links.",
  look: "Vormgeving",
  titleSize: "Grootte van de titel",
  titleSizes: { h2: "groot", h3: "klein" } as Record<string, string>,
  contentRow: "Rij op de pagina (0 tot 20)",
  span: "Breedte op een groot scherm, in twaalfden (1 tot 12)",
  colsSm: "Breedte op een gsm (leeg: volle breedte)",
  colsMd: "Breedte op een tablet (leeg: volgens de breedte)",
  colsLg: "Breedte op een computer (leeg: volgens de breedte)",
  className: "Stijl",
  classes: {
    "": "gewoon",
    "module-narrow": "smalle tekstkolom",
    "module-centered": "gecentreerd",
    "module-framed": "met kader",
    "module-callout": "in de kijker (lijn in accentkleur)",
  } as Record<string, string>,
  backgroundType: "Achtergrond",
  backgrounds: { none: "geen", color: "kleur", image: "beeld", gallery: "galerij van beelden" } as Record<
    string,
    string
  >,
  colorBackground: "Achtergrondkleur (zoals #16343a)",
  colorHint: "De tekst wordt donker of wit, wat op deze kleur het best leest.",
  image: "Achtergrondbeeld",
  images: "Beelden van de galerij (2 tot 8)",
  fieldErrors: {
    invalidColour: "Een kleur schrijft u als # met zes tekens 0-9 of a-f, zoals #16343a.",
    lowContrast:
      "Op deze kleur leest noch donkere noch witte tekst goed genoeg (minder dan 4,5 op 1): kies een lichtere of een donkerdere kleur.",
    needsColour: "Kies een kleur voor deze achtergrond.",
    needsImage: "Geef het beeld voor deze achtergrond.",
    needsImages: "Een galerij heeft minstens twee beelden.",
  } as Record<string, string>,
  live: "op de site",
  notLive: "niet op de site",
  hasDraft: "wijzigingen niet gepubliceerd",
  editingDraft:
    "U bewerkt het ontwerp van deze module. De site toont nog de gepubliceerde versie, tot u de wijzigingen publiceert.",
  editingLive:
    "Dit formulier toont de versie die op de site staat. Opslaan bewaart een ontwerp: de site verandert pas wanneer u het publiceert.",
  editingUnpublished:
    "Deze module staat niet op de site. Wat u opslaat, ziet u in het voorbeeld; publiceer de module om ze op de site te tonen.",
  saveDraft: "Ontwerp opslaan",
  publishChanges: "Wijzigingen publiceren",
  discardChanges: "Wijzigingen weggooien",
  previewDraft: "Ontwerp bekijken",
  draftsWaiting: "Modules met wijzigingen die nog niet op de site staan: {count}.",
  publishAll: "Alle wijzigingen publiceren",
  moved: "nieuwe plaats niet gepubliceerd",
  removing: "wordt verwijderd bij publiceren",
  movedHint:
    "Deze module heeft een nieuwe plaats. De site toont nog de oude volgorde; publiceren zet de nieuwe volgorde van de hele pagina op de site, weggooien zet ze terug.",
  removingHint:
    "Deze module wordt van de site verwijderd wanneer u de wijzigingen publiceert. Tot dan staat ze er nog; het voorbeeld toont de pagina zonder haar.",
  undoRemove: "Niet verwijderen",
  orderWaiting: "De nieuwe volgorde van de modules staat nog niet op de site.",
  done: {
    draftSaved: "Ontwerp opgeslagen. De site toont nog de gepubliceerde versie.",
    draftPublished: "Wijzigingen gepubliceerd: de site toont ze nu.",
    draftDiscarded: "Wijzigingen weggegooid: de module is weer zoals op de site.",
    moveDrafted: "Nieuwe volgorde opgeslagen als ontwerp. De site toont nog de oude volgorde tot u publiceert.",
    removalDrafted: "De module wordt verwijderd bij publiceren. De site toont ze nog tot dan.",
  } as Record<string, string>,
  problems: { noDraft: "Er zijn geen wijzigingen om te publiceren of weg te gooien." } as Record<string, string>,
  tree: {
    expandAll: "Alles openklappen",
    collapseAll: "Alles dichtklappen",
    children: "onderliggende pagina's van {name}",
    childCount: "{count} onder",
    actions: "Acties",
    edit: "Bewerken",
  },
};

export type AdminPageModulesMessages = typeof nl;
