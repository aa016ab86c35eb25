import {
  data,
  Link,
  type ShouldRevalidateFunctionArgs,
  useActionData,
  useNavigation,
  useSearchParams,
} from "react-router";
import { conflictView, formBase, formMergeOf, savedTogether } from "../../.server/admin/edit-merge-form.ts";
import { positiveIdParam } from "../../.server/admin/id-param.ts";
import { pageAnswer, positiveId } from "../../.server/admin/page-answers.ts";
import { pageEditorView, savePageContent } from "../../.server/admin/page-editor.ts";
import { pageFieldNames, postedValues } from "../../.server/admin/page-form.ts";
import { mergePageSave, pageAuditKey, pageFieldDescriber } from "../../.server/admin/page-merge.ts";
import { addModule, changeModule, moduleFieldNames } from "../../.server/admin/page-module-edits.ts";
import { setPageStatus } from "../../.server/admin/page-tree-edits.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { formText, readFormBody } from "../../.server/form-body.ts";
import { badRequest, notFound } from "../../.server/http-errors.ts";
import { EditConflict } from "../../components/admin/edit-conflict.tsx";
import { EditConflictChoices } from "../../components/admin/edit-conflict-choices.tsx";
import { PageEditorForm } from "../../components/admin/pages/page-editor-form.tsx";
import { PageModulesEditor } from "../../components/admin/pages/page-modules-editor.tsx";
import { PageStatusPanel } from "../../components/admin/pages/page-status-panel.tsx";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_EDITING_MESSAGES } from "../../i18n/messages/admin-editing.ts";
import { ADMIN_PAGES_MESSAGES } from "../../i18n/messages/admin-pages.ts";
import type { PageActionResult } from "../../shared/page-admin-views.ts";
import type { Route } from "./+types/page";
import "../../styles/admin-editing.css";
import "../../styles/admin-pages.css";

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
    e: ADMIN_EDITING_MESSAGES[user.language],
    ...view,
    /** The fields' fingerprints as the form is opened: a later save on an older version is merged. */
    base: formBase(view.values),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const actor = { id: user.id, name: user.name };
  const id = positiveIdParam(params, "id");
  const form = await readFormBody(request);
  const version = formText(form, "version");
  const intent = formText(form, "intent");
  switch (intent) {
    case "save": {
      // Saved on a version someone saved over (or after choosing): merged field by field first.
      const values = postedValues(form, pageFieldNames());
      const merge = await mergePageSave(id, version, values, formMergeOf(form));
      if (merge.kind === "missing") return notFound();
      const p = ADMIN_PAGES_MESSAGES[user.language];
      const e = ADMIN_EDITING_MESSAGES[user.language];
      const describe = pageFieldDescriber(p);
      if (merge.kind === "conflict") {
        const choices = conflictView(merge.merged, merge.mine, merge.theirs, {
          changes: merge.changes,
          storedAt: merge.storedAt,
          userId: user.id,
          auditKeyOf: pageAuditKey,
          describe,
          language: user.language,
          e,
        });
        return data<PageActionResult>(
          { conflict: merge.changes, choices, values: merge.merged.fields },
          { status: 409 },
        );
      }
      const saved = await savePageContent(actor, id, merge.version, merge.values);
      const together = savedTogether(merge.taken, describe, e);
      if (saved.status === "done" && together) return data<PageActionResult>({ done: "saved", together });
      return pageAnswer(saved, "saved", { values: merge.values });
    }
    case "publish":
    case "unpublish":
      return pageAnswer(
        await setPageStatus(actor, id, version, intent === "publish" ? "published" : "draft"),
        `${intent}ed`,
      );
    case "module-add": {
      const values = postedValues(form, ["relation"]);
      return pageAnswer(await addModule(actor, id, version, values.relation ?? ""), "moduleAdded", { values });
    }
    case "module-up":
    case "module-down":
    case "module-publish":
    case "module-unpublish":
    case "module-remove": {
      const moduleId = positiveId(form.get("module"), "module");
      const change =
        intent === "module-up" || intent === "module-down"
          ? { kind: "move" as const, direction: intent === "module-up" ? ("up" as const) : ("down" as const) }
          : intent === "module-remove"
            ? { kind: "remove" as const }
            : {
                kind: "status" as const,
                status: intent === "module-publish" ? ("published" as const) : ("draft" as const),
              };
      return pageAnswer(
        await changeModule(actor, id, version, moduleId, change),
        intent === "module-remove" ? "moduleRemoved" : "moduleChanged",
      );
    }
    case "module-save": {
      const moduleId = positiveId(form.get("module"), "module");
      const values = postedValues(form, moduleFieldNames());
      return pageAnswer(
        await changeModule(actor, id, version, moduleId, { kind: "configure", values }),
        "moduleChanged",
        { values, moduleId },
      );
    }
    default:
      return badRequest("intent");
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.page.name} | ${loaderData.p.title} | ${loaderData.m.title}` : "" }];
}

export default function PageEditor({ loaderData }: Route.ComponentProps) {
  const { p, e, language, page, values, modules, relations, fallback } = loaderData;
  const outcome = useActionData<typeof action>();
  const [search] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const done = (outcome?.done ?? (search.get("created") ? "created" : undefined)) as keyof typeof p.done | undefined;
  // The page's form shows what was posted when the save was refused; else the page as saved.
  const pageRefused =
    outcome &&
    (outcome.problem || outcome.conflict) &&
    outcome.moduleId === undefined &&
    outcome.values &&
    "name" in outcome.values;
  const formValues = pageRefused && outcome.values ? outcome.values : values;
  const moduleRefused =
    outcome?.problem && (outcome.moduleId !== undefined || (outcome.values && "relation" in outcome.values))
      ? {
          problem: outcome.problem,
          fields: outcome.fields ?? {},
          values: outcome.values ?? {},
          ...(outcome.moduleId ? { moduleId: outcome.moduleId } : {}),
        }
      : undefined;
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
      {done && p.done[done] ? <output className="form-success">{outcome?.together ?? p.done[done]}</output> : null}
      {outcome?.conflict && !outcome.choices ? (
        <EditConflict changes={outcome.conflict} m={e} language={language} fieldLabel={fieldLabel} />
      ) : null}
      {outcome?.problem ? (
        <p className="form-alert" role="alert">
          {p.problems[outcome.problem] ?? outcome.problem}
        </p>
      ) : null}
      <PageStatusPanel page={page} p={p} busy={busy} />
      <PageEditorForm
        key={`${page.version}${pageRefused ? "-posted" : ""}`}
        page={page}
        values={formValues}
        errors={pageRefused ? outcome?.fields : undefined}
        languages={LANGUAGES}
        fallback={fallback}
        p={p}
        e={e}
        busy={busy}
        base={loaderData.base}
        conflict={outcome?.choices ? <EditConflictChoices view={outcome.choices} e={e} busy={busy} /> : null}
      />
      <PageModulesEditor
        key={`modules-${page.version}`}
        modules={modules}
        refused={moduleRefused}
        version={page.version}
        relations={relations}
        p={p}
        busy={busy}
      />
    </div>
  );
}
