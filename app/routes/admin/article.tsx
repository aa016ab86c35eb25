import { getFormProps } from "@conform-to/react";
import { Form, useActionData } from "react-router";
import { articleSchemaOf, readArticleForm } from "../../.server/admin/article-form.ts";
import {
  articleAuditKey,
  articleFieldDescriber,
  articleFormData,
  articleFormDefaults,
  postedArticleFields,
  storedArticleFields,
} from "../../.server/admin/article-merge.ts";
import { articleForEditing, familyOf, publicPathOf, saveArticle } from "../../.server/admin/articles.ts";
import { conflictView, formBase, formMergeOf, savedTogether } from "../../.server/admin/edit-merge-form.ts";
import { recordVersion } from "../../.server/admin/edit-record.ts";
import { formReply, parseSubmission } from "../../.server/admin/form-reply.ts";
import { positiveIdParam } from "../../.server/admin/id-param.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { type PhotoChange, readPhotoChange } from "../../.server/admin/team-photo.ts";
import { formText, readFormBody } from "../../.server/form-body.ts";
import { badRequest, notFound } from "../../.server/http-errors.ts";
import { dataDir } from "../../.server/images/data-dir.ts";
import { MAX_INPUT_PIXELS } from "../../.server/images/image-store.ts";
import { PICTURE_QUEUE_RETRY_AFTER_SECONDS } from "../../.server/images/picture-queue.ts";
import { cookiePolicyArticleId, versionsOf } from "../../.server/legal-versions.ts";
import { siteData } from "../../.server/site-settings.ts";
import { lastResultOf, useAdminForm } from "../../components/admin/admin-form.ts";
import { ArticleSettings } from "../../components/admin/articles/article-settings.tsx";
import { ArticleTexts } from "../../components/admin/articles/article-texts.tsx";
import { ArticleVersions } from "../../components/admin/articles/article-versions.tsx";
import { TeamFields } from "../../components/admin/articles/team-fields.tsx";
import { EditConflict } from "../../components/admin/edit-conflict.tsx";
import { EditConflictChoices } from "../../components/admin/edit-conflict-choices.tsx";
import { reactAriaLinks } from "../../components/admin/react-aria-csp.ts";
import { Link } from "../../components/ui/link.tsx";
import { articleSchema } from "../../domain/admin-forms/article-forms.ts";
import { fill } from "../../i18n/fill.ts";
import { isLanguage } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_ARTICLES_MESSAGES } from "../../i18n/messages/admin-articles.ts";
import { ADMIN_EDITING_MESSAGES } from "../../i18n/messages/admin-editing.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import type { ArticleProblem } from "../../shared/article-form.ts";
import { localize } from "../../shared/localize.ts";
import type { PhotoRefusal } from "../../shared/photo-upload-limits.ts";
import "../../styles/admin-editing.css";
import "../../styles/admin-articles.css";
import { useFormBusy } from "../../components/forms/form-busy.ts";
import type { Route } from "./+types/article";

export function links() {
  return reactAriaLinks();
}

const PHOTO_PROBLEMS: Record<PhotoRefusal, ArticleProblem> = {
  notPicture: "photoNotPicture",
  tooLarge: "photoTooLarge",
  tooManyPixels: "photoTooManyPixels",
  busy: "photoBusy",
};

/** One article in the editor: its settings, its texts per language and, for legal texts, its versions. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const id = positiveIdParam(params, "id");
  const found = (await articleForEditing(id)) ?? notFound();
  const { settings } = await siteData();
  const viewLanguage = settings.enabled.includes(user.language) ? user.language : settings.fallback;
  const { article, texts, categories, kind } = found;
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    a: ADMIN_ARTICLES_MESSAGES[user.language],
    e: ADMIN_EDITING_MESSAGES[user.language],
    id,
    kind,
    version: recordVersion(article.updatedAt),
    title: localize(
      Object.fromEntries(texts.map((text) => [text.language, text.title])),
      user.language,
      settings.fallback,
    ),
    f: adminFormTexts(user.language),
    values: articleFormDefaults(storedArticleFields(found)),
    base: formBase(storedArticleFields(found)),
    present: texts.map((text) => text.language).filter(isLanguage),
    categories: familyOf(categories, article.categoryId).map((row) => ({
      id: row.id,
      name: localize(row.names, user.language, settings.fallback) || row.key,
      sub: row.parentId !== null,
    })),
    imageKey: article.imageKey,
    megapixels: MAX_INPUT_PIXELS / 1_000_000,
    publicPath:
      article.status === "published" ? await publicPathOf(article, texts, viewLanguage, settings.fallback) : null,
    versioned: found.versioned,
    cookiePolicy: (await cookiePolicyArticleId()) === id,
    versions: found.versioned
      ? (await versionsOf(id)).map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }))
      : [],
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const id = positiveIdParam(params, "id");
  const form = await readFormBody(request);
  if (form.get("intent") !== "save") badRequest("intent");
  const found = (await articleForEditing(id)) ?? notFound();
  // Testimonials come from visitors and are moderated on their own page.
  if (found.kind === "testimonials") badRequest("testimonials are moderated on /admin/testimonials/");
  const reading = readArticleForm(form, found.kind);
  // Only a team member's photo is edited here; the file is checked even when other fields are refused.
  const photo: PhotoChange | { refused: PhotoRefusal } =
    found.kind === "team" ? await readPhotoChange(form) : { kind: "keep" };
  // What the form is shown again with: a file is never sent back, so a good one must be chosen again.
  const photoForm = {
    chooseAgain: "kind" in photo && photo.kind === "replace",
    removePhoto: "kind" in photo && photo.kind === "remove",
  };
  if (!reading.ok || "refused" in photo) {
    const refusal = "refused" in photo ? { fieldErrors: { photo: [PHOTO_PROBLEMS[photo.refused]] } } : {};
    // A full picture queue: the form comes back with everything typed, and when to try again.
    const busy =
      "refused" in photo && photo.refused === "busy"
        ? { status: 503, headers: { "Retry-After": String(PICTURE_QUEUE_RETRY_AFTER_SECONDS) } }
        : {};
    return formReply(reading.submission, { ...refusal, ...busy }, { outcome: "problems" as const, photo: photoForm });
  }
  // Someone saved since the form was opened (or the person chose values after a conflict): the save
  // merges what was typed field by field with the article as stored then.
  const saved = await saveArticle(id, { ...reading.input, photo }, formText(form, "version"), user, {
    dataDir: dataDir(),
    merge: {
      ...formMergeOf(form),
      sent: postedArticleFields(form),
      read: (fields) => readArticleForm(articleFormData(fields), found.kind),
    },
  });
  const a = ADMIN_ARTICLES_MESSAGES[user.language];
  const e = ADMIN_EDITING_MESSAGES[user.language];
  switch (saved.kind) {
    case "missing":
      return notFound();
    case "problems":
      return formReply(
        reading.submission,
        {
          fieldErrors: Object.fromEntries(
            Object.entries(saved.problems).map(([field, { problem }]) => [field, [problem]]),
          ),
        },
        { outcome: "problems" as const, photo: photoForm },
      );
    case "conflict": {
      const merge = saved.merge;
      // The merged fields do not read as an article: they come back with their problems.
      if (merge?.invalid) return formReply(merge.invalid, {}, { outcome: "problems" as const, photo: photoForm });
      const { settings } = await siteData();
      const categories = familyOf(found.categories, found.article.categoryId).map((row) => ({
        id: row.id,
        name: localize(row.names, user.language, settings.fallback) || row.key,
      }));
      const choices = merge
        ? conflictView(merge.merged, merge.mine, merge.theirs, {
            changes: saved.changes,
            storedAt: saved.storedAt,
            userId: user.id,
            auditKeyOf: articleAuditKey,
            describe: articleFieldDescriber(a, categories),
            language: user.language,
            e,
          })
        : null;
      // Drawn again with the merged fields: those taken from the other save show their value.
      const shown = merge ? parseSubmission(articleFormData(merge.merged.fields), articleSchemaOf(found.kind)) : null;
      return formReply(
        shown ?? reading.submission,
        { status: 409 },
        {
          outcome: "conflict" as const,
          photo: photoForm,
          conflict: {
            changes: saved.changes,
            choices,
            version: saved.version,
            base: merge ? formBase(merge.theirs) : null,
          },
        },
      );
    }
    default:
      return formReply(
        reading.submission,
        // The form shows the article as stored now: a body as the server cleaned it, a slug as made.
        { resetForm: true },
        {
          outcome: "saved" as const,
          photo: photoForm,
          saved: {
            versions: saved.versions,
            changed: Object.keys(saved.changes).length > 0,
            // Only the fields' labels are read: no category needs its name.
            together: savedTogether(saved.taken, articleFieldDescriber(a, []), e),
          },
        },
      );
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.title || loaderData.a.untitled} | ${loaderData.m.backOfficeTitle}` : "" },
  ];
}

export default function ArticleEditor({ loaderData }: Route.ComponentProps) {
  const { m, a, e, language, kind } = loaderData;
  const outcome = useActionData<typeof action>();
  const saved = outcome?.outcome === "saved" ? outcome.saved : null;
  const conflict = outcome?.outcome === "conflict" ? outcome.conflict : null;
  const result = lastResultOf(outcome);
  // Fields are named "title.nl" in the audit log and "title-nl" in the form; "" is the form's own refusal.
  const fieldLabel = (field: string) => {
    const [name, code] = field.split(/[.-]/);
    const label = a.fields[name || "texts"] ?? field;
    return code ? `${label} (${code.toUpperCase()})` : label;
  };
  const refused = result?.status === "error" && !conflict ? Object.keys(result.error ?? {}) : [];
  return (
    <div className="container page-body admin-page admin-editor" lang={language}>
      <p>
        <Link to="/admin/articles/" className="back-link">
          {a.editor.allArticles}
        </Link>
      </p>
      <h1 id="page-title">{loaderData.title || a.untitled}</h1>
      {loaderData.publicPath ? (
        <p>
          <a href={loaderData.publicPath}>{a.editor.viewOnSite}</a>
        </p>
      ) : null}
      {loaderData.cookiePolicy ? <p className="admin-hint">{a.editor.cookiePolicy}</p> : null}
      {!loaderData.cookiePolicy && loaderData.versioned ? <p className="admin-hint">{a.editor.legal}</p> : null}
      {saved ? (
        <output className="form-success">
          {saved.together ??
            (!saved.changed ? a.editor.unchanged : saved.versions > 0 ? a.editor.savedVersion : a.editor.saved)}
        </output>
      ) : null}
      {refused.length > 0 ? (
        <p className="form-alert" role="alert">
          {fill(a.editor.problemsIn, { where: refused.map(fieldLabel).join(", ") })}
        </p>
      ) : null}
      {conflict && !conflict.choices ? (
        <EditConflict changes={conflict.changes} m={e} language={language} fieldLabel={fieldLabel} />
      ) : null}
      {kind === "testimonials" ? (
        <p>
          {a.editor.testimonial} <Link to="/admin/testimonials/">{m.testimonials.title}</Link>
        </p>
      ) : (
        <ArticleForm
          // Drawn again from a conflict's answer: the fields taken from the other save show their value.
          key={`${loaderData.version}-${conflict?.choices ? conflict.version : ""}`}
          loaderData={loaderData}
          outcome={outcome}
        />
      )}
      {loaderData.versioned ? (
        <ArticleVersions id={loaderData.id} versions={loaderData.versions} language={language} m={a} />
      ) : null}
    </div>
  );
}

/** The editor's form, on the form kit: the schema of the article's kind checks it in the browser too. */
function ArticleForm({
  loaderData,
  outcome,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  outcome: ReturnType<typeof useActionData<typeof action>>;
}) {
  const { a, e, f, language, kind } = loaderData;
  const busy = useFormBusy();
  const conflict = outcome?.outcome === "conflict" ? outcome.conflict : null;
  const photo = outcome?.photo ?? null;
  const [form, fields] = useAdminForm({
    id: "article",
    schema: articleSchema({ team: kind === "team" }),
    lastResult: lastResultOf(outcome),
    defaultValue: loaderData.values,
  });
  const photoError = form.allErrors.photo?.[0];
  return (
    <Form method="post" encType="multipart/form-data" className="article-form" {...getFormProps(form)}>
      <input type="hidden" name="version" value={conflict?.version ?? loaderData.version} />
      <input type="hidden" name="base" value={conflict?.base ?? loaderData.base} />
      {conflict?.choices ? <EditConflictChoices view={conflict.choices} e={e} busy={busy} /> : null}
      <ArticleSettings fields={fields} categories={loaderData.categories} m={a} f={f} />
      {kind === "team" ? (
        <TeamFields
          fields={fields}
          photo={{
            imageKey: loaderData.imageKey,
            name: loaderData.title,
            problem: photoError,
            chooseAgain: photo?.chooseAgain ?? false,
            removeChecked: photo?.removePhoto ?? false,
            megapixels: loaderData.megapixels,
          }}
          language={language}
          m={a}
          f={f}
        />
      ) : null}
      <fieldset>
        <legend>{a.editor.texts}</legend>
        <p className="admin-hint">{a.editor.emptyHint}</p>
        {form.errors?.includes("noText") ? (
          <p className="field-error" id={form.errorId}>
            {a.problems.noText}
          </p>
        ) : null}
        <ArticleTexts fields={fields} present={loaderData.present} kind={kind} firstTab={language} m={a} e={e} f={f} />
      </fieldset>
      <p>
        <button type="submit" name="intent" value="save" className="btn btn-accent" disabled={busy}>
          {e.save}
        </button>
      </p>
    </Form>
  );
}
