import { type ShouldRevalidateFunctionArgs, useActionData, useSearchParams } from "react-router";
import { formBase, formMergeOf } from "../../.server/admin/edit-merge-form.ts";
import { formReply, parseSubmission } from "../../.server/admin/form-reply.ts";
import { positiveId, positiveIdParam } from "../../.server/admin/id-param.ts";
import {
  moduleLookDescriber,
  postedModuleValues,
  readModulePictures,
} from "../../.server/admin/module-settings-form.ts";
import { pageAnswer, pageFormAnswer } from "../../.server/admin/page-answers.ts";
import { pageEditorView, pageExists, savePageContent } from "../../.server/admin/page-editor.ts";
import { pageFieldNames, postedValues } from "../../.server/admin/page-form.ts";
import {
  moduleAuditKey,
  moduleFieldDescriber,
  pageAuditKey,
  pageFieldDescriber,
} from "../../.server/admin/page-merge.ts";
import { addModule, changeModule, publishModuleDrafts, relationLabels } from "../../.server/admin/page-module-edits.ts";
import { setPageStatus } from "../../.server/admin/page-tree-edits.ts";
import { readPagePictures } from "../../.server/admin/page-uploads.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { formText, readFormBody } from "../../.server/form-body.ts";
import { badRequest, notFound } from "../../.server/http-errors.ts";
import { MAX_INPUT_PIXELS } from "../../.server/images/image-store.ts";
import { EditConflict } from "../../components/admin/edit-conflict.tsx";
import { PageEditorForm } from "../../components/admin/pages/page-editor-form.tsx";
import { PageModulesEditor } from "../../components/admin/pages/page-modules-editor.tsx";
import { PageStatusPanel } from "../../components/admin/pages/page-status-panel.tsx";
import { reactAriaLinks } from "../../components/admin/react-aria-csp.ts";
import { Link } from "../../components/ui/link.tsx";
import { moduleSchema } from "../../domain/admin-forms/module-forms.ts";
import { newModuleSchema, pageContentSchema } from "../../domain/admin-forms/page-forms.ts";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_ARTICLES_MESSAGES } from "../../i18n/messages/admin-articles.ts";
import { ADMIN_EDITING_MESSAGES } from "../../i18n/messages/admin-editing.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import { ADMIN_PAGE_MODULES_MESSAGES } from "../../i18n/messages/admin-page-modules.ts";
import { ADMIN_PAGES_MESSAGES } from "../../i18n/messages/admin-pages.ts";
import { ADMIN_SITE_PICTURES_MESSAGES } from "../../i18n/messages/admin-site-pictures.ts";
import type { PageAnswer } from "../../shared/page-admin-views.ts";
import type { Route } from "./+types/page";
import "../../styles/admin-editing.css";
import "../../styles/admin-pages.css";
import "../../styles/admin-articles.css";
import "../../styles/admin-page-modules.css";
import { useFormBusy } from "../../components/forms/form-busy.ts";

/** The modules' rich-text editor is built with React Aria: its style is linked in place (react-aria-csp.ts). */
export function links() {
  return reactAriaLinks();
}

/**
 * A save refused because someone else saved first (409) shows the page as it is now: the form then
 * carries the current version, so saving again after a look goes through. React Router keeps the
 * old data after a 4xx unless told.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

/** One page: its texts per language, SEO, flags and banner; its modules; links to its preview. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const view = (await pageEditorView(positiveIdParam(params, "id"), user.language)) ?? notFound();
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    p: ADMIN_PAGES_MESSAGES[user.language],
    mm: ADMIN_PAGE_MODULES_MESSAGES[user.language],
    toolbar: ADMIN_ARTICLES_MESSAGES[user.language].toolbar,
    e: ADMIN_EDITING_MESSAGES[user.language],
    f: adminFormTexts(user.language),
    u: ADMIN_SITE_PICTURES_MESSAGES[user.language],
    megapixels: MAX_INPUT_PIXELS / 1_000_000,
    ...view,
    /** The fields' fingerprints as the form is opened: a later save on an older version is merged. */
    base: formBase(view.values),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const actor = { id: user.id, name: user.name };
  const id = positiveIdParam(params, "id");
  if (!(await pageExists(id))) notFound();
  const form = await readFormBody(request);
  const version = formText(form, "version");
  const intent = formText(form, "intent");
  const p = ADMIN_PAGES_MESSAGES[user.language];
  const answering = { userId: user.id, language: user.language, e: ADMIN_EDITING_MESSAGES[user.language] };
  switch (intent) {
    case "save": {
      // The pictures sent with the form (without JavaScript) are stored first: the form goes on with their keys.
      const refusedPictures = await readPagePictures(form, actor);
      const submission = parseSubmission(form, pageContentSchema);
      if (submission.status !== "success") return formReply(submission, { form: "page" });
      if (Object.keys(refusedPictures).length > 0)
        return formReply(
          submission,
          { form: "page", fieldErrors: refusedPictures, formErrors: ["fields"] },
          { problem: "fields" },
        );
      // Saved on a version someone saved over (or after choosing): merged field by field in the save.
      const values = postedValues(form, pageFieldNames());
      const saved = await savePageContent(actor, id, version, values, formMergeOf(form));
      return pageFormAnswer(submission, saved, {
        ...answering,
        form: "page",
        done: "saved",
        describe: pageFieldDescriber(p, ADMIN_SITE_PICTURES_MESSAGES[user.language]),
        auditKeyOf: pageAuditKey,
      });
    }
    case "publish":
    case "unpublish":
      return pageAnswer(
        await setPageStatus(actor, id, version, intent === "publish" ? "published" : "draft"),
        `${intent}ed`,
      );
    case "module-add": {
      const submission = parseSubmission(form, newModuleSchema);
      if (submission.status !== "success") return formReply(submission, { form: "add-module" });
      const added = await addModule(actor, id, version, submission.value.relation);
      return pageFormAnswer(submission, added.status === "done" ? { status: "done", value: null } : added, {
        ...answering,
        form: "add-module",
        done: "moduleAdded",
        describe: (field) => ({ label: field, shown: (value) => value }),
        auditKeyOf: (field) => field,
      });
    }
    case "module-up":
    case "module-down":
    case "module-publish":
    case "module-publish-draft":
    case "module-unpublish":
    case "module-discard":
    case "module-remove": {
      const moduleId = positiveId(form.get("module"), "module");
      const change =
        intent === "module-up" || intent === "module-down"
          ? { kind: "move" as const, direction: intent === "module-up" ? ("up" as const) : ("down" as const) }
          : intent === "module-remove"
            ? { kind: "remove" as const }
            : intent === "module-discard"
              ? { kind: "discard" as const }
              : {
                  kind: "status" as const,
                  status: intent === "module-unpublish" ? ("draft" as const) : ("published" as const),
                };
      // A module on the site is moved or removed in its draft: the site has not changed yet.
      const live = formText(form, "live") === "1";
      const done: Record<string, string> = {
        "module-remove": live ? "removalDrafted" : "moduleRemoved",
        ...(live ? { "module-up": "moveDrafted", "module-down": "moveDrafted" } : {}),
        "module-discard": "draftDiscarded",
        "module-publish-draft": "draftPublished",
      };
      return pageAnswer(await changeModule(actor, id, version, moduleId, change), done[intent] ?? "moduleChanged");
    }
    case "modules-publish-drafts":
      return pageAnswer(await publishModuleDrafts(actor, id, version), "draftPublished");
    case "module-save": {
      const moduleId = positiveId(form.get("module"), "module");
      // The background's pictures sent with the form (without JavaScript) are stored first, as the page's are.
      const refusedModulePictures = await readModulePictures(form, actor);
      const submission = parseSubmission(form, moduleSchema);
      const formName = `module-${moduleId}`;
      if (submission.status !== "success") return formReply(submission, { form: formName }, { moduleId });
      if (Object.keys(refusedModulePictures).length > 0)
        return formReply(
          submission,
          { form: formName, fieldErrors: refusedModulePictures, formErrors: ["moduleFields"] },
          { moduleId, problem: "moduleFields" },
        );
      const saved = await changeModule(actor, id, version, moduleId, {
        kind: "configure",
        values: postedModuleValues(form),
        merge: formMergeOf(form),
      });
      return pageFormAnswer(submission, saved, {
        ...answering,
        form: formName,
        // A published module's save is its draft: the site has not changed yet.
        done: formText(form, "live") === "1" ? "draftSaved" : "moduleChanged",
        moduleId,
        describe: moduleLookDescriber(
          ADMIN_PAGE_MODULES_MESSAGES[user.language],
          moduleFieldDescriber(p, await relationLabels(user.language, p)),
        ),
        auditKeyOf: moduleAuditKey(moduleId),
      });
    }
    default:
      return badRequest("intent");
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.page.name} | ${loaderData.p.title} | ${loaderData.m.backOfficeTitle}` : "" },
  ];
}

export default function PageEditor({ loaderData }: Route.ComponentProps) {
  const { p, mm, e, f, language, page, values, modules, relations, fallback } = loaderData;
  // Every answer, a form's or a button's, says what was done, refused or met meanwhile in these words.
  const outcome: PageAnswer | undefined = useActionData<typeof action>();
  const [search] = useSearchParams();
  const busy = useFormBusy();
  const done = outcome?.done ?? (search.get("created") ? "created" : undefined);
  const doneText = done ? ((p.done as Record<string, string>)[done] ?? mm.done[done]) : undefined;
  const fieldLabel = (field: string) =>
    field.startsWith("module ")
      ? fill(p.fieldNames.module, { id: field.slice(7) })
      : (p.fieldNames[field as keyof typeof p.fieldNames] ?? field);
  return (
    <div className="container page-body admin-page admin-pages" lang={language}>
      <p>
        <Link to="/admin/pages/" className="back-link">
          {p.backToPages}
        </Link>
      </p>
      <h1 id="page-title">{page.name}</h1>
      {doneText ? <output className="form-success">{outcome?.together ?? doneText}</output> : null}
      {outcome?.conflict && !outcome.choices ? (
        <EditConflict changes={outcome.conflict} m={e} language={language} fieldLabel={fieldLabel} />
      ) : null}
      {outcome?.problem ? (
        <p className="form-alert" role="alert">
          {p.problems[outcome.problem] ?? mm.problems[outcome.problem] ?? outcome.problem}
        </p>
      ) : null}
      <PageStatusPanel page={page} p={p} busy={busy} />
      <PageEditorForm
        page={page}
        values={values}
        answer={outcome}
        languages={LANGUAGES}
        fallback={fallback}
        p={p}
        e={e}
        f={f}
        busy={busy}
        base={loaderData.base}
        u={loaderData.u}
        megapixels={loaderData.megapixels}
      />
      <PageModulesEditor
        key={`modules-${page.version}`}
        modules={modules}
        answer={outcome}
        version={page.version}
        relations={relations}
        previews={page.previews}
        pictures={{ m: loaderData.u, megapixels: loaderData.megapixels }}
        p={p}
        mm={mm}
        toolbar={loaderData.toolbar}
        e={e}
        f={f}
        busy={busy}
      />
    </div>
  );
}
