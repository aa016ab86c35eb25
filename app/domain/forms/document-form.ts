// The documents of a project or a listing: how long a name may be, and the name a document added
// without one takes from its file. Their forms are the kit's (app/domain/admin-forms/document-forms.ts).

/** Why a document's field was refused: "documents[0].names", "newDocument.names", "documents". */
export type DocumentFieldProblem = "required" | "tooLong" | "tooMany";

/** The longest name of a document, in any language. */
export const DOCUMENT_NAME_MAX = 120;

/**
 * A document's name made from the name of its file, for a document added without one: the folder
 * and the ".pdf" dropped, underscores read as spaces ("EPC_attest.pdf" is "EPC attest").
 */
export function nameFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).at(-1) ?? "";
  const name = base
    .replace(/\.pdf$/i, "")
    .replace(/_+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, DOCUMENT_NAME_MAX)
    .trim();
  return name || "document";
}
