// The documents of a project or a listing as their editor form sends them: the kept documents in
// their new order with their names per language ("documents.id", "documents.names.nl", ...), and the
// names given to the new file(s) ("newDocument.names.nl", ...). Shared by the project editor and the
// listing's documents page, so both read and check them the same way.
import { z } from "zod";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { type DocumentDraft, MAX_DOCUMENTS, type Texts } from "./project-draft.ts";

// zod's JIT probe evaluates code, which the site's CSP refuses (as in form-fields.ts).
z.config({ jitless: true });

/** Why a document's field was refused: "documents.0.names", "newDocument.names", "documents". */
export type DocumentFieldProblem = "required" | "tooLong" | "tooMany";

/** The longest name of a document, in any language. */
export const DOCUMENT_NAME_MAX = 120;

/** Reads a form's fields the way a browser sends them (FormData, or anything with get/getAll). */
export interface FormFields {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}

const MAX_TEXT = 500;

function column(form: FormFields, name: string, length: number): string[] {
  const values = form.getAll(name).slice(0, length);
  return Array.from({ length }, (_, index) => {
    const value = values[index];
    return typeof value === "string" ? value.slice(0, MAX_TEXT) : "";
  });
}

/** The kept documents as typed, row by row in the order sent (too long texts cut). */
export function readDocumentDrafts(form: FormFields): DocumentDraft[] {
  const ids = column(form, "documents.id", Math.min(form.getAll("documents.id").length, MAX_DOCUMENTS + 10));
  const names = Object.fromEntries(
    LANGUAGES.map((language) => [language, column(form, `documents.names.${language}`, ids.length)]),
  ) as Record<Language, string[]>;
  return ids.map((id, index) => ({
    id,
    names: Object.fromEntries(LANGUAGES.map((language) => [language, names[language][index] ?? ""])) as Texts,
  }));
}

/** The names typed for the new document(s). */
export function readNewDocumentNames(form: FormFields): Texts {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const value = form.get(`newDocument.names.${language}`);
      return [language, typeof value === "string" ? value.slice(0, MAX_TEXT) : ""];
    }),
  ) as Texts;
}

const namesSchema = z
  .object(
    Object.fromEntries(
      LANGUAGES.map((language) => [language, z.string().trim().max(DOCUMENT_NAME_MAX, { message: "tooLong" })]),
    ) as Record<Language, z.ZodString>,
  )
  .transform((names) => {
    const given: Partial<Texts> = {};
    for (const language of LANGUAGES) {
      const name = names[language];
      if (name) given[language] = name;
    }
    return given;
  });

export interface CheckedDocuments {
  documents: { id: number; names: Partial<Texts> }[];
  newDocumentNames: Partial<Texts>;
}

/**
 * The documents' rules: at most MAX_DOCUMENTS, every kept document named in at least one language,
 * no name longer than DOCUMENT_NAME_MAX. Problems are added to `errors` by field path; the checked
 * values come back when there were none here.
 */
export function checkDocumentDrafts(
  drafts: readonly DocumentDraft[],
  newNames: Texts,
  errors: Record<string, string>,
): CheckedDocuments | undefined {
  const documents: CheckedDocuments["documents"] = [];
  let ok = true;
  if (drafts.length > MAX_DOCUMENTS) {
    errors.documents = "tooMany";
    ok = false;
  }
  drafts.forEach((document, index) => {
    const id = /^\d{1,9}$/.test(document.id) ? Number(document.id) : undefined;
    const names = namesSchema.safeParse(document.names);
    if (!names.success) {
      errors[`documents.${index}.names`] ??= names.error.issues[0]?.message || "required";
      ok = false;
    } else if (Object.keys(names.data).length === 0) {
      errors[`documents.${index}.names`] = "required";
      ok = false;
    } else if (id !== undefined) documents.push({ id, names: names.data });
  });
  const typed = namesSchema.safeParse(newNames);
  if (!typed.success) {
    errors["newDocument.names"] ??= typed.error.issues[0]?.message || "required";
    return undefined;
  }
  return ok ? { documents, newDocumentNames: typed.data } : undefined;
}

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
