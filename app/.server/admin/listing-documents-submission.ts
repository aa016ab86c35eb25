// What the listing's documents page does with a posted form: a row moved or removed without
// JavaScript comes back as a draft; a save is checked (names, the number of documents, each new
// PDF) and written whole, or answered with what was typed and why it was not saved (refused fields,
// refused files, or the list someone else saved meanwhile). Problems are codes and refused files
// are listed by name: the page words them in the staff member's language.
import {
  checkDocumentDrafts,
  nameFromFileName,
  readDocumentDrafts,
  readNewDocumentNames,
} from "../../domain/forms/document-form.ts";
import {
  applyRowOperation,
  type DocumentDraft,
  MAX_DOCUMENTS,
  parseRowIntent,
  type Texts,
} from "../../domain/forms/project-draft.ts";
import type { DocumentProblem } from "../../domain/pdf-document.ts";
import type { Language } from "../../i18n/languages.ts";
import { formText } from "../form-body.ts";
import type { Actor } from "./audit.ts";
import { checkDocumentUploads, chosenFiles, refusedUploadStatus } from "./document-uploads.ts";
import type { ChangeSince } from "./edit-record.ts";
import { saveListingDocuments } from "./property-documents.ts";

/** The form's file field; several PDFs may be chosen at once. */
export const NEW_DOCUMENT_FILES = "newDocument.file";

/** What the page is answered when nothing was saved: the list as typed, and why. */
export interface ListingDocumentsAnswer {
  kind: "draft" | "invalid" | "conflict";
  documents: DocumentDraft[];
  newNames: Texts;
  /** By field path, a problem's code ("documents.0.names": "required"). */
  errors: Record<string, string>;
  /** The chosen files refused, in the order chosen, each with why. */
  refusedFiles: { name: string; problem: DocumentProblem }[];
  version: string;
  seenAt: string;
  /** Files were chosen but not stored: they must be chosen again. */
  fileDropped: boolean;
  /** Tells the page to start its form again from this answer. */
  revision: string;
  changes: ChangeSince[];
}

export type ListingDocumentsSubmission =
  | { kind: "saved" }
  /** The listing is gone (deleted while the form was open). */
  | { kind: "gone" }
  /** No button of the page sends this intent. */
  | { kind: "unknownIntent" }
  | { kind: "answered"; answer: ListingDocumentsAnswer; status: 200 | 400 | 409 | 413 };

export async function submitListingDocuments(
  form: FormData,
  request: { propertyId: number; actor: Actor; fallback: Language; dataDir: string },
): Promise<ListingDocumentsSubmission> {
  const documents = readDocumentDrafts(form);
  const newNames = readNewDocumentNames(form);
  const files = chosenFiles(form, NEW_DOCUMENT_FILES);
  const base: ListingDocumentsAnswer = {
    kind: "draft",
    documents,
    newNames,
    errors: {},
    refusedFiles: [],
    version: formText(form, "version").slice(0, 64),
    seenAt: formText(form, "seenAt").slice(0, 40),
    fileDropped: files.length > 0,
    revision: `${Date.now()}-${Math.random()}`,
    changes: [],
  };
  const intent = formText(form, "intent");
  // A row button without JavaScript: the list comes back with the row moved or removed, not saved.
  const row = parseRowIntent(intent);
  if (row?.list === "documents") {
    const moved = applyRowOperation(documents, row.operation, row.index, () => ({ id: "", names: newNames }));
    return { kind: "answered", answer: { ...base, documents: moved }, status: 200 };
  }
  if (intent !== "save") return { kind: "unknownIntent" };

  const errors: Record<string, string> = {};
  const checked = checkDocumentDrafts(documents, newNames, errors);
  if (files.length > 1 && Object.values(newNames).some((name) => name.trim()))
    errors["newDocument.names"] = "namesForOneFile";
  if (documents.length + files.length > MAX_DOCUMENTS) errors.documents = "tooMany";
  const uploads = await checkDocumentUploads(files);
  const refusedFiles = uploads.flatMap((upload) =>
    upload.outcome === "refused" ? [{ name: upload.name, problem: upload.problem }] : [],
  );
  if (!checked || Object.keys(errors).length > 0 || refusedFiles.length > 0) {
    const answer: ListingDocumentsAnswer = { ...base, kind: "invalid", errors, refusedFiles };
    return { kind: "answered", answer, status: refusedUploadStatus(uploads) };
  }
  // Names typed for the new document go to it; a document added without any is named after its file.
  const typed = checked.newDocumentNames;
  const newDocuments = uploads.flatMap((upload) =>
    upload.outcome === "accepted"
      ? [
          {
            bytes: upload.bytes,
            names: Object.keys(typed).length > 0 ? typed : { [request.fallback]: nameFromFileName(upload.name) },
          },
        ]
      : [],
  );
  const outcome = await saveListingDocuments({
    propertyId: request.propertyId,
    version: base.version,
    seenAt: base.seenAt,
    change: { documents: checked.documents, newDocuments },
    actor: request.actor,
    dataDir: request.dataDir,
  });
  if (outcome.kind !== "conflict") return outcome;
  const answer: ListingDocumentsAnswer = {
    ...base,
    kind: "conflict",
    version: outcome.version,
    seenAt: outcome.seenAt,
    changes: outcome.changes,
  };
  return { kind: "answered", answer, status: 409 };
}
