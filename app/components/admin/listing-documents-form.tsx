// A listing's documents as one form of the kit (documentsSchema): the kept documents and the new
// PDF(s), saved whole to the documents page's address. The documents page draws it as its own form;
// the listing's editor draws it in place (`inPlace`): with JavaScript it posts without leaving the
// editor, and a PDF chosen is added at once; without JavaScript the post comes back to the editor.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ComponentType, FormEvent, RefAttributes } from "react";
import { Form, type FormProps } from "react-router";
import { documentsSchema } from "../../domain/admin-forms/document-forms.ts";
import type { Texts } from "../../domain/forms/project-draft.ts";
import { MAX_DOCUMENT_BYTES } from "../../domain/pdf-document.ts";
import { fill } from "../../i18n/fill.ts";
import type { EditingMessages } from "../../i18n/messages/admin-editing.ts";
import type { AdminFormTexts } from "../../i18n/messages/admin-forms/types.ts";
import type { AdminListingDocumentsMessages } from "../../i18n/messages/admin-listing-documents.ts";
import { useHydrated } from "../modules/use-media.ts";
import { useAdminForm } from "./admin-form.ts";
import { type DocumentFileView, DocumentRows } from "./document-rows.tsx";

const MEGABYTES = MAX_DOCUMENT_BYTES / 2 ** 20;

/** The stored list the form starts from. */
export interface DocumentsFormState {
  property: { id: number };
  documents: { id: string; names: Texts; internal: boolean }[];
  files: readonly DocumentFileView[];
  version: string;
  seenAt: string;
}

/** What the documents page's action answered when it did not save. */
export interface DocumentsReply {
  form: string;
  result: SubmissionResult<string[]>;
  /** The list's version and reading time to go on with (after a conflict: as stored now). */
  version?: string;
  seenAt?: string;
  /** The chosen files refused, worded. */
  fileRefusal?: string | undefined;
}

/** The hidden field that asks the documents page to answer the editor's form in place (with JavaScript). */
export const IN_PLACE_FIELD = "inPlace";
/** The hidden field that sends a save made from the editor back to it (without JavaScript). */
export const BACK_TO_EDITOR_FIELD = "back";

export function ListingDocumentsForm({
  state,
  reply,
  t,
  e,
  f,
  busy,
  as: FormComponent = Form,
  inPlace = false,
}: {
  state: DocumentsFormState;
  reply: DocumentsReply | undefined;
  t: AdminListingDocumentsMessages;
  e: EditingMessages;
  f: AdminFormTexts;
  busy: boolean;
  /** The form element: the router's, or a fetcher's (the editor posts without navigating). */
  as?: ComponentType<FormProps & RefAttributes<HTMLFormElement>>;
  /** Drawn in the listing's editor. */
  inPlace?: boolean;
}) {
  const hydrated = useHydrated();
  const [form, fields] = useAdminForm({
    id: inPlace ? "listing-documents" : "documents",
    schema: documentsSchema,
    lastResult: reply?.result,
    defaultValue: { documents: state.documents, newDocument: { names: {} } },
  });
  // A row moved or removed without JavaScript: the server's answer is the new list, not saved.
  const listChanged = reply !== undefined && reply.result.status === undefined;
  const own = {
    ...t.problems,
    tooLarge: fill(t.documentProblems.tooLarge, { file: t.editor.file, megabytes: MEGABYTES }),
  };
  // In the editor with JavaScript, a PDF chosen is sent at once (its size was checked on choosing).
  const sendChosen = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (input.files && input.files.length > 0 && input.validity.valid) input.form?.requestSubmit();
  };
  return (
    <FormComponent
      method="post"
      {...getFormProps(form)}
      // Posted to the page's own address without its notice (?saved), which a refusal must not keep.
      action={`/admin/properties/${state.property.id}/documents/`}
      encType="multipart/form-data"
      className="admin-editor-form"
      aria-labelledby={inPlace ? "listing-documents-title" : "page-title"}
    >
      <input type="hidden" name="version" value={reply?.version ?? state.version} />
      <input type="hidden" name="seenAt" value={reply?.seenAt ?? state.seenAt} />
      {inPlace ? <input type="hidden" name={BACK_TO_EDITOR_FIELD} value="editor" /> : null}
      {inPlace && hydrated ? <input type="hidden" name={IN_PLACE_FIELD} value="1" /> : null}
      <fieldset>
        <legend>{t.heading}</legend>
        <p className="admin-hint">{t.intro}</p>
        <DocumentRows
          form={form}
          documents={fields.documents}
          newDocument={fields.newDocument}
          files={state.files}
          // In the editor its buttons say what they keep: the listing's own save is "Save".
          m={inPlace ? { ...t.editor, addDocument: t.editor.addInPlace } : t.editor}
          f={f}
          own={own}
          fileError={reply?.fileRefusal}
          multiple
          {...(inPlace && hydrated ? { onChosen: sendChosen, chosenHint: t.editor.addedOnChoosing } : {})}
        />
      </fieldset>
      {form.dirty || listChanged ? <p className="form-alert">{t.draft}</p> : null}
      <p className="admin-form-actions">
        <button type="submit" className="btn btn-accent" disabled={busy}>
          {inPlace ? t.editor.saveInPlace : e.save}
        </button>
      </p>
    </FormComponent>
  );
}
