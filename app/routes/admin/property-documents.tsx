// A listing's documents in the back office (attests, plans, regulations as PDF): named per language,
// reordered, renamed, deleted and added, one or several PDFs at once, with the project editor's
// documents list. Every save writes the whole list in one transaction with its audit line, and is
// refused with who changed what when someone else saved the list since the page was opened. What a
// post does is listing-documents-submission.ts; this module reads the form and words the answer.
// The form is the kit's (documentsSchema): rows move and go with Conform's list buttons, in the page
// with JavaScript and by the server without.
import { useEffect, useRef } from "react";
import { redirect, useActionData } from "react-router";
import { type AdminFormReply, formReply } from "../../.server/admin/form-reply.ts";
import { positiveIdParam } from "../../.server/admin/id-param.ts";
import {
  type ListingDocumentsOutcome,
  submitListingDocuments,
} from "../../.server/admin/listing-documents-submission.ts";
import { photoOwner } from "../../.server/admin/photos.ts";
import { listingDocumentsState } from "../../.server/admin/property-documents.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { canonicalPropertyPath } from "../../.server/catalog/property-lookup.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { notFound } from "../../.server/http-errors.ts";
import { dataDir } from "../../.server/images/data-dir.ts";
import { siteData } from "../../.server/site-settings.ts";
import { adminErrorText } from "../../components/admin/admin-form.ts";
import { NEW_DOCUMENT_FILE_ID } from "../../components/admin/document-rows.tsx";
import { EditConflict } from "../../components/admin/edit-conflict.tsx";
import {
  BACK_TO_EDITOR_FIELD,
  IN_PLACE_FIELD,
  ListingDocumentsForm,
} from "../../components/admin/listing-documents-form.tsx";
import { Link } from "../../components/ui/link.tsx";
import { NEW_DOCUMENT_FILES } from "../../domain/admin-forms/document-forms.ts";
import { MAX_DOCUMENT_BYTES } from "../../domain/pdf-document.ts";
import { fill } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_EDITING_MESSAGES } from "../../i18n/messages/admin-editing.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import type { AdminFormTexts } from "../../i18n/messages/admin-forms/types.ts";
import {
  ADMIN_LISTING_DOCUMENTS_MESSAGES,
  type AdminListingDocumentsMessages,
} from "../../i18n/messages/admin-listing-documents.ts";
import "../../styles/admin-editing.css";
import "../../styles/admin-documents.css";
import { recordPageTitle } from "../../components/admin/record-title.ts";
import { useFormBusy } from "../../components/forms/form-busy.ts";
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
    f: adminFormTexts(user.language),
    state,
    siteHref:
      state.property.status === "published"
        ? await canonicalPropertyPath(id, siteLanguage, settings.fallback)
        : undefined,
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

/** The refused files in the staff member's language, as the file field's one message. */
function fileRefusal(outcome: ListingDocumentsOutcome, t: AdminListingDocumentsMessages): string | undefined {
  if (outcome.refusedFiles.length === 0) return undefined;
  return outcome.refusedFiles
    .map(({ name, problem }) =>
      fill(t.documentProblems[problem], { file: name || t.editor.file, megabytes: MEGABYTES }),
    )
    .join(" ");
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
  if (submitted.kind === "gone") notFound();
  if (submitted.kind === "saved") {
    // From the listing's editor: answered in place with JavaScript, else back on the editor.
    if (form.get(IN_PLACE_FIELD) === "1") return { saved: true as const };
    if (form.get(BACK_TO_EDITOR_FIELD) === "editor")
      throw redirect(`/admin/properties/${id}/?done=documents#documents`);
    throw redirect(`/admin/properties/${id}/documents/?saved`);
  }
  const { outcome } = submitted;
  const t = ADMIN_LISTING_DOCUMENTS_MESSAGES[user.language];
  return formReply(
    submitted.submission,
    {
      fieldErrors: submitted.fieldErrors,
      // Someone else saved the list: refused as a whole, with who did it.
      ...(outcome.conflict ? { formErrors: ["conflict"] } : {}),
      status: submitted.status,
    },
    { ...outcome, fileRefusal: fileRefusal(outcome, t) },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData
        ? `${recordPageTitle(loaderData.t.title, loaderData.state.property)} | ${loaderData.m.backOfficeTitle}`
        : "",
    },
  ];
}

/** Where an error's field is, and its name, for the list of what was refused. */
function errorLink(t: AdminListingDocumentsMessages, key: string): { href: string; label: string } {
  const row = /^documents\[(\d+)\]/.exec(key);
  if (row)
    return {
      href: `#documents-${key.replace(/\.names$/, ".names.nl")}`,
      label: fill(t.editor.document, { number: Number(row[1]) + 1 }),
    };
  if (key.startsWith("newDocument.names"))
    return { href: "#documents-newDocument.names.nl", label: t.editor.newDocument };
  return { href: `#${NEW_DOCUMENT_FILE_ID}`, label: t.editor.file };
}

function Outcome({
  reply,
  saved,
  t,
  e,
  f,
  language,
}: {
  reply: (AdminFormReply & Partial<ListingDocumentsOutcome> & { fileRefusal?: string | undefined }) | undefined;
  saved: boolean;
  t: AdminListingDocumentsMessages;
  e: (typeof ADMIN_EDITING_MESSAGES)[Language];
  f: AdminFormTexts;
  language: Language;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reply) box.current?.focus();
  }, [reply]);
  const dropped = reply?.fileDropped ? <p>{t.notAdded}</p> : null;
  const errors = Object.entries(reply?.result.error ?? {}).filter(([key, keys]) => key !== "" && keys?.length);
  let content: React.ReactNode = null;
  if (reply?.conflict)
    content = (
      <>
        <EditConflict
          changes={reply.conflict}
          m={e}
          language={language}
          // The audit lines of this page change one field, "documents".
          fieldLabel={(field) => (field === "documents" ? t.fieldName : field)}
        />
        {dropped ? <div className="form-alert">{dropped}</div> : null}
      </>
    );
  else if (errors.length > 0)
    content = (
      <div className="form-alert admin-error-summary" role="alert">
        <p>{e.invalid}</p>
        <ul>
          {errors.map(([key, keys]) => {
            const link = errorLink(t, key);
            const said =
              key === NEW_DOCUMENT_FILES ? reply?.fileRefusal : adminErrorText(keys?.[0] ?? "", f, t.problems);
            return (
              <li key={key}>
                <a href={link.href}>
                  {link.label}: {said}
                </a>
              </li>
            );
          })}
        </ul>
        {dropped}
      </div>
    );
  else if (dropped) content = <div className="form-alert">{dropped}</div>;
  else if (saved) content = <output className="form-success">{t.saved}</output>;
  return (
    <div ref={box} tabIndex={-1} className="admin-outcome">
      {content}
    </div>
  );
}

export default function PropertyDocuments({ loaderData }: Route.ComponentProps) {
  const { t, e, f, language, state, siteHref } = loaderData;
  const answer = useActionData<typeof action>();
  const busy = useFormBusy();
  const reply = answer && "result" in answer ? answer : undefined;
  const { property } = state;
  return (
    <div className="container page-body admin-page admin-editor admin-listing-documents" lang={language}>
      <Link to={`/admin/properties/${property.id}/`} className="back-link">
        {t.backToListing}
      </Link>
      <h1 id="page-title">{recordPageTitle(t.title, property)}</h1>
      {siteHref ? (
        <p>
          <a href={siteHref}>{t.viewOnSite}</a>
        </p>
      ) : null}
      {property.fromFeed ? <p className="admin-hint admin-feed-notice">{t.feedNotice}</p> : null}
      <Outcome reply={reply} saved={loaderData.saved} t={t} e={e} f={f} language={language} />
      <ListingDocumentsForm
        // The form starts again from the list once it was saved (or saved by someone else).
        key={state.version}
        state={state}
        reply={reply}
        t={t}
        e={loaderData.e}
        f={f}
        busy={busy}
      />
    </div>
  );
}
