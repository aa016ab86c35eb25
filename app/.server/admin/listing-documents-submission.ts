// What the listing's documents page does with a posted form (documentsSchema, the form kit): a row
// moved or removed without JavaScript comes back as Conform's new list, not saved; a save is checked
// (names, the number of documents, each new PDF) and written whole, or answered with what was typed
// and why it was not saved (refused fields, refused files, or the list someone else saved
// meanwhile). Problems are keys and refused files are listed by name: the page words them in the
// staff member's language.
import { type DocumentsForm, documentsSchema, NEW_DOCUMENT_FILES } from "../../domain/admin-forms/document-forms.ts";
import { nameFromFileName } from "../../domain/forms/document-form.ts";
import { MAX_DOCUMENTS } from "../../domain/forms/project-draft.ts";
import type { DocumentProblem } from "../../domain/pdf-document.ts";
import type { Language } from "../../i18n/languages.ts";
import { formText } from "../form-body.ts";
import type { Actor } from "./audit.ts";
import { checkDocumentUploads, chosenFiles, refusedUploadStatus } from "./document-uploads.ts";
import type { ChangeSince } from "./edit-record.ts";
import { type AdminSubmission, parseSubmission } from "./form-reply.ts";
import { saveListingDocuments } from "./property-documents.ts";

export { NEW_DOCUMENT_FILES };

/** What the page is answered when nothing was saved, besides Conform's reply. */
export interface ListingDocumentsOutcome {
  /** The chosen files refused, in the order chosen, each with why. */
  refusedFiles: { name: string; problem: DocumentProblem }[];
  /** The list's version and reading time the form goes on with (after a conflict: as stored now). */
  version: string;
  seenAt: string;
  /** Files were chosen but not stored: they must be chosen again. */
  fileDropped: boolean;
  /** Someone else saved the list since the form was opened: who, and what. */
  conflict: ChangeSince[] | null;
}

export type ListingDocumentsSubmission =
  | { kind: "saved" }
  /** The listing is gone (deleted while the form was open). */
  | { kind: "gone" }
  | {
      kind: "answered";
      submission: AdminSubmission<typeof documentsSchema>;
      /** Refusals the schema cannot know, error keys by field. */
      fieldErrors: Record<string, string[]>;
      outcome: ListingDocumentsOutcome;
      status: 200 | 400 | 409 | 413;
    };

/** The refusals only the server knows: names typed for several files, too many documents with the new ones. */
function listRefusals(form: DocumentsForm, fileCount: number): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (fileCount > 1 && Object.keys(form.newDocument.names).length > 0)
    errors["newDocument.names"] = ["namesForOneFile"];
  if (form.documents.length + fileCount > MAX_DOCUMENTS) errors.documents = ["tooMany"];
  return errors;
}

export async function submitListingDocuments(
  formData: FormData,
  request: { propertyId: number; actor: Actor; fallback: Language; dataDir: string },
): Promise<ListingDocumentsSubmission> {
  const submission = parseSubmission(formData, documentsSchema);
  const files = chosenFiles(formData, NEW_DOCUMENT_FILES);
  const outcome: ListingDocumentsOutcome = {
    refusedFiles: [],
    version: formText(formData, "version").slice(0, 64),
    seenAt: formText(formData, "seenAt").slice(0, 40),
    fileDropped: files.length > 0,
    conflict: null,
  };
  const answered = (fieldErrors: Record<string, string[]>, status: 200 | 400 | 409 | 413, more = {}) => ({
    kind: "answered" as const,
    submission,
    fieldErrors,
    outcome: { ...outcome, ...more },
    status,
  });
  // A row button without JavaScript: the list comes back with the row moved or removed, not saved.
  if (submission.status === undefined) return answered({}, 200);

  const uploads = await checkDocumentUploads(files);
  const refusedFiles = uploads.flatMap((upload) =>
    upload.outcome === "refused" ? [{ name: upload.name, problem: upload.problem }] : [],
  );
  const fieldErrors = submission.status === "success" ? listRefusals(submission.value, files.length) : {};
  if (refusedFiles.length > 0) fieldErrors[NEW_DOCUMENT_FILES] = refusedFiles.map((file) => file.problem);
  if (submission.status !== "success" || Object.keys(fieldErrors).length > 0)
    return answered(fieldErrors, refusedUploadStatus(uploads), { refusedFiles });
  // Names typed for the new document go to it; a document added without any is named after its file.
  const { names: typed, internal } = submission.value.newDocument;
  const newDocuments = uploads.flatMap((upload) =>
    upload.outcome === "accepted"
      ? [
          {
            bytes: upload.bytes,
            names: Object.keys(typed).length > 0 ? typed : { [request.fallback]: nameFromFileName(upload.name) },
            internal,
          },
        ]
      : [],
  );
  const saved = await saveListingDocuments({
    propertyId: request.propertyId,
    version: outcome.version,
    seenAt: outcome.seenAt,
    change: { documents: submission.value.documents, newDocuments },
    actor: request.actor,
    dataDir: request.dataDir,
  });
  if (saved.kind !== "conflict") return saved;
  return answered({}, 409, { version: saved.version, seenAt: saved.seenAt, conflict: saved.changes });
}
