import { type ChangeEvent, type MouseEvent, useState } from "react";
import { type DocumentDraft, rowIntent, type Texts } from "../../domain/forms/project-draft.ts";
import { MAX_DOCUMENT_BYTES } from "../../domain/pdf-document.ts";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import { RowButton } from "./project-units.tsx";
import { useRowList } from "./row-list.ts";

/** The texts the documents list needs, from the editor that shows it (projects, listings). */
export interface DocumentsEditorMessages {
  noDocuments: string;
  /** "Document {number}" */
  document: string;
  /** "Naam ({language})" */
  documentName: string;
  /** "{name} omhoog", "{name} omlaag", "{name} verwijderen" */
  moveUp: string;
  moveDown: string;
  remove: string;
  up: string;
  down: string;
  delete: string;
  newDocument: string;
  /** With {megabytes}. */
  newDocumentHint: string;
  file: string;
  addDocument: string;
}

type Messages = DocumentsEditorMessages;

export interface DocumentFileView {
  id: number;
  href: string;
  fileName: string;
}

const MEGABYTES = MAX_DOCUMENT_BYTES / 2 ** 20;

function buttonId(key: string, operation: string): string {
  return `document-${key}-${operation}`;
}

function NameFields({
  prefix,
  idPrefix,
  names,
  m,
  describedBy,
}: {
  prefix: string;
  idPrefix: string;
  names: Texts;
  m: Messages;
  describedBy?: string | undefined;
}) {
  return (
    <div className="admin-form-grid">
      {LANGUAGES.map((language) => (
        <div className="field" key={language}>
          <label htmlFor={`${idPrefix}-${language}`}>
            {fill(m.documentName, { language: language.toUpperCase() })}
          </label>
          <input
            id={`${idPrefix}-${language}`}
            name={`${prefix}.${language}`}
            defaultValue={names[language]}
            lang={language}
            maxLength={120}
            autoComplete="off"
            aria-invalid={describedBy ? true : undefined}
            aria-describedby={describedBy}
          />
        </div>
      ))}
    </div>
  );
}

/**
 * A project's or a listing's documents: their names per language and their order, changed with the
 * form; a document removed here is deleted when the form is saved. A new PDF (or several, with
 * `multiple`) is chosen with its names and added by the same save.
 */
export function DocumentsEditor({
  documents,
  files,
  errors,
  newNames,
  fileError,
  m,
  problem,
  onChange,
  multiple = false,
}: {
  documents: readonly DocumentDraft[];
  files: readonly DocumentFileView[];
  errors: Record<string, string>;
  newNames: Texts;
  fileError: string | undefined;
  m: Messages;
  problem: (code: string) => string;
  onChange: () => void;
  /** Several files may be chosen at once. */
  multiple?: boolean;
}) {
  const list = useRowList(documents, () => ({ id: "", names: newNames }), "document-new-file");
  const [sizeError, setSizeError] = useState<string | undefined>(undefined);
  const hint = fill(m.newDocumentHint, { megabytes: MEGABYTES });
  const shownFileError = sizeError ?? fileError;

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const chosenFiles = [...(event.currentTarget.files ?? [])];
    // Refused here already, so a large file is not sent for nothing; the server checks it again.
    const message = chosenFiles.some((file) => file.size > MAX_DOCUMENT_BYTES) ? problem("document:tooLarge") : "";
    event.currentTarget.setCustomValidity(message);
    setSizeError(message || undefined);
  }

  return (
    <>
      {list.rows.length === 0 ? <p>{m.noDocuments}</p> : null}
      {errors.documents ? <p className="field-error">{problem(errors.documents)}</p> : null}
      <ol className="admin-documents">
        {list.rows.map(({ key, row }, index) => {
          const file = files.find((candidate) => String(candidate.id) === row.id);
          const which = fill(m.document, { number: index + 1 });
          const named = row.names.nl || row.names.fr || row.names.en || row.names.de || which;
          const error = errors[`documents.${index}.names`];
          const onButton = (event: MouseEvent<HTMLButtonElement>) => {
            list.onRowButton(event, buttonId);
            onChange();
          };
          return (
            <li key={key}>
              <fieldset>
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
                <input type="hidden" name="documents.id" value={row.id} />
                <NameFields
                  prefix="documents.names"
                  idPrefix={`document-${key}-name`}
                  names={row.names}
                  m={m}
                  describedBy={error ? `document-${key}-error` : undefined}
                />
                {error ? (
                  <p className="field-error" id={`document-${key}-error`}>
                    {problem(error)}
                  </p>
                ) : null}
                <p className="admin-row-buttons">
                  <RowButton
                    id={buttonId(key, "up")}
                    value={rowIntent("documents", "up", index)}
                    end={index === 0}
                    label={fill(m.moveUp, { name: named })}
                    onClick={onButton}
                  >
                    {m.up}
                  </RowButton>
                  <RowButton
                    id={buttonId(key, "down")}
                    value={rowIntent("documents", "down", index)}
                    end={index === list.rows.length - 1}
                    label={fill(m.moveDown, { name: named })}
                    onClick={onButton}
                  >
                    {m.down}
                  </RowButton>
                  <RowButton
                    id={buttonId(key, "remove")}
                    value={rowIntent("documents", "remove", index)}
                    label={fill(m.remove, { name: named })}
                    onClick={onButton}
                  >
                    {m.delete}
                  </RowButton>
                </p>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <fieldset className="admin-new-document">
        <legend>{m.newDocument}</legend>
        <p className="admin-hint" id="document-new-hint">
          {hint}
        </p>
        <NameFields
          prefix="newDocument.names"
          idPrefix="document-new-name"
          names={newNames}
          m={m}
          describedBy={errors["newDocument.names"] ? "document-new-names-error" : undefined}
        />
        {errors["newDocument.names"] ? (
          <p className="field-error" id="document-new-names-error">
            {problem(errors["newDocument.names"])}
          </p>
        ) : null}
        <div className="field admin-file-field">
          <label htmlFor="document-new-file">{m.file}</label>
          <input
            id="document-new-file"
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
          <button type="submit" name="intent" value="save" className="btn btn-outline">
            {m.addDocument}
          </button>
        </p>
      </fieldset>
    </>
  );
}
