// A listing's documents page in the back office, in Dutch. The other languages
// (fr.ts, en.ts, de.ts) take their shape from this one.
import type { DocumentFieldProblem } from "../../../domain/forms/document-form.ts";
import type { DocumentProblem } from "../../../domain/pdf-document.ts";

export const nl = {
  title: "Documenten van {name}",
  backToListing: "Terug naar het pand",
  viewOnSite: "Bekijken op de site",
  intro:
    "Attesten, plannen, reglementen: bezoekers downloaden ze op de pagina van het pand, in deze volgorde. Een wijziging staat pas op de site na Opslaan. Een intern document staat nooit op de site.",
  feedNotice:
    "Dit pand komt uit de CRM-feed. De import laat de documenten ongemoeid: wat u hier toevoegt, hernoemt of verwijdert, blijft zo na de volgende import.",
  heading: "Documenten",
  editor: {
    noDocuments: "Nog geen documenten.",
    document: "Document {number}",
    documentName: "Naam ({language})",
    newDocument: "Documenten toevoegen",
    newDocumentHint:
      "Alleen PDF, hoogstens {megabytes} MB per bestand; kies er één of meer. Zonder naam krijgt een document de naam van zijn bestand. Een naam hieronder geldt voor één gekozen bestand.",
    file: "PDF-bestanden",
    addDocument: "Toevoegen en opslaan",
    addedOnChoosing: "Met een gekozen PDF wordt de lijst meteen opgeslagen, met de namen en het vakje hierboven.",
    saveInPlace: "Documenten bewaren",
    addInPlace: "Bestanden toevoegen",
    internal: "Intern: alleen voor het kantoor, niet op de site",
    internalHint: "Een mandaat, een attest van de eigenaar: bezoekers zien en downloaden het niet.",
  },
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
