// A listing's documents page in the back office, in German (see nl.ts).
import type { AdminListingDocumentsMessages } from "./nl.ts";

export const de: AdminListingDocumentsMessages = {
  title: "Dokumente von {name}",
  backToListing: "Zurück zur Immobilie",
  viewOnSite: "Auf der Website ansehen",
  intro:
    "Bescheinigungen, Pläne, Reglements: Besucher laden sie auf der Seite der Immobilie herunter, in dieser Reihenfolge. Eine Änderung steht erst nach Speichern auf der Website. Ein internes Dokument steht nie auf der Website.",
  feedNotice:
    "Diese Immobilie kommt aus dem CRM-Feed. Der Import lässt die Dokumente unberührt: Was Sie hier hinzufügen, umbenennen oder löschen, bleibt nach dem nächsten Import so.",
  heading: "Dokumente",
  editor: {
    noDocuments: "Noch keine Dokumente.",
    document: "Dokument {number}",
    documentName: "Name ({language})",
    newDocument: "Dokumente hinzufügen",
    newDocumentHint:
      "Nur PDF, höchstens {megabytes} MB pro Datei; wählen Sie eine oder mehrere. Ohne Namen erhält ein Dokument den Namen seiner Datei. Ein Name unten gilt für eine einzige gewählte Datei.",
    file: "PDF-Dateien",
    addDocument: "Hinzufügen und speichern",
    addedOnChoosing:
      "Sobald ein PDF ausgewählt ist, wird die Liste gespeichert, mit den Namen und dem Kästchen darüber.",
    saveInPlace: "Dokumente sichern",
    addInPlace: "Dateien hinzufügen",
    internal: "Intern: nur für das Büro, nicht auf der Website",
    internalHint: "Ein Maklervertrag, eine Bescheinigung des Eigentümers: Besucher sehen und laden es nicht herunter.",
  },
  draft: "Die Liste wurde geändert, ist aber noch nicht gespeichert.",
  notAdded: "Die gewählten Dateien wurden nicht hinzugefügt: Wählen Sie sie erneut.",
  saved: "Die Dokumente sind gespeichert.",
  fieldName: "Dokumente",
  problems: {
    required: "Geben Sie einen Namen in mindestens einer Sprache an.",
    tooLong: "Ein Name ist höchstens 120 Zeichen lang.",
    tooMany: "Eine Immobilie hat höchstens 40 Dokumente.",
    namesForOneFile:
      "Ein Name gilt für eine einzige Datei. Wählen Sie eine Datei, oder lassen Sie die Namen leer: Dann erhält jede den Namen ihrer Datei.",
  },
  documentProblems: {
    empty: "{file}: Die Datei ist leer.",
    tooLarge: "{file}: Die Datei ist zu groß, höchstens {megabytes} MB.",
    notPdf: "{file}: Diese Datei ist kein PDF. Nur PDF-Dokumente werden angenommen, unabhängig vom Namen der Datei.",
    activeContent:
      "{file}: Dieses PDF enthält etwas, das beim Öffnen ausgeführt werden kann (ein Skript, eine Aktion, eine angehängte Datei oder HTML), oder etwas, das sich nicht prüfen lässt. Drucken Sie das Dokument erneut als PDF (Drucken, Als PDF speichern) und laden Sie diese Fassung hoch.",
  },
};
