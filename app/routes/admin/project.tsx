// One project in the back office: texts per language, facts, location, units, documents, and its
// photos (shown here, managed on the project's photo page). The whole form is one save: checked, written in one transaction
// with its audit line, refused with what changed when someone else saved first.
import { getFormProps } from "@conform-to/react";
import { useMemo } from "react";
import { Form, redirect, useActionData } from "react-router";
import { checkDocumentUploads, chosenFiles } from "../../.server/admin/document-uploads.ts";
import { BASE_FIELD, conflictView, formBase, formMergeOf } from "../../.server/admin/edit-merge-form.ts";
import { formReply, parseSubmission, type ReplyOptions } from "../../.server/admin/form-reply.ts";
import { positiveIdParam } from "../../.server/admin/id-param.ts";
import { formDataOf, submittedFields } from "../../.server/admin/listing-form.ts";
import { ownerPhotos } from "../../.server/admin/photos.ts";
import { projectEditorState, saveProject } from "../../.server/admin/project-editor.ts";
import {
  projectAuditKey,
  projectDraftFields,
  projectDraftOf,
  projectFieldDescriber,
  projectFormFields,
} from "../../.server/admin/project-merge.ts";
import { projectExists } from "../../.server/admin/projects.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { formText, readFormBody } from "../../.server/form-body.ts";
import { notFound } from "../../.server/http-errors.ts";
import { dataDir } from "../../.server/images/data-dir.ts";
import { siteData } from "../../.server/site-settings.ts";
import { AdminField } from "../../components/admin/admin-field.tsx";
import { useAdminForm } from "../../components/admin/admin-form.ts";
import { AdminSaveButton } from "../../components/admin/admin-save-button.tsx";
import { DocumentRows } from "../../components/admin/document-rows.tsx";
import { EditConflictChoices } from "../../components/admin/edit-conflict-choices.tsx";
import { LanguageTabs, TabNote } from "../../components/admin/language-tabs.tsx";
import { ProjectFacts, type ProjectFields, ProjectLocation } from "../../components/admin/project-facts.tsx";
import { PROJECT_FORM_ID, type ProjectEditorAnswer, ProjectOutcome } from "../../components/admin/project-outcome.tsx";
import { ProjectUnits } from "../../components/admin/project-units.tsx";
import { Link } from "../../components/ui/link.tsx";
import { NEW_DOCUMENT_FILES } from "../../domain/admin-forms/document-forms.ts";
import { type ProjectEditorInput, projectEditorSchema } from "../../domain/admin-forms/project-forms.ts";
import type { ProjectDraft } from "../../domain/forms/project-draft.ts";
import type { DocumentProblem } from "../../domain/pdf-document.ts";
import { MAX_DOCUMENT_BYTES } from "../../domain/pdf-document.ts";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_EDITING_MESSAGES } from "../../i18n/messages/admin-editing.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import { ADMIN_PROJECTS_MESSAGES, type AdminProjectsMessages } from "../../i18n/messages/admin-projects.ts";
import { imageUrl } from "../../shared/image-url.ts";
import "../../styles/admin-editing.css";
import "../../styles/admin-documents.css";
import "../../styles/admin-projects.css";
import { useFormBusy } from "../../components/forms/form-busy.ts";
import type { Route } from "./+types/project";

const MEGABYTES = MAX_DOCUMENT_BYTES / 2 ** 20;

/** The form's starting values: the draft as Conform reads it (the chosen file's names empty). */
function formValueOf({ newDocumentNames: _names, ...draft }: ProjectDraft): ProjectEditorInput {
  // The statuses and the country as stored, which are the schema's choices.
  return { ...draft, newDocument: { names: {} } } as ProjectEditorInput;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const id = positiveIdParam(params, "id");
  const { settings } = await siteData();
  const state = await projectEditorState(id, user.language, settings.fallback);
  if (!state) notFound();
  const photos = await ownerPhotos({ kind: "project", id });
  const done = new URL(request.url).searchParams;
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    p: ADMIN_PROJECTS_MESSAGES[user.language],
    e: ADMIN_EDITING_MESSAGES[user.language],
    f: adminFormTexts(user.language),
    defaultLanguage: settings.fallback,
    state,
    fields: formValueOf(state.draft),
    /** The fields' fingerprints as the form is opened: a later save on an older version is merged. */
    base: formBase(projectDraftFields(state.draft)),
    photos: photos.map((photo) => ({
      id: photo.id,
      src: imageUrl(photo.fileKey, 250),
      alt: photo.alts[user.language] || photo.captions[user.language] || "",
    })),
    notice: done.has("created") ? ("created" as const) : done.has("saved") ? ("saved" as const) : null,
  };
}

/** The chosen file's refusal in the staff member's language. */
function fileRefusal(p: AdminProjectsMessages, problem: string | undefined): string | undefined {
  if (!problem) return undefined;
  return fill(p.documentProblems[problem as DocumentProblem] ?? problem, { megabytes: MEGABYTES });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const id = positiveIdParam(params, "id");
  if (!(await projectExists(id))) notFound();
  const form = await readFormBody(request);
  const { settings } = await siteData();
  const schema = projectEditorSchema(settings.fallback);
  const submission = parseSubmission(form, schema);
  const p = ADMIN_PROJECTS_MESSAGES[user.language];
  // The editor adds one document a save.
  const files = chosenFiles(form, NEW_DOCUMENT_FILES).slice(0, 1);
  const answer = (more: Partial<ProjectEditorAnswer> & Pick<ProjectEditorAnswer, "kind">): ProjectEditorAnswer => ({
    version: formText(form, "version"),
    base: formText(form, BASE_FIELD),
    fileDropped: files.length > 0,
    revision: `${Date.now()}-${Math.random()}`,
    changes: [],
    ...more,
  });
  /** The form drawn again from `draft` (merged, or as sent), checked, with what else went wrong. */
  const sendBack = (draft: ProjectDraft, options: ReplyOptions<"form">, more: ProjectEditorAnswer) =>
    formReply(parseSubmission(formDataOf(projectFormFields(draft)), schema), options, more);
  // A list button without JavaScript: the form comes back with the row moved, added or removed.
  if (submission.status === undefined) return formReply(submission, {}, answer({ kind: "draft" }));

  const refused: Record<string, string[]> = {};
  const [upload] = await checkDocumentUploads(files);
  if (upload) {
    if (upload.outcome === "refused") refused[NEW_DOCUMENT_FILES] = [upload.problem];
    if (!LANGUAGES.some((code) => formText(form, `newDocument.names.${code}`).trim()))
      refused["newDocument.names"] = ["required"];
  }
  const draft = projectDraftOf(submittedFields(form));
  // A form opened before someone else's save is merged with the project as stored, in the save.
  const outcome = await saveProject({
    id,
    version: formText(form, "version"),
    draft,
    fallback: settings.fallback,
    refused,
    newDocument: upload?.outcome === "accepted" ? upload.bytes : null,
    actor: { id: user.id, name: user.name },
    dataDir: dataDir(),
    merge: formMergeOf(form),
  });
  if (outcome.kind === "gone") notFound();
  if (outcome.kind === "invalid") {
    const tooLarge = outcome.errors[NEW_DOCUMENT_FILES]?.includes("tooLarge");
    return sendBack(
      outcome.draft,
      { fieldErrors: outcome.errors, status: tooLarge ? 413 : 400 },
      answer({
        kind: "invalid",
        version: outcome.version,
        ...(outcome.theirs ? { base: formBase(outcome.theirs) } : {}),
        ...(upload?.outcome === "refused" ? { fileRefusal: fileRefusal(p, upload.problem) } : {}),
      }),
    );
  }
  if (outcome.kind === "conflict" && outcome.merge) {
    // The fields both saves changed differently come back to choose.
    const { merge } = outcome;
    const choices = conflictView(merge.merged, merge.mine, merge.theirs, {
      changes: outcome.changes,
      storedAt: merge.storedAt,
      userId: user.id,
      auditKeyOf: projectAuditKey,
      describe: projectFieldDescriber(p, user.language),
      language: user.language,
      e: ADMIN_EDITING_MESSAGES[user.language],
    });
    return sendBack(
      merge.draft,
      { formErrors: ["conflict"], status: 409 },
      answer({ kind: "conflict", version: merge.version, base: formBase(merge.theirs), choices }),
    );
  }
  if (outcome.kind === "conflict")
    return sendBack(
      draft,
      { formErrors: ["conflict"], status: 409 },
      answer({ kind: "conflict", version: outcome.version, changes: outcome.changes }),
    );
  throw redirect(`/admin/projects/${id}/?saved`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData
        ? `${loaderData.state.title} | ${loaderData.p.list.title} | ${loaderData.m.backOfficeTitle}`
        : "",
    },
  ];
}

export default function ProjectEditor({ loaderData }: Route.ComponentProps) {
  const { p, e, f, language, state, photos } = loaderData;
  const answer = useActionData<typeof action>();
  const reply = answer && "result" in answer ? answer : undefined;
  return (
    <div className="container page-body admin-page admin-editor admin-project" lang={language}>
      <p>
        <Link to="/admin/projects/" className="back-link">
          {p.editor.allProjects}
        </Link>
      </p>
      <h1 id="page-title">
        {state.title} <span className="admin-tag">{p.status[state.status]}</span>
      </h1>
      {state.publicPath ? (
        <p>
          <a href={state.publicPath}>{p.editor.viewOnSite}</a>
        </p>
      ) : null}
      <ProjectOutcome
        answer={reply}
        errors={reply?.result.error}
        notice={loaderData.notice}
        p={p}
        e={e}
        f={f}
        language={language}
      />
      <EditorForm
        // The form starts again from each answer (a refused form, a row moved without JavaScript) and
        // from the record once it was saved; else it keeps what is being typed.
        key={`${state.version}:${reply?.revision ?? ""}`}
        loaderData={loaderData}
        reply={reply}
      />
      <section className="admin-section" aria-labelledby="photos-title">
        <h2 id="photos-title">{p.editor.photos}</h2>
        <p className="admin-hint">{p.editor.photosHint}</p>
        <p>
          <Link to={`/admin/projects/${state.id}/photos/`}>{p.editor.managePhotos}</Link>
        </p>
        {photos.length === 0 ? <p>{p.editor.noPhotos}</p> : null}
        <ul className="admin-photo-grid">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <img
                src={photo.src}
                alt={photo.alt || fill(p.editor.photo, { number: index + 1, title: state.title })}
                width={250}
                height={167}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      </section>
      <section className="admin-section" aria-labelledby="properties-title">
        <h2 id="properties-title">{p.editor.properties}</h2>
        {state.properties.length === 0 ? <p>{p.editor.noProperties}</p> : null}
        <ul>
          {state.properties.map((property) => (
            <li key={property.id}>
              {property.reference ?? property.id} · {property.title}
              {property.published ? null : <span className="admin-tag">{p.editor.unpublishedProperty}</span>}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

type Reply = Awaited<ReturnType<typeof action>>["data"];

function EditorForm({
  loaderData,
  reply,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  reply: Reply | undefined;
}) {
  const { p, e, f, state, defaultLanguage } = loaderData;
  const busy = useFormBusy();
  const schema = useMemo(() => projectEditorSchema(defaultLanguage), [defaultLanguage]);
  const [form, fields] = useAdminForm({
    id: PROJECT_FORM_ID,
    schema,
    lastResult: reply?.result,
    defaultValue: loaderData.fields,
  });
  const own = useMemo(
    () => ({ ...p.problems, tooLarge: fill(p.documentProblems.tooLarge, { megabytes: MEGABYTES }) }),
    [p],
  );
  const projectFields: ProjectFields = fields;
  const texts = projectFields.texts.getFieldset();
  const titleOf = (code: Language) => texts[code].getFieldset().title;
  const errors = reply?.result.error ?? {};
  const firstWithError = LANGUAGES.find((code) =>
    Object.entries(errors).some(([key, keys]) => key.startsWith(`texts.${code}.`) && keys?.length),
  );
  // A row moved, added or removed without JavaScript: the server's answer is the new list, not saved.
  const listChanged = reply?.kind === "draft";
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      // Posted to the page's own address without its notice (?saved), which a refusal must not keep.
      action={`/admin/projects/${state.id}/`}
      encType="multipart/form-data"
      className="admin-editor-form"
      aria-labelledby="page-title"
    >
      <input type="hidden" name="version" value={reply?.version ?? state.version} />
      <input type="hidden" name="base" value={reply?.base ?? loaderData.base} />
      {reply?.choices ? <EditConflictChoices view={reply.choices} e={e} busy={busy} /> : null}
      <fieldset>
        <legend>{p.editor.texts}</legend>
        <p className="admin-hint">{p.editor.textsHint}</p>
        <LanguageTabs
          languages={LANGUAGES}
          label={p.editor.texts}
          note={(code) => {
            const title = titleOf(code).value;
            return <TabNote text={typeof title === "string" && title.trim() ? "" : e.missingTranslation} />;
          }}
          selected={firstWithError}
        >
          {(code) => {
            const text = texts[code].getFieldset();
            return (
              <div className="admin-language-fields">
                <AdminField
                  meta={text.title}
                  label={`${p.editor.projectTitle} (${code.toUpperCase()})`}
                  texts={f}
                  ownErrors={own}
                  lang={code}
                />
                <AdminField
                  meta={text.description}
                  label={`${p.editor.description} (${code.toUpperCase()})`}
                  hint={p.editor.descriptionHint}
                  kind="textarea"
                  texts={f}
                  ownErrors={own}
                  lang={code}
                />
              </div>
            );
          }}
        </LanguageTabs>
      </fieldset>
      <fieldset>
        <legend>{p.editor.facts}</legend>
        <ProjectFacts fields={projectFields} p={p} f={f} own={own} />
      </fieldset>
      <fieldset>
        <legend>{p.editor.address}</legend>
        <ProjectLocation fields={projectFields} p={p} f={f} own={own} />
      </fieldset>
      <fieldset>
        <legend>{p.editor.units}</legend>
        <p className="admin-hint">{p.editor.unitsHint}</p>
        <ProjectUnits
          form={form}
          units={projectFields.units}
          listings={state.properties}
          m={p.editor}
          f={f}
          own={own}
        />
      </fieldset>
      <fieldset>
        <legend>{p.editor.documents}</legend>
        <p className="admin-hint">{p.editor.documentsHint}</p>
        <DocumentRows
          form={form}
          documents={fields.documents}
          newDocument={fields.newDocument}
          files={state.documentFiles}
          m={p.editor}
          f={f}
          own={own}
          fileError={reply?.fileRefusal}
        />
      </fieldset>
      {form.dirty || listChanged ? <p className="form-alert">{p.editor.draft}</p> : null}
      <p className="admin-form-actions">
        <AdminSaveButton label={e.save} busy={busy} />
      </p>
    </Form>
  );
}
