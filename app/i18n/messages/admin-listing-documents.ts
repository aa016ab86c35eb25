// Texts of a listing's documents page in the back office (attests, plans, regulations as PDF).
import type { DocumentFieldProblem } from "../../domain/forms/document-form.ts";
import type { DocumentProblem } from "../../domain/pdf-document.ts";
import type { Language } from "../languages.ts";

const nl = {
  title: "Documenten van {name}",
  backToListing: "Terug naar het pand",
  viewOnSite: "Bekijken op de site",
  intro:
    "Attesten, plannen, reglementen: bezoekers downloaden ze op de pagina van het pand, in deze volgorde. Een wijziging staat pas op de site na Opslaan.",
  feedNotice:
    "Dit pand komt uit de CRM-feed. De import laat de documenten ongemoeid: wat u hier toevoegt, hernoemt of verwijdert, blijft zo na de volgende import.",
  heading: "Documenten",
  editor: {
    noDocuments: "Nog geen documenten.",
    document: "Document {number}",
    documentName: "Naam ({language})",
    moveUp: "{name} omhoog",
    moveDown: "{name} omlaag",
    remove: "{name} verwijderen",
    up: "Omhoog",
    down: "Omlaag",
    delete: "Verwijderen",
    newDocument: "Documenten toevoegen",
    newDocumentHint:
      "Alleen PDF, hoogstens {megabytes} MB per bestand; kies er één of meer. Zonder naam krijgt een document de naam van zijn bestand. Een naam hieronder geldt voor één gekozen bestand.",
    file: "PDF-bestanden",
    addDocument: "Toevoegen en opslaan",
  },
  download: "{name} downloaden",
  draft: "De lijst is gewijzigd maar nog niet opgeslagen.",
  notAdded: "De gekozen bestanden zijn niet toegevoegd: kies ze opnieuw.",
  saved: "De documenten zijn opgeslagen.",
  fieldName: "documenten",
  problems: {
    required: "Geef een naam in minstens één taal.",
    tooLong: "Een naam is hoogstens 120 tekens lang.",
    tooMany: "Een pand heeft hoogstens 40 documenten.",
    namesForOneFile:
      "Een naam geldt voor één bestand. Kies één bestand, of laat de namen leeg: dan krijgt elk de naam van zijn bestand.",
  } satisfies Record<DocumentFieldProblem | "namesForOneFile", string>,
  documentProblems: {
    empty: "{file}: het bestand is leeg.",
    tooLarge: "{file}: het bestand is te groot, hoogstens {megabytes} MB.",
    notPdf:
      "{file}: dit bestand is geen PDF. Alleen PDF-documenten worden aanvaard, wat de naam van het bestand ook is.",
    activeContent:
      "{file}: deze PDF bevat iets dat bij het openen kan worden uitgevoerd (een script, een actie, een ingesloten bestand of HTML), of iets dat niet te controleren is. Druk het document opnieuw af als PDF (Afdrukken, Opslaan als PDF) en laad die versie op.",
  } satisfies Record<DocumentProblem, string>,
};

export type AdminListingDocumentsMessages = typeof nl;

const fr: AdminListingDocumentsMessages = {
  title: "Documents de {name}",
  backToListing: "Retour au bien",
  viewOnSite: "Voir sur le site",
  intro:
    "Certificats, plans, règlements : les visiteurs les téléchargent sur la page du bien, dans cet ordre. Une modification n’est sur le site qu’après Enregistrer.",
  feedNotice:
    "Ce bien vient du flux CRM. L’import ne touche pas aux documents : ce que vous ajoutez, renommez ou supprimez ici le reste après le prochain import.",
  heading: "Documents",
  editor: {
    noDocuments: "Pas encore de documents.",
    document: "Document {number}",
    documentName: "Nom ({language})",
    moveUp: "Monter {name}",
    moveDown: "Descendre {name}",
    remove: "Supprimer {name}",
    up: "Monter",
    down: "Descendre",
    delete: "Supprimer",
    newDocument: "Ajouter des documents",
    newDocumentHint:
      "PDF uniquement, {megabytes} Mo au plus par fichier ; choisissez-en un ou plusieurs. Sans nom, un document prend le nom de son fichier. Un nom ci-dessous vaut pour un seul fichier choisi.",
    file: "Fichiers PDF",
    addDocument: "Ajouter et enregistrer",
  },
  download: "Télécharger {name}",
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

const en: AdminListingDocumentsMessages = {
  title: "Documents of {name}",
  backToListing: "Back to the property",
  viewOnSite: "View on the site",
  intro:
    "Certificates, plans, regulations: visitors download them on the property's page, in this order. A change is on the site only after Save.",
  feedNotice:
    "This property comes from the CRM feed. The import leaves documents alone: what you add, rename or delete here stays so after the next import.",
  heading: "Documents",
  editor: {
    noDocuments: "No documents yet.",
    document: "Document {number}",
    documentName: "Name ({language})",
    moveUp: "Move {name} up",
    moveDown: "Move {name} down",
    remove: "Delete {name}",
    up: "Up",
    down: "Down",
    delete: "Delete",
    newDocument: "Add documents",
    newDocumentHint:
      "PDF only, at most {megabytes} MB per file; choose one or more. Without a name, a document is named after its file. A name below applies to one chosen file.",
    file: "PDF files",
    addDocument: "Add and save",
  },
  download: "Download {name}",
  draft: "The list has changed but is not saved yet.",
  notAdded: "The chosen files were not added: choose them again.",
  saved: "The documents are saved.",
  fieldName: "documents",
  problems: {
    required: "Give a name in at least one language.",
    tooLong: "A name is at most 120 characters long.",
    tooMany: "A property has at most 40 documents.",
    namesForOneFile:
      "A name applies to one file. Choose one file, or leave the names empty: each is then named after its file.",
  },
  documentProblems: {
    empty: "{file}: the file is empty.",
    tooLarge: "{file}: the file is too large, at most {megabytes} MB.",
    notPdf: "{file}: this file is not a PDF. Only PDF documents are accepted, whatever the file's name.",
    activeContent:
      "{file}: this PDF holds something that can run when it is opened (a script, an action, an attached file or HTML), or something that cannot be checked. Print the document to PDF again (Print, Save as PDF) and upload that version.",
  },
};

const de: AdminListingDocumentsMessages = {
  title: "Dokumente von {name}",
  backToListing: "Zurück zur Immobilie",
  viewOnSite: "Auf der Website ansehen",
  intro:
    "Ausweise, Pläne, Reglements: Besucher laden sie auf der Seite der Immobilie herunter, in dieser Reihenfolge. Eine Änderung steht erst nach Speichern auf der Website.",
  feedNotice:
    "Diese Immobilie kommt aus dem CRM-Feed. Der Import lässt die Dokumente unberührt: Was Sie hier hinzufügen, umbenennen oder löschen, bleibt nach dem nächsten Import so.",
  heading: "Dokumente",
  editor: {
    noDocuments: "Noch keine Dokumente.",
    document: "Dokument {number}",
    documentName: "Name ({language})",
    moveUp: "{name} nach oben",
    moveDown: "{name} nach unten",
    remove: "{name} löschen",
    up: "Nach oben",
    down: "Nach unten",
    delete: "Löschen",
    newDocument: "Dokumente hinzufügen",
    newDocumentHint:
      "Nur PDF, höchstens {megabytes} MB pro Datei; wählen Sie eine oder mehrere. Ohne Namen erhält ein Dokument den Namen seiner Datei. Ein Name unten gilt für eine einzige gewählte Datei.",
    file: "PDF-Dateien",
    addDocument: "Hinzufügen und speichern",
  },
  download: "{name} herunterladen",
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

export const ADMIN_LISTING_DOCUMENTS_MESSAGES: Record<Language, AdminListingDocumentsMessages> = { nl, fr, en, de };
