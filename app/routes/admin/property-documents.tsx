// A listing's documents in the back office (attests, plans, regulations as PDF): named per language,
// reordered, renamed, deleted and added, one or several PDFs at once, with the project editor's
// documents list. Every save writes the whole list in one transaction with its audit line, and is
// refused with who changed what when someone else saved the list since the page was opened. What a
// post does is listing-documents-submission.ts; this module reads the form and words the answer.
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { positiveIdParam } from "../../.server/admin/id-param.ts";
import {
  type ListingDocumentsAnswer,
  NEW_DOCUMENT_FILES,
  submitListingDocuments,
} from "../../.server/admin/listing-documents-submission.ts";
import { photoOwner } from "../../.server/admin/photos.ts";
import { listingDocumentsState } from "../../.server/admin/property-documents.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { canonicalPropertyPath } from "../../.server/catalog/property-lookup.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { badRequest, notFound } from "../../.server/http-errors.ts";
import { dataDir } from "../../.server/images/data-dir.ts";
import { siteData } from "../../.server/site-settings.ts";
import { DocumentsEditor } from "../../components/admin/documents-editor.tsx";
import { EditConflict } from "../../components/admin/edit-conflict.tsx";
import { MAX_DOCUMENT_BYTES } from "../../domain/pdf-document.ts";
import { fill } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_EDITING_MESSAGES } from "../../i18n/messages/admin-editing.ts";
import {
  ADMIN_LISTING_DOCUMENTS_MESSAGES,
  type AdminListingDocumentsMessages,
} from "../../i18n/messages/admin-listing-documents.ts";
import "../../styles/admin-editing.css";
import "../../styles/admin-documents.css";
import type { Route } from "./+types/property-documents";

const MEGABYTES = MAX_DOCUMENT_BYTES / 2 ** 20;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const id = positiveIdParam(params, "id");
  const { settings } = await siteData();
  const state = await listingDocumentsState(id, user.language, settings.fallback);
  if (!state) notFound();
  const siteLanguage = settings.enabled.includes(user.language) ? user.language : settings.fallback;
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    t: ADMIN_LISTING_DOCUMENTS_MESSAGES[user.language],
    e: ADMIN_EDITING_MESSAGES[user.language],
    state,
    siteHref:
      state.property.status === "published"
        ? await canonicalPropertyPath(id, siteLanguage, settings.fallback)
        : undefined,
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

/** The refused files in the staff member's language, as the file field's one message. */
function withFileRefusals(answer: ListingDocumentsAnswer, t: AdminListingDocumentsMessages): ListingDocumentsAnswer {
  if (answer.refusedFiles.length === 0) return answer;
  const sentence = answer.refusedFiles
    .map(({ name, problem }) =>
      fill(t.documentProblems[problem], { file: name || t.editor.file, megabytes: MEGABYTES }),
    )
    .join(" ");
  return { ...answer, errors: { ...answer.errors, [NEW_DOCUMENT_FILES]: sentence } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const id = positiveIdParam(params, "id");
  const { settings } = await siteData();
  // An unknown listing is the 404 page before the body (perhaps many megabytes) is read.
  if (!(await photoOwner({ kind: "property", id }, user.language, settings.fallback))) notFound();
  const form = await readFormBody(request);
  const submitted = await submitListingDocuments(form, {
    propertyId: id,
    actor: { id: user.id, name: user.name },
    fallback: settings.fallback,
    dataDir: dataDir(),
  });
  if (submitted.kind === "unknownIntent") badRequest("intent");
  if (submitted.kind === "gone") notFound();
  if (submitted.kind === "saved") throw redirect(`/admin/properties/${id}/documents/?saved`);
  const t = ADMIN_LISTING_DOCUMENTS_MESSAGES[user.language];
  return data(withFileRefusals(submitted.answer, t), { status: submitted.status });
}

function pageTitle(
  t: AdminListingDocumentsMessages,
  property: { id: number; reference: string | null; title: string },
) {
  const name = [property.reference, property.title].filter(Boolean).join(" · ") || `#${property.id}`;
  return fill(t.title, { name });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${pageTitle(loaderData.t, loaderData.state.property)} | ${loaderData.m.title}` : "" }];
}

/** Where an error's field is: the form starts again from the answer, so rows carry their place ("row-2"). */
function errorHref(key: string): string {
  const row = /^documents\.(\d+)\./.exec(key);
  if (row) return `#document-row-${row[1]}-name-nl`;
  if (key === "newDocument.names") return "#document-new-name-nl";
  return "#document-new-file";
}

function errorLabel(t: AdminListingDocumentsMessages, key: string): string {
  const row = /^documents\.(\d+)\./.exec(key);
  if (row) return fill(t.editor.document, { number: Number(row[1]) + 1 });
  if (key === "newDocument.names") return t.editor.newDocument;
  return t.editor.file;
}

function Outcome({
  answer,
  saved,
  t,
  e,
  language,
  problem,
}: {
  answer: ListingDocumentsAnswer | undefined;
  saved: boolean;
  t: AdminListingDocumentsMessages;
  e: (typeof ADMIN_EDITING_MESSAGES)[Language];
  language: Language;
  problem: (code: string) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const revision = answer?.revision;
  useEffect(() => {
    if (revision) box.current?.focus();
  }, [revision]);
  const dropped = answer?.fileDropped ? <p>{t.notAdded}</p> : null;
  let content: React.ReactNode = null;
  if (answer?.kind === "conflict")
    content = (
      <>
        <EditConflict
          changes={answer.changes}
          m={e}
          language={language}
          // The audit lines of this page change one field, "documents".
          fieldLabel={(field) => (field === "documents" ? t.fieldName : field)}
        />
        {dropped ? <div className="form-alert">{dropped}</div> : null}
      </>
    );
  else if (answer?.kind === "invalid")
    content = (
      <div className="form-alert admin-error-summary" role="alert">
        <p>{e.invalid}</p>
        <ul>
          {Object.entries(answer.errors).map(([key, code]) => (
            <li key={key}>
              <a href={errorHref(key)}>
                {errorLabel(t, key)}: {problem(code)}
              </a>
            </li>
          ))}
        </ul>
        {dropped}
      </div>
    );
  else if (answer?.kind === "draft")
    content = (
      <div className="form-alert">
        <p>{t.draft}</p>
        {dropped}
      </div>
    );
  else if (saved) content = <output className="form-success">{t.saved}</output>;
  return (
    <div ref={box} tabIndex={-1} className="admin-outcome">
      {content}
    </div>
  );
}

export default function PropertyDocuments({ loaderData }: Route.ComponentProps) {
  const { t, e, language, state, siteHref } = loaderData;
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [changed, setChanged] = useState(false);
  const errors = answer?.errors ?? {};
  const problem = (code: string): string => {
    if (code === "document:tooLarge")
      return fill(t.documentProblems.tooLarge, { file: t.editor.file, megabytes: MEGABYTES });
    return t.problems[code as keyof typeof t.problems] ?? code;
  };
  const { property } = state;
  return (
    <div className="container page-body admin-page admin-editor admin-listing-documents" lang={language}>
      <Link to={`/admin/properties/${property.id}/`} className="back-link">
        {t.backToListing}
      </Link>
      <h1 id="page-title">{pageTitle(t, property)}</h1>
      {siteHref ? (
        <p>
          <a href={siteHref}>{t.viewOnSite}</a>
        </p>
      ) : null}
      {property.fromFeed ? <p className="admin-hint admin-feed-notice">{t.feedNotice}</p> : null}
      <Outcome answer={answer} saved={loaderData.saved} t={t} e={e} language={language} problem={problem} />
      <Form
        // The form starts again from what the server answered, or from the list once it was saved.
        key={answer?.revision ?? state.version}
        method="post"
        // Posted to the page's own address without its notice (?saved), which a refusal must not keep.
        action={`/admin/properties/${property.id}/documents/`}
        encType="multipart/form-data"
        className="admin-editor-form"
        aria-labelledby="page-title"
      >
        <input type="hidden" name="version" value={answer?.version ?? state.version} />
        <input type="hidden" name="seenAt" value={answer?.seenAt ?? state.seenAt} />
        <fieldset>
          <legend>{t.heading}</legend>
          <p className="admin-hint">{t.intro}</p>
          <DocumentsEditor
            documents={answer?.documents ?? state.documents}
            files={state.files}
            errors={errors}
            newNames={answer?.newNames ?? { nl: "", fr: "", en: "", de: "" }}
            fileError={errors["newDocument.file"]}
            m={t.editor}
            problem={problem}
            onChange={() => setChanged(true)}
            multiple
          />
        </fieldset>
        {changed ? <p className="form-alert">{t.draft}</p> : null}
        <p className="admin-form-actions">
          <button type="submit" name="intent" value="save" className="btn btn-accent" disabled={busy}>
            {e.save}
          </button>
        </p>
      </Form>
    </div>
  );
}
