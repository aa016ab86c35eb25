// Texts every back-office editor shares, in Dutch: saving, and a save that meets what was saved
// meanwhile. The other languages (fr.ts, en.ts, de.ts) take their shape from this one.
export const nl = {
  save: "Opslaan",
  saved: "Opgeslagen.",
  invalid: "Niet opgeslagen: verbeter de gemarkeerde velden.",
  conflict: {
    title: "Iemand anders heeft dit intussen opgeslagen",
    intro:
      "Uw wijzigingen zijn niet opgeslagen, zodat ze die van de ander niet overschrijven. Het formulier toont nu uw invoer; vergelijk met de huidige versie en sla opnieuw op.",
    change: "{name} op {at}: {fields}",
    unknownFields: "wijzigingen",
  },
  choose: {
    title: "Intussen anders opgeslagen: kies per veld",
    intro:
      "Nog niet opgeslagen. Deze velden werden intussen ook gewijzigd, anders dan u typte. Kies per veld welke waarde blijft en sla opnieuw op; uw andere invoer blijft staan.",
    yours: "Uw invoer",
    savedBy: "Opgeslagen door {name} op {at}",
    savedInAnotherWindow: "Opgeslagen in een ander venster op {at}",
    savedMeanwhile: "Intussen opgeslagen op {at}",
    keepMine: "Mijn invoer houden",
    takeTheirs: "De opgeslagen waarde nemen",
    saveAgain: "Opnieuw opslaan",
    blank: "(leeg)",
    yes: "ja",
    no: "nee",
    taken: "Intussen gewijzigd door {name}; het formulier toont die waarde: {fields}.",
    takenInAnotherWindow: "Intussen gewijzigd in een ander venster; het formulier toont die waarde: {fields}.",
    takenMeanwhile: "Intussen gewijzigd; het formulier toont die waarde: {fields}.",
    savedTogether: "Opgeslagen, samen met wat intussen werd gewijzigd: {fields}.",
  },
  missingTranslation: "vertaling ontbreekt",
};

export type EditingMessages = typeof nl;
