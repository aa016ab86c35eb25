import { redirect, type ShouldRevalidateFunctionArgs, useActionData } from "react-router";
import { formReply, parseSubmission } from "../../.server/admin/form-reply.ts";
import { positiveId } from "../../.server/admin/id-param.ts";
import { pageAnswer, pageFormAnswer } from "../../.server/admin/page-answers.ts";
import { pageTreeView } from "../../.server/admin/page-editor.ts";
import {
  createPage,
  deletePage,
  movePage,
  openBranches,
  reorderPage,
  setPageInMenu,
  setPageStatus,
} from "../../.server/admin/page-tree-edits.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { formText, readFormBody } from "../../.server/form-body.ts";
import { badRequest } from "../../.server/http-errors.ts";
import { siteData } from "../../.server/site-settings.ts";
import { lastResultOf } from "../../components/admin/admin-form.ts";
import { EditConflict } from "../../components/admin/edit-conflict.tsx";
import { AddPageForm } from "../../components/admin/pages/add-page-form.tsx";
import { PageTreeList } from "../../components/admin/pages/page-tree-list.tsx";
import { newPageSchema } from "../../domain/admin-forms/page-forms.ts";
import { segmentFromInput } from "../../domain/page-slugs.ts";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_EDITING_MESSAGES } from "../../i18n/messages/admin-editing.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import { ADMIN_PAGE_MODULES_MESSAGES } from "../../i18n/messages/admin-page-modules.ts";
import { ADMIN_PAGES_MESSAGES } from "../../i18n/messages/admin-pages.ts";
import type { Localized } from "../../shared/localize.ts";
import type { PageAnswer } from "../../shared/page-admin-views.ts";
import { fieldName } from "../../shared/page-form-fields.ts";
import type { Route } from "./+types/pages";

/** The add-a-page form's name in the action's answers. */
const ADD_FORM = "add-page";

import "../../styles/admin-editing.css";
import "../../styles/admin-pages.css";
import "../../styles/admin-page-tree.css";
import { useFormBusy } from "../../components/forms/form-busy.ts";

/**
 * A save refused because someone else saved first (409) shows the page as it is now: the form then
 * carries the current version, so saving again after a look goes through. React Router keeps the
 * old data after a 4xx unless told.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

/** The menu as a tree, with what a manager can do to each page, and the form to add one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  return {
    opened: openBranches(new URL(request.url).searchParams.get("open")),
    mm: ADMIN_PAGE_MODULES_MESSAGES[user.language],
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    p: ADMIN_PAGES_MESSAGES[user.language],
    e: ADMIN_EDITING_MESSAGES[user.language],
    f: adminFormTexts(user.language),
    ...(await pageTreeView(user.language)),
  };
}

/** A new free page from its form: checked, its paths made from the titles where left empty, added as a draft. */
async function addPage(actor: { id: string; name: string }, form: FormData, language: Language) {
  const submission = parseSubmission(form, newPageSchema);
  if (submission.status !== "success") return formReply(submission, { form: ADD_FORM });
  const { name, parent, title = {}, slug = {} } = submission.value;
  const titles: Localized = {};
  const slugs: Localized = {};
  for (const code of LANGUAGES) {
    const typed = title[code] ?? "";
    if (typed) titles[code] = typed;
    const segment = segmentFromInput(slug[code] ?? "", typed, code);
    if (segment) slugs[code] = segment;
  }
  const { fallback } = (await siteData()).settings;
  if (!titles[fallback])
    return formReply(
      submission,
      { form: ADD_FORM, fieldErrors: { [fieldName.title(fallback)]: ["missing"] }, formErrors: ["segments"] },
      { problem: "segments" },
    );
  const outcome = await createPage(actor, { name, parentId: parent ? Number(parent) : null, titles, slugs });
  if (outcome.status === "done") throw redirect(`/admin/pages/${outcome.value.id}/?created=1`);
  return pageFormAnswer(submission, outcome, {
    form: ADD_FORM,
    done: "created",
    userId: actor.id,
    language,
    e: ADMIN_EDITING_MESSAGES[language],
    describe: (field) => ({ label: field, shown: (value) => value }),
    auditKeyOf: (field) => field,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const actor = { id: user.id, name: user.name };
  const form = await readFormBody(request);
  const intent = formText(form, "intent");
  if (intent === "add") return addPage(actor, form, user.language);
  const id = positiveId(form.get("id"), "id");
  const version = formText(form, "version");
  switch (intent) {
    case "up":
    case "down":
      return pageAnswer(await reorderPage(actor, id, version, intent), "reordered");
    case "publish":
    case "unpublish":
      return pageAnswer(
        await setPageStatus(actor, id, version, intent === "publish" ? "published" : "draft"),
        `${intent}ed`,
      );
    case "show":
    case "hide":
      return pageAnswer(
        await setPageInMenu(actor, id, version, intent === "show"),
        intent === "show" ? "shown" : "hidden",
      );
    case "move": {
      const parent = formText(form, "parent");
      return pageAnswer(await movePage(actor, id, version, parent ? positiveId(parent, "parent") : null), "moved");
    }
    case "remove":
      return pageAnswer(await deletePage(actor, id, version), "removed");
    default:
      return badRequest("intent");
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.p.title} | ${loaderData.m.backOfficeTitle}` : "" }];
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  const { p, mm, e, f, language, tree, parents, fallback, opened } = loaderData;
  const outcome: PageAnswer | undefined = useActionData<typeof action>();
  const adding = outcome?.form === ADD_FORM;
  const busy = useFormBusy();
  const done = outcome?.done as keyof typeof p.done | undefined;
  const fieldLabel = (field: string) =>
    field.startsWith("module ")
      ? fill(p.fieldNames.module, { id: field.slice(7) })
      : (p.fieldNames[field as keyof typeof p.fieldNames] ?? field);
  return (
    <div className="container page-body admin-page admin-pages" lang={language}>
      <h1 id="page-title">{p.title}</h1>
      <p>{p.intro}</p>
      {done && p.done[done] ? <output className="form-success">{p.done[done]}</output> : null}
      {outcome?.conflict ? (
        <EditConflict changes={outcome.conflict} m={e} language={language} fieldLabel={fieldLabel} />
      ) : null}
      {outcome?.problem && !adding ? (
        <p className="form-alert" role="alert">
          {p.problems[outcome.problem] ?? outcome.problem}
        </p>
      ) : null}
      <PageTreeList tree={tree} opened={opened} p={p} mm={mm} parents={parents} busy={busy} />
      {outcome?.problem && adding ? (
        <p className="form-alert" role="alert">
          {p.problems[outcome.problem] ?? outcome.problem}
        </p>
      ) : null}
      <AddPageForm
        p={p}
        parents={parents}
        languages={LANGUAGES}
        fallback={fallback}
        f={f}
        lastResult={lastResultOf(outcome, ADD_FORM)}
        busy={busy}
      />
    </div>
  );
}
