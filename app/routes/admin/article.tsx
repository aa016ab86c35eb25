import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { readArticleForm } from "../../.server/admin/article-form.ts";
import {
  articleAuditKey,
  articleFieldDescriber,
  articleFormData,
  articleFormFields,
  mergeArticleForm,
  storedArticleValues,
} from "../../.server/admin/article-merge.ts";
import { articleForEditing, familyOf, publicPathOf, saveArticle } from "../../.server/admin/articles.ts";
import { auditSubject } from "../../.server/admin/audit.ts";
import { conflictView, formBase, formMergeOf, savedTogether } from "../../.server/admin/edit-merge-form.ts";
import { changesSince, isStale, recordVersion } from "../../.server/admin/edit-record.ts";
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
import { ArticleSettings } from "../../components/admin/articles/article-settings.tsx";
import { ArticleTexts } from "../../components/admin/articles/article-texts.tsx";
import { ArticleVersions } from "../../components/admin/articles/article-versions.tsx";
import { TeamFields } from "../../components/admin/articles/team-fields.tsx";
import { EditConflict } from "../../components/admin/edit-conflict.tsx";
import { EditConflictChoices } from "../../components/admin/edit-conflict-choices.tsx";
import { reactAriaLinks } from "../../components/admin/react-aria-csp.ts";
import { fill } from "../../i18n/fill.ts";
import { isLanguage } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_ARTICLES_MESSAGES } from "../../i18n/messages/admin-articles.ts";
import { ADMIN_EDITING_MESSAGES } from "../../i18n/messages/admin-editing.ts";
import type { ArticleFieldProblems, ArticleProblem } from "../../shared/article-form.ts";
import { localize } from "../../shared/localize.ts";
import type { PhotoRefusal } from "../../shared/photo-upload-limits.ts";
import "../../styles/admin-editing.css";
import "../../styles/admin-articles.css";
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
    values: storedArticleValues(found),
    base: formBase(articleFormFields(storedArticleValues(found))),
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
  // Only a team member's photo is edited here; the file is checked even when other fields have problems.
  const photo: PhotoChange | { refused: PhotoRefusal } =
    found.kind === "team" ? await readPhotoChange(form) : { kind: "keep" };
  // What the form is shown again with: a file is never sent back, so a good one must be chosen again.
  const photoForm = {
    chooseAgain: "kind" in photo && photo.kind === "replace",
    removePhoto: "kind" in photo && photo.kind === "remove",
  };
  if (!reading.ok || "refused" in photo) {
    const problems = {
      ...(reading.ok ? {} : reading.problems),
      ...("refused" in photo ? { photo: { problem: PHOTO_PROBLEMS[photo.refused] } } : {}),
    };
    // A full picture queue: the form comes back with everything typed, and when to try again.
    const busy = "refused" in photo && photo.refused === "busy";
    return data(
      { outcome: "problems" as const, values: reading.values, problems, ...photoForm },
      busy ? { status: 503, headers: { "Retry-After": String(PICTURE_QUEUE_RETRY_AFTER_SECONDS) } } : { status: 400 },
    );
  }
  // Someone saved since the form was opened (or the person chose values after a conflict): what was
  // typed is merged field by field with the article as stored now, and the fields both changed
  // differently come back to choose.
  let input = reading.input;
  let version = formText(form, "version");
  let taken: string[] = [];
  const merge = formMergeOf(form);
  if (isStale(found.article.updatedAt, version) || merge.takeTheirs.size > 0) {
    const current = recordVersion(found.article.updatedAt);
    const { merged, mine, theirs } = mergeArticleForm(reading.values, storedArticleValues(found), merge);
    const again = readArticleForm(articleFormData(merged.fields), found.kind);
    if (merged.conflicts.length > 0) {
      const changes = isStale(found.article.updatedAt, version)
        ? await changesSince(auditSubject("article", id), version)
        : [];
      const { settings } = await siteData();
      const a = ADMIN_ARTICLES_MESSAGES[user.language];
      const categories = familyOf(found.categories, found.article.categoryId).map((row) => ({
        id: row.id,
        name: localize(row.names, user.language, settings.fallback) || row.key,
      }));
      const choices = conflictView(merged, mine, theirs, {
        changes,
        storedAt: found.article.updatedAt,
        userId: user.id,
        auditKeyOf: articleAuditKey,
        describe: articleFieldDescriber(a, categories),
        language: user.language,
        e: ADMIN_EDITING_MESSAGES[user.language],
      });
      return data(
        {
          outcome: "conflict" as const,
          values: again.values,
          changes,
          choices,
          version: current,
          base: formBase(theirs),
          ...photoForm,
        },
        { status: 409 },
      );
    }
    if (!again.ok)
      return data(
        { outcome: "problems" as const, values: again.values, problems: again.problems, ...photoForm },
        { status: 400 },
      );
    input = again.input;
    version = current;
    taken = merged.taken;
  }
  const saved = await saveArticle(id, { ...input, photo }, version, { id: user.id, name: user.name }, dataDir());
  switch (saved.kind) {
    case "missing":
      return notFound();
    case "conflict":
      return data(
        {
          outcome: "conflict" as const,
          values: reading.values,
          changes: saved.changes,
          choices: null,
          version: saved.version,
          base: null,
          ...photoForm,
        },
        { status: 409 },
      );
    case "problems":
      return data(
        { outcome: "problems" as const, values: reading.values, problems: saved.problems, ...photoForm },
        { status: 400 },
      );
    default:
      return {
        outcome: "saved" as const,
        versions: saved.versions,
        changed: Object.keys(saved.changes).length > 0,
        // Only the fields' labels are read: no category needs its name.
        together: savedTogether(
          taken,
          articleFieldDescriber(ADMIN_ARTICLES_MESSAGES[user.language], []),
          ADMIN_EDITING_MESSAGES[user.language],
        ),
      };
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.title || loaderData.a.untitled} | ${loaderData.m.title}` : "" }];
}

export default function ArticleEditor({ loaderData }: Route.ComponentProps) {
  const { m, a, e, language, kind } = loaderData;
  const outcome = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const values = outcome && "values" in outcome ? outcome.values : loaderData.values;
  const problems: ArticleFieldProblems = outcome?.outcome === "problems" ? outcome.problems : {};
  const version = outcome?.outcome === "conflict" ? outcome.version : loaderData.version;
  const base = (outcome?.outcome === "conflict" ? outcome.base : null) ?? loaderData.base;
  const choices = outcome?.outcome === "conflict" ? outcome.choices : null;
  // Fields are named "title.nl" in the audit log and "title-nl" in the form.
  const fieldLabel = (field: string) => {
    const [name, code] = field.split(/[.-]/);
    const label = a.fields[name ?? ""] ?? field;
    return code ? `${label} (${code.toUpperCase()})` : label;
  };
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
      {outcome?.outcome === "saved" ? (
        <output className="form-success">
          {outcome.together ??
            (!outcome.changed ? a.editor.unchanged : outcome.versions > 0 ? a.editor.savedVersion : a.editor.saved)}
        </output>
      ) : null}
      {outcome?.outcome === "problems" ? (
        <p className="form-alert" role="alert">
          {fill(a.editor.problemsIn, { where: Object.keys(problems).map(fieldLabel).join(", ") })}
        </p>
      ) : null}
      {outcome?.outcome === "conflict" && !choices ? (
        <EditConflict changes={outcome.changes} m={e} language={language} fieldLabel={fieldLabel} />
      ) : null}
      {kind === "testimonials" ? (
        <p>
          {a.editor.testimonial} <Link to="/admin/testimonials/">{m.testimonials.title}</Link>
        </p>
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          // Drawn again from a conflict's answer: the fields taken from the other save show their value.
          key={`${loaderData.version}-${choices ? version : ""}`}
          className="article-form"
        >
          <input type="hidden" name="version" value={version} />
          <input type="hidden" name="base" value={base} />
          {choices ? <EditConflictChoices view={choices} e={e} busy={busy} /> : null}
          <ArticleSettings values={values} problems={problems} categories={loaderData.categories} m={a} />
          {kind === "team" ? (
            <TeamFields
              values={values}
              problems={problems}
              photo={{
                imageKey: loaderData.imageKey,
                name: loaderData.title,
                chooseAgain: outcome && "chooseAgain" in outcome ? outcome.chooseAgain : false,
                removeChecked: outcome && "removePhoto" in outcome ? outcome.removePhoto : false,
                megapixels: loaderData.megapixels,
              }}
              language={language}
              m={a}
            />
          ) : null}
          <fieldset>
            <legend>{a.editor.texts}</legend>
            <p className="admin-hint">{a.editor.emptyHint}</p>
            {problems.texts ? <p className="field-error">{a.problems.noText}</p> : null}
            <ArticleTexts
              key={Object.keys(problems).join(",")}
              values={values.texts}
              present={loaderData.present}
              problems={problems}
              kind={kind}
              firstTab={language}
              m={a}
              e={e}
            />
          </fieldset>
          <p>
            <button type="submit" name="intent" value="save" className="btn btn-accent" disabled={busy}>
              {e.save}
            </button>
          </p>
        </Form>
      )}
      {loaderData.versioned ? (
        <ArticleVersions id={loaderData.id} versions={loaderData.versions} language={language} m={a} />
      ) : null}
    </div>
  );
}
