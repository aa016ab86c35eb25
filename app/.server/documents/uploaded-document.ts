// The check of a document uploaded in the back office (a listing's or a project's): a PDF by its
// content, within the size limit (app/domain/pdf-document.ts), with nothing in it that runs or opens
// something when a visitor views it (pdf-active-content.ts).
import { type DocumentProblem, documentProblem } from "../../domain/pdf-document.ts";
import { pdfActiveContent } from "./pdf-active-content.ts";

/** Why an uploaded file cannot be published as a document, or null when it can. */
export function uploadedDocumentProblem(bytes: Uint8Array): DocumentProblem | null {
  return documentProblem(bytes) ?? (pdfActiveContent(bytes) ? "activeContent" : null);
}
