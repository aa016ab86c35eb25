// The PDFs an editor uploads, a listing's several at once or a project's one: each file checked on
// its own by what it holds, whatever its name or the type the browser gave it, so a refused file
// never hides what happened to the others. A file above the size limit is refused without being
// read. Accepted files are stored by the editor's save, in its transaction (document-rows.ts).
import { type DocumentProblem, MAX_DOCUMENT_BYTES } from "../../domain/pdf-document.ts";
import { uploadedDocumentProblem } from "../documents/uploaded-document.ts";

/** What became of one uploaded file: its bytes to store, or why it is refused. */
export type DocumentUpload =
  | { name: string; outcome: "accepted"; bytes: Uint8Array }
  | { name: string; outcome: "refused"; problem: DocumentProblem };

/** The files chosen in a form's file field; an empty picker still sends one nameless, empty file. */
export function chosenFiles(form: FormData, field: string): File[] {
  return form.getAll(field).filter((value): value is File => value instanceof File && value.size > 0);
}

/** Each file's outcome, in the order they were chosen; read one at a time. */
export async function checkDocumentUploads(files: readonly File[]): Promise<DocumentUpload[]> {
  const uploads: DocumentUpload[] = [];
  for (const file of files) {
    if (file.size > MAX_DOCUMENT_BYTES) {
      uploads.push({ name: file.name, outcome: "refused", problem: "tooLarge" });
      continue;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const problem = uploadedDocumentProblem(bytes);
    uploads.push(
      problem ? { name: file.name, outcome: "refused", problem } : { name: file.name, outcome: "accepted", bytes },
    );
  }
  return uploads;
}

/** The answer's status when files were refused: 413 when one was too large, else 400. */
export function refusedUploadStatus(uploads: readonly DocumentUpload[]): 400 | 413 {
  return uploads.some((upload) => upload.outcome === "refused" && upload.problem === "tooLarge") ? 413 : 400;
}
