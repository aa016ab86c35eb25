// One project in the back office: texts per language, facts, location, units, documents, and its
// photos (shown here, managed on the project's photo page). The whole form is one save: checked, written in one transaction
// with its audit line, refused with what changed when someone else saved first.
import { useState } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { checkDocumentUploads, chosenFiles } from "../../.server/admin/document-uploads.ts";
import { BASE_FIELD, conflictView, formBase, formMergeOf } from "../../.server/admin/edit-merge-form.ts";
import { positiveIdParam } from "../../.server/admin/id-param.ts";
import { ownerPhotos } from "../../.server/admin/photos.ts";
import { projectEditorState, saveProject } from "../../.server/admin/project-editor.ts";
import { projectAuditKey, projectDraftFields, projectFieldDescriber } from "../../.server/admin/project-merge.ts";
import { projectExists } from "../../.server/admin/projects.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { formText, readFormBody } from "../../.server/form-body.ts";
import { badRequest, notFound } from "../../.server/http-errors.ts";
import { dataDir } from "../../.server/images/data-dir.ts";
import { siteData } from "../../.server/site-settings.ts";
import { DocumentsEditor } from "../../components/admin/documents-editor.tsx";
import { EditConflictChoices } from "../../components/admin/edit-conflict-choices.tsx";
import { EditorField } from "../../components/admin/editor-field.tsx";
import { LanguageTabs, TabNote } from "../../components/admin/language-tabs.tsx";
import { ProjectFacts, ProjectLocation } from "../../components/admin/project-facts.tsx";
import { type ProjectEditorAnswer, ProjectOutcome } from "../../components/admin/project-outcome.tsx";
import { ProjectUnits } from "../../components/admin/project-units.tsx";
import { applyRowIntent, type ProjectDraft, parseRowIntent } from "../../domain/forms/project-draft.ts";
import { readProjectDraft } from "../../domain/forms/project-form.ts";
import { MAX_DOCUMENT_BYTES } from "../../domain/pdf-document.ts";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_EDITING_MESSAGES } from "../../i18n/messages/admin-editing.ts";
import { ADMIN_PROJECTS_MESSAGES } from "../../i18n/messages/admin-projects.ts";
import { imageUrl } from "../../shared/image-url.ts";
import "../../styles/admin-editing.css";
import "../../styles/admin-documents.css";
import "../../styles/admin-projects.css";
import type { Route } from "./+types/project";

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
    defaultLanguage: settings.fallback,
    state,
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

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const id = positiveIdParam(params, "id");
  if (!(await projectExists(id))) notFound();
  const form = await readFormBody(request);
  const draft = readProjectDraft(form);
  const version = formText(form, "version");
  const base = formText(form, BASE_FIELD);
  const revision = `${Date.now()}-${Math.random()}`;
  const intent = form.get("intent");
  // The editor adds one document a save.
  const files = chosenFiles(form, "newDocument.file").slice(0, 1);
  const chosen = files.length > 0;
  const row = parseRowIntent(intent);
  // A row button without JavaScript: the form comes back with the row moved, added or removed.
  if (row) {
    const answer: ProjectEditorAnswer = {
      kind: "draft",
      draft: applyRowIntent(draft, row),
      errors: {},
      version,
      base,
      fileDropped: chosen,
      revision,
      changes: [],
    };
    return data(answer);
  }
  if (intent !== "save") badRequest("intent");
  const { settings } = await siteData();
  const refused: Record<string, string> = {};
  const [upload] = await checkDocumentUploads(files);
  if (upload) {
    if (upload.outcome === "refused") refused["newDocument.file"] = `document:${upload.problem}`;
    if (!Object.values(draft.newDocumentNames).some((name) => name.trim())) refused["newDocument.names"] = "required";
  }
  // A form opened before someone else's save is merged with the project as stored, in the save.
  const outcome = await saveProject({
    id,
    version,
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
    const answer: ProjectEditorAnswer = {
      kind: "invalid",
      draft: outcome.draft,
      errors: outcome.errors,
      version: outcome.version,
      base: outcome.theirs ? formBase(outcome.theirs) : base,
      fileDropped: chosen,
      revision,
      changes: [],
    };
    return data(answer, { status: outcome.errors["newDocument.file"] === "document:tooLarge" ? 413 : 400 });
  }
  if (outcome.kind === "conflict" && outcome.merge) {
    // The fields both saves changed differently come back to choose.
    const { merge } = outcome;
    const choices = conflictView(merge.merged, merge.mine, merge.theirs, {
      changes: outcome.changes,
      storedAt: merge.storedAt,
      userId: user.id,
      auditKeyOf: projectAuditKey,
      describe: projectFieldDescriber(ADMIN_PROJECTS_MESSAGES[user.language]),
      language: user.language,
      e: ADMIN_EDITING_MESSAGES[user.language],
    });
    const answer: ProjectEditorAnswer = {
      kind: "conflict",
      draft: merge.draft,
      errors: {},
      version: merge.version,
      base: formBase(merge.theirs),
      fileDropped: chosen,
      revision,
      changes: [],
      choices,
    };
    return data(answer, { status: 409 });
  }
  if (outcome.kind === "conflict") {
    const answer: ProjectEditorAnswer = {
      kind: "conflict",
      draft,
      errors: {},
      version: outcome.version,
      base,
      fileDropped: chosen,
      revision,
      changes: outcome.changes,
    };
    return data(answer, { status: 409 });
  }
  throw redirect(`/admin/projects/${id}/?saved`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.state.title} | ${loaderData.p.list.title} | ${loaderData.m.title}` : "" },
  ];
}

export default function ProjectEditor({ loaderData }: Route.ComponentProps) {
  const { p, e, language, state, photos } = loaderData;
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const draft = answer?.draft ?? state.draft;
  const errors: Record<string, string> = answer?.errors ?? {};
  const version = answer?.version ?? state.version;
  const base = answer?.base ?? loaderData.base;
  // The form starts again from what the server answered (a refused form, a row moved without
  // JavaScript) or from the record once it was saved; else it keeps what is being typed.
  const formKey = answer?.revision ?? state.version;
  const megabytes = MAX_DOCUMENT_BYTES / 2 ** 20;
  const problem = (code: string | undefined): string | undefined => {
    if (!code) return undefined;
    if (code.startsWith("document:"))
      return fill(p.documentProblems[code.slice(9) as keyof typeof p.documentProblems] ?? code, { megabytes });
    return p.problems[code as keyof typeof p.problems] ?? code;
  };
  const firstWithError = LANGUAGES.find((code) => Object.keys(errors).some((key) => key.startsWith(`texts.${code}.`)));
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
      <ProjectOutcome answer={answer} notice={loaderData.notice} p={p} e={e} language={language} problem={problem} />
      <EditorForm
        key={formKey}
        draft={draft}
        errors={errors}
        version={version}
        base={base}
        choices={answer?.choices ?? null}
        loaderData={loaderData}
        problem={problem}
        firstWithError={firstWithError}
        busy={busy}
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

function EditorForm({
  draft,
  errors,
  version,
  base,
  choices,
  loaderData,
  problem,
  firstWithError,
  busy,
}: {
  draft: ProjectDraft;
  errors: Record<string, string>;
  version: string;
  base: string;
  choices: ProjectEditorAnswer["choices"] | null;
  loaderData: Route.ComponentProps["loaderData"];
  problem: (code: string | undefined) => string | undefined;
  firstWithError: Language | undefined;
  busy: boolean;
}) {
  const { p, e, state } = loaderData;
  // A row moved, added or removed in the page is not saved yet: said above the save button.
  const [changed, setChangedState] = useState(false);
  const setChanged = () => setChangedState(true);
  return (
    <Form
      method="post"
      // Posted to the page's own address without its notice (?saved), which a refusal must not keep.
      action={`/admin/projects/${state.id}/`}
      encType="multipart/form-data"
      className="admin-editor-form"
      aria-labelledby="page-title"
    >
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="base" value={base} />
      {choices ? <EditConflictChoices view={choices} e={e} busy={busy} /> : null}
      <fieldset>
        <legend>{p.editor.texts}</legend>
        <p className="admin-hint">{p.editor.textsHint}</p>
        <LanguageTabs
          languages={LANGUAGES}
          label={p.editor.texts}
          note={(code) => <TabNote text={draft.texts[code].title.trim() ? "" : e.missingTranslation} />}
          selected={firstWithError}
        >
          {(code) => (
            <div className="admin-language-fields">
              <EditorField
                id={`texts-${code}-title`}
                name={`texts.${code}.title`}
                label={`${p.editor.projectTitle} (${code.toUpperCase()})`}
                defaultValue={draft.texts[code].title}
                error={problem(errors[`texts.${code}.title`])}
                lang={code}
                maxLength={120}
              />
              <EditorField
                id={`texts-${code}-description`}
                name={`texts.${code}.description`}
                label={`${p.editor.description} (${code.toUpperCase()})`}
                hint={p.editor.descriptionHint}
                defaultValue={draft.texts[code].description}
                error={problem(errors[`texts.${code}.description`])}
                lang={code}
                multiline
              />
            </div>
          )}
        </LanguageTabs>
      </fieldset>
      <fieldset>
        <legend>{p.editor.facts}</legend>
        <ProjectFacts draft={draft} errors={errors} p={p} problem={problem} />
      </fieldset>
      <fieldset>
        <legend>{p.editor.address}</legend>
        <ProjectLocation draft={draft} errors={errors} p={p} problem={problem} />
      </fieldset>
      <fieldset>
        <legend>{p.editor.units}</legend>
        <p className="admin-hint">{p.editor.unitsHint}</p>
        <ProjectUnits
          units={draft.units}
          errors={errors}
          m={p.editor}
          problem={(code) => problem(code) ?? code}
          onChange={setChanged}
        />
      </fieldset>
      <fieldset>
        <legend>{p.editor.documents}</legend>
        <p className="admin-hint">{p.editor.documentsHint}</p>
        <DocumentsEditor
          documents={draft.documents}
          files={state.documentFiles}
          errors={errors}
          newNames={draft.newDocumentNames}
          fileError={problem(errors["newDocument.file"])}
          m={p.editor}
          problem={(code) => problem(code) ?? code}
          onChange={setChanged}
        />
      </fieldset>
      {changed ? <p className="form-alert">{p.editor.draft}</p> : null}
      <p className="admin-form-actions">
        <button type="submit" name="intent" value="save" className="btn btn-accent" disabled={busy}>
          {e.save}
        </button>
      </p>
    </Form>
  );
}
