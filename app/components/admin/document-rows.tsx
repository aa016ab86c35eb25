/* oxlint-disable typescript/no-explicit-any -- the form of any schema holding documentsSchema's fields */
// A listing's or a project's documents in a form of the kit (documentsSchema): the kept documents,
// each named per language (a listing's also kept for the agency only, or not) and moved or removed
// with the kit's row buttons, and the new PDF(s) with their names. A document removed here is deleted when the form is saved. The file field is no
// Conform field: the server alone reads and checks the files, and a refusal comes back as
// `fileError`, already worded.
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { type ChangeEvent, useState } from "react";
import type { z } from "zod";
import type { documentsSchema } from "../../domain/admin-forms/document-forms.ts";
import { MAX_DOCUMENT_BYTES } from "../../domain/pdf-document.ts";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import type { AdminFormTexts } from "../../i18n/messages/admin-forms/types.ts";
import { AdminField } from "./admin-field.tsx";
import { adminErrorText } from "./admin-form.ts";
import { AdminRowButtons } from "./admin-rows.tsx";

/** The texts the documents list needs, from the page that shows it (projects, listings). */
export interface DocumentRowsTexts {
  noDocuments: string;
  /** "Document {number}" */
  document: string;
  /** "Naam ({language})" */
  documentName: string;
  newDocument: string;
  /** With {megabytes}. */
  newDocumentHint: string;
  file: string;
  addDocument: string;
  /**
   * The box that keeps a document for the agency only, and its hint: a listing's page has it, a
   * project's (whose documents are all public) does not.
   */
  internal?: string;
  internalHint?: string;
}

export interface DocumentFileView {
  id: number;
  href: string;
  fileName: string;
}

/** The id of the file field, which the error summary links to. */
export const NEW_DOCUMENT_FILE_ID = "document-new-file";

const MEGABYTES = MAX_DOCUMENT_BYTES / 2 ** 20;

type Input = z.input<typeof documentsSchema>;
// biome-ignore lint/suspicious/noExplicitAny: in the form of any schema holding documentsSchema's fields.
type Field<Schema> = FieldMetadata<Schema, any, string[]>;
type Names = Field<NonNullable<Input["newDocument"]>["names"]>;

function NameFields({
  names,
  m,
  f,
  own,
}: {
  names: Names;
  m: DocumentRowsTexts;
  f: AdminFormTexts;
  own: Record<string, string>;
}) {
  const fieldset = names.getFieldset();
  return (
    <div className="admin-form-grid">
      {LANGUAGES.map((language) => (
        <AdminField
          key={language}
          meta={fieldset[language]}
          label={fill(m.documentName, { language: language.toUpperCase() })}
          texts={f}
          ownErrors={own}
          lang={language}
        />
      ))}
    </div>
  );
}

/** The box "for the agency only" of a document, where the page has one. */
function InternalBox({
  meta,
  m,
  f,
}: {
  meta: Field<boolean | undefined> | undefined;
  m: DocumentRowsTexts;
  f: AdminFormTexts;
}) {
  if (!m.internal || !meta) return null;
  return <AdminField meta={meta} label={m.internal} hint={m.internalHint} texts={f} kind="checkbox" />;
}

/** A names group's own error (none named in any language), under its fields. */
function NamesError({ names, f, own }: { names: Names; f: AdminFormTexts; own: Record<string, string> }) {
  const error = names.errors?.[0];
  return error ? (
    <p className="field-error" id={names.errorId}>
      {adminErrorText(error, f, own)}
    </p>
  ) : null;
}

export function DocumentRows({
  form,
  documents,
  newDocument,
  files,
  m,
  f,
  own,
  fileError,
  multiple = false,
  onChosen,
  chosenHint,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form of any schema holding the documents.
  form: FormMetadata<any, string[]>;
  documents: Field<Input["documents"]>;
  newDocument: Field<Input["newDocument"]>;
  files: readonly DocumentFileView[];
  m: DocumentRowsTexts;
  f: AdminFormTexts;
  /** The page's own refusals (too many documents) with their sentences. */
  own: Record<string, string>;
  /** The server's refusal of the chosen file(s), worded. */
  fileError: string | undefined;
  /** Several files may be chosen at once. */
  multiple?: boolean;
  /** After the files chosen were checked (the listing's editor sends them at once). */
  onChosen?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Said under the file field when choosing a file sends it. */
  chosenHint?: string;
}) {
  const rows = documents.getFieldList();
  const [sizeError, setSizeError] = useState<string | undefined>(undefined);
  const shownFileError = sizeError ?? fileError;
  const newNames = newDocument.getFieldset().names;

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const chosenFiles = [...(event.currentTarget.files ?? [])];
    // Refused here already, so a large file is not sent for nothing; the server checks it again.
    const message = chosenFiles.some((file) => file.size > MAX_DOCUMENT_BYTES) ? (own.tooLarge ?? "") : "";
    event.currentTarget.setCustomValidity(message);
    setSizeError(message || undefined);
    onChosen?.(event);
  }

  return (
    <>
      {rows.length === 0 ? <p>{m.noDocuments}</p> : null}
      {documents.errors?.[0] ? (
        <p className="field-error" id={documents.errorId}>
          {adminErrorText(documents.errors[0], f, own)}
        </p>
      ) : null}
      <ol className="admin-documents">
        {rows.map((row, index) => {
          const fields = row.getFieldset();
          const id = typeof fields.id.value === "string" ? fields.id.value : "";
          const file = files.find((candidate) => String(candidate.id) === id);
          const which = fill(m.document, { number: index + 1 });
          const names = fields.names;
          const typed = names.getFieldset();
          const named =
            LANGUAGES.map((language) => typed[language]?.value).find(
              (value): value is string => typeof value === "string" && value.trim() !== "",
            ) ?? which;
          return (
            <li key={row.key}>
              <fieldset aria-describedby={names.errors?.length ? names.errorId : undefined}>
                <legend>
                  {which}
                  {file ? (
                    <>
                      {" · "}
                      <a href={file.href} download>
                        {file.fileName}
                      </a>
                    </>
                  ) : null}
                </legend>
                <input type="hidden" name={fields.id.name} value={id} />
                <NameFields names={names} m={m} f={f} own={own} />
                <NamesError names={names} f={f} own={own} />
                <InternalBox meta={fields.internal} m={m} f={f} />
                <p>
                  <AdminRowButtons
                    form={form}
                    list={documents.name}
                    index={index}
                    count={rows.length}
                    name={named}
                    texts={f}
                  />
                </p>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <fieldset
        className="admin-new-document"
        aria-describedby={newNames.errors?.length ? newNames.errorId : undefined}
      >
        <legend>{m.newDocument}</legend>
        <p className="admin-hint" id="document-new-hint">
          {fill(m.newDocumentHint, { megabytes: MEGABYTES })}
          {chosenHint ? ` ${chosenHint}` : null}
        </p>
        <NameFields names={newNames} m={m} f={f} own={own} />
        <NamesError names={newNames} f={f} own={own} />
        <InternalBox meta={newDocument.getFieldset().internal} m={m} f={f} />
        <div className="field admin-file-field">
          <label htmlFor={NEW_DOCUMENT_FILE_ID}>{m.file}</label>
          <input
            id={NEW_DOCUMENT_FILE_ID}
            type="file"
            name="newDocument.file"
            accept="application/pdf,.pdf"
            multiple={multiple}
            onChange={chosen}
            aria-invalid={shownFileError ? true : undefined}
            aria-describedby={shownFileError ? "document-new-hint document-new-file-error" : "document-new-hint"}
          />
          {shownFileError ? (
            <p className="field-error" id="document-new-file-error" role="alert">
              {shownFileError}
            </p>
          ) : null}
        </div>
        <p>
          <button type="submit" className="btn btn-outline">
            {m.addDocument}
          </button>
        </p>
      </fieldset>
    </>
  );
}
