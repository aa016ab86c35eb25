// The photo page of a property or a project in the back office, in Dutch. The other languages
// (fr.ts, en.ts, de.ts) take their shape from this one.
import type { PhotoRefusal } from "../../../shared/photo-upload-limits.ts";

export const nl = {
  title: "Foto's van {name}",
  backToListing: "Terug naar het pand",
  backToProject: "Terug naar het project",
  viewOnSite: "Bekijken op de site",
  upload: {
    heading: "Foto's toevoegen",
    choose: "Foto's kiezen",
    hint: "JPEG, PNG of WebP, tot {mb} MB per foto en {count} foto's tegelijk. Foto's worden rechtgezet en hun metadata (ook de locatie) verwijderd.",
    sentOnChoosing: "Gekozen foto's worden meteen toegevoegd.",
    drop: "Sleep foto's hierheen of kies ze hieronder.",
    dropActive: "Laat los om toe te voegen.",
    send: "Toevoegen",
    progress: "Voortgang van het toevoegen",
    waiting: "wacht",
    sending: "bezig ({percent}%)",
    added: "toegevoegd",
    failed: "niet gelukt: verbinding of sessie verbroken, probeer opnieuw",
    summary: "{added} van {total} foto's toegevoegd.",
    noFiles: "Kies eerst een of meer foto's.",
    tooMany: "Hoogstens {count} foto's tegelijk.",
    refusals: {
      notPicture: "geen foto in JPEG, PNG of WebP",
      tooLarge: "te groot (meer dan {mb} MB)",
      tooManyPixels: "te veel pixels (meer dan {megapixels} miljoen)",
      busy: "de server is even erg druk: probeer deze foto over enkele seconden opnieuw",
    } satisfies Record<PhotoRefusal, string>,
  },
  list: {
    heading: "Volgorde ({count})",
    none: "Nog geen foto's.",
    intro:
      "De eerste foto is de omslagfoto. Versleep een foto aan zijn greep, met de muis of met het toetsenbord (Enter op de greep, pijltjes, Enter), of gebruik de knoppen.",
    label: "Volgorde van de foto's",
    photo: "Foto {index}",
    cover: "Omslagfoto",
    up: "Omhoog",
    down: "Omlaag",
    makeCover: "Als omslagfoto",
    remove: "Verwijderen…",
    confirmRemove: "Foto {index} definitief verwijderen?",
    reallyRemove: "Ja, verwijderen",
    missingAlts: "Alt-tekst ontbreekt: {languages}",
    saved: "Volgorde bewaard.",
    removed: "Foto verwijderd.",
  },
  texts: {
    allIntro: "Alle foto's in één formulier, een taal tegelijk. Een lege alt-tekst wordt op de site „{default}”.",
    savedAll: "De teksten van de foto's zijn bewaard.",
    byDefault: "leeg: „{default}”",
    heading: "Bijschriften en alt-teksten",
    intro:
      "Het bijschrift staat onder de foto. De alt-tekst beschrijft de foto voor wie ze niet ziet (schermlezers, zoekmachines): wat staat erop?",
    language: "Taal",
    caption: "Bijschrift",
    alt: "Alt-tekst",
    captionIn: "Bijschrift ({language})",
    altIn: "Alt-tekst ({language})",
    save: "Teksten bewaren",
    saved: "Teksten van foto {index} bewaard.",
    tooLong: "Te lang: hoogstens {max} tekens.",
    missing: "ontbreekt",
  },
  conflict: {
    list: "Iemand anders heeft de foto's intussen gewijzigd; er is niets bewaard. Bekijk de huidige volgorde en probeer opnieuw.",
    fields: { photos: "volgorde en aantal foto's", captions: "bijschriften", alts: "alt-teksten" },
  },
};

export type AdminPhotosMessages = typeof nl;
