// The documents lists of a listing and of a project (docs/back-office.md, "Writing a form"): the
// kept documents in their order, each named in at least one language ("documents[0].names.nl"), and
// the names typed for the new file(s) ("newDocument.names.nl"). The same schema runs in the browser
// and in the action; the files themselves are checked by the server only (pdf-document.ts).

import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { DOCUMENT_NAME_MAX } from "../forms/document-form.ts";
import { MAX_DOCUMENTS, type Texts } from "../forms/project-draft.ts";
import { z } from "../forms/zod.ts";

/** The form's file field (several PDFs may be chosen on a listing's page): no Conform field, the server reads it. */
export const NEW_DOCUMENT_FILES = "newDocument.file";

/** A name in one language; a blank one is none (Conform sends a cleared field as nothing). */
const documentName = z.string().trim().max(DOCUMENT_NAME_MAX, "tooLong").optional();

/** A document's names, the blank ones left out. */
const documentNames = z
  .object(
    Object.fromEntries(LANGUAGES.map((language) => [language, documentName])) as Record<Language, typeof documentName>,
  )
  .optional()
  .transform((names): Partial<Texts> => {
    const given: Partial<Texts> = {};
    for (const language of LANGUAGES) {
      const name = names?.[language];
      if (name) given[language] = name;
    }
    return given;
  });

/**
 * Ticked: the document is for the agency only (a mandate, an owner's attest), never on the site. A
 * listing's page shows the box; a project's documents are all public and never send it.
 */
const internal = z.boolean().optional().default(false);

/** A stored document kept in the list: its id, a name in at least one language, who may see it. */
const keptDocument = z
  .object({
    id: z
      .string({ error: "required" })
      .regex(/^\d{1,9}$/, "required")
      .transform(Number),
    names: documentNames,
    internal,
  })
  .refine((document) => Object.keys(document.names).length > 0, { message: "required", path: ["names"] });

export const documentsSchema = z.object({
  documents: z.array(keptDocument).max(MAX_DOCUMENTS, "tooMany").default([]),
  newDocument: z.object({ names: documentNames, internal }).default({ names: {}, internal: false }),
});
export type DocumentsForm = z.output<typeof documentsSchema>;
