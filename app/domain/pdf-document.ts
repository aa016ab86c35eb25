// What the back office accepts as a document: a PDF, recognised by its content and not by its name
// or by the type the browser claims (a renamed text file or program is refused), and not larger
// than a price list or a set of plans needs.

/** The largest document accepted: a scanned set of plans fits, a video passed off as one does not. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** Whether the bytes are a PDF: every PDF begins with "%PDF-" and a version digit. */
export function isPdf(bytes: Uint8Array): boolean {
  if (bytes.length < PDF_SIGNATURE.length + 1) return false;
  const digit = bytes[PDF_SIGNATURE.length] ?? 0;
  return PDF_SIGNATURE.every((byte, index) => bytes[index] === byte) && digit >= 0x30 && digit <= 0x39;
}

/**
 * `activeContent`: a script, an action that opens or sends something, an embedded file or HTML, or
 * an object stream that cannot be checked for them; found on the server (app/.server/documents/).
 */
export type DocumentProblem = "empty" | "tooLarge" | "notPdf" | "activeContent";

/** Why an uploaded file cannot be a document, or null when it can, as far as its size and first bytes tell. */
export function documentProblem(bytes: Uint8Array): Exclude<DocumentProblem, "activeContent"> | null {
  if (bytes.length === 0) return "empty";
  if (bytes.length > MAX_DOCUMENT_BYTES) return "tooLarge";
  return isPdf(bytes) ? null : "notPdf";
}
