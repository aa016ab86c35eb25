// A listing's documents page in the back office, in English (see nl.ts).
import type { AdminListingDocumentsMessages } from "./nl.ts";

export const en: AdminListingDocumentsMessages = {
  title: "Documents of {name}",
  backToListing: "Back to the property",
  viewOnSite: "View on the site",
  intro:
    "Certificates, plans, regulations: visitors download them on the property's page, in this order. A change is on the site only after Save. An internal document is never on the site.",
  feedNotice:
    "This property comes from the CRM feed. The import leaves documents alone: what you add, rename or delete here stays so after the next import.",
  heading: "Documents",
  editor: {
    noDocuments: "No documents yet.",
    document: "Document {number}",
    documentName: "Name ({language})",
    newDocument: "Add documents",
    newDocumentHint:
      "PDF only, at most {megabytes} MB per file; choose one or more. Without a name, a document is named after its file. A name below applies to one chosen file.",
    file: "PDF files",
    addDocument: "Add and save",
    addedOnChoosing: "Choosing a PDF saves the list at once, with the names and the box above.",
    saveInPlace: "Keep the documents",
    addInPlace: "Add the files",
    internal: "Internal: for the agency only, not on the site",
    internalHint: "A mandate, an owner's certificate: visitors neither see nor download it.",
  },
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
