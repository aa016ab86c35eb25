// The back office's property types and status badges pages, in Dutch. The other languages (fr.ts,
// en.ts, de.ts) take their shape from this one.

export const nl = {
  types: {
    title: "Pandtypes",
    intro:
      "Hoe de website elk type noemt (lijsten, zoekfilters, kaartjes, pandpagina's) in elke taal, in welke volgorde ze staan en of ze bij te koop en te huur worden aangeboden.",
    order: "Volgorde",
    name: "Naam",
    sale: "Te koop",
    rent: "Te huur",
    listings: "Panden",
    yes: "ja",
    no: "nee",
    edit: "Wijzigen",
    editType: "{name} wijzigen",
    changedHere: "Hier gewijzigd",
    changedHereHint:
      "De import uit het CRM overschrijft velden die hier gewijzigd werden niet meer; het importverslag vermeldt het wanneer het CRM iets anders meegeeft.",
    back: "Terug naar de pandtypes",
    editTitle: "Type {id}: {name}",
    names: "Naam per taal",
    nameHint: "Leeg in een taal: de website toont de naam in de standaardtaal.",
    orderHint: "Lager staat eerst (0 tot 99).",
    flags: "Aangeboden",
    saleLabel: "Bij te koop (zoekfilter en types van de zoekbalk)",
    rentLabel: "Bij te huur (zoekfilter en types van de zoekbalk)",
    save: "Opslaan",
    saved: "Opgeslagen. De website toont het meteen.",
    unchanged: "Er was niets gewijzigd.",
    stale:
      "Iemand anders (of de import uit het CRM) wijzigde dit type intussen. Wat u typte staat er nog; de opgeslagen waarden staan hieronder. Opslaan bewaart uw versie.",
    storedNow: "Nu opgeslagen",
    languageName: { nl: "Nederlands", fr: "Frans", en: "Engels", de: "Duits" },
  },
  badges: {
    title: "Statuslabels",
    intro:
      "De labels op de kaartjes en pandpagina's: nieuw, in optie, verkocht, verhuurd en bezoeken volzet. Kies per label de woorden in elke taal, de kleur en waar het getoond wordt. Wat een label betekent (een verkocht pand kan niet meer bezocht worden) blijft hetzelfde.",
    badge: {
      new: "Nieuw (code 1)",
      option: "In optie (code 2)",
      sold: "Verkocht (code 3)",
      rented: "Verhuurd (code 4)",
      full: "Bezoeken volzet",
    },
    label: "Woorden",
    labelHint: "Leeg: de website zegt „{words}”.",
    tone: "Kleur",
    toneHint: "Alleen kleuren waarop witte tekst goed leesbaar is.",
    tones: {
      green: "Groen",
      amber: "Oker",
      red: "Rood",
      blue: "Blauw",
      petrol: "Petrol",
      purple: "Paars",
      graphite: "Grafiet",
    },
    onCards: "Op de kaartjes in lijsten",
    onDetail: "Op de pandpagina",
    preview: "Voorbeeld",
    save: "Opslaan",
    saved: "Opgeslagen. De website toont het meteen.",
    unchanged: "Er was niets gewijzigd.",
    stale: "Iemand anders wijzigde de statuslabels intussen. Wat u typte staat er nog; opslaan bewaart uw versie.",
  },
};

export type AdminCatalogLabelsMessages = typeof nl;
