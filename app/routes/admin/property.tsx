import { data, Link, redirect, useActionData, useNavigation } from "react-router";
import { BASE_FIELD, conflictView, formBase, formMergeOf, savedTogether } from "../../.server/admin/edit-merge-form.ts";
import { recordVersion } from "../../.server/admin/edit-record.ts";
import { positiveIdParam } from "../../.server/admin/id-param.ts";
import {
  createListing,
  duplicateListing,
  type EditOutcome,
  type ListingConflict,
  loadListing,
  publishListing,
  saveListing,
  takeOffline,
} from "../../.server/admin/listing-editor.ts";
import { type KnownChoices, readListingForm, submittedFields } from "../../.server/admin/listing-form.ts";
import {
  editorFields,
  editorGroups,
  errorSentences,
  listingAuditKey,
  listingFieldDescriber,
} from "../../.server/admin/listing-view.ts";
import { listingChoices } from "../../.server/admin/listings.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import type { SignedInUser } from "../../.server/auth/session.ts";
import { canonicalPropertyPath } from "../../.server/catalog/property-lookup.ts";
import { formText, readFormBody } from "../../.server/form-body.ts";
import { badRequest, notFound } from "../../.server/http-errors.ts";
import { siteData } from "../../.server/site-settings.ts";
import { EditConflict } from "../../components/admin/edit-conflict.tsx";
import { EditConflictChoices } from "../../components/admin/edit-conflict-choices.tsx";
import { ListingEditorForm } from "../../components/admin/listing-editor/listing-editor-form.tsx";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_COMPLIANCE_MESSAGES } from "../../i18n/messages/admin-compliance.ts";
import { ADMIN_EDITING_MESSAGES } from "../../i18n/messages/admin-editing.ts";
import { ADMIN_LISTING_MESSAGES } from "../../i18n/messages/admin-listings.ts";
import { mayUseIntent } from "../../shared/admin-pages.ts";
import type { EditConflictView } from "../../shared/edit-conflict-view.ts";
import type { Route } from "./+types/property";
import "../../styles/admin-editing.css";

/** "new", or the id of a listing; anything else is the 404. */
function listingId(params: { id: string }): number | null {
  return params.id === "new" ? null : positiveIdParam(params, "id");
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const id = listingId(params);
  const stored = id === null ? null : ((await loadListing(id)) ?? notFound());
  const { settings } = await siteData();
  const t = ADMIN_LISTING_MESSAGES[user.language];
  const { groups, energy } = editorGroups(user.language, t);
  const search = new URL(request.url).searchParams;
  const title = stored?.texts.find((text) => text.language === user.language)?.title ?? stored?.texts[0]?.title;
  const fields = editorFields(stored);
  const choices = await listingChoices(user.language, settings.fallback);
  const e = ADMIN_EDITING_MESSAGES[user.language];
  // A save merged with another: the fields it took from that save, named once on the page it led back to.
  const taken = (search.get("taken") ?? "").split(",").filter(Boolean).slice(0, 50);
  const describe = listingFieldDescriber(t, e.choose, choices, [...groups.flatMap((group) => group.fields), ...energy]);
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    t,
    e,
    c: ADMIN_COMPLIANCE_MESSAGES[user.language],
    heading: stored ? fill(t.editTitle, { name: stored.row.reference ?? title ?? String(stored.row.id) }) : t.newTitle,
    version: stored ? recordVersion(stored.row.updatedAt) : null,
    base: stored ? formBase(fields) : null,
    fields,
    choices,
    takenNotice: savedTogether(taken, describe, e),
    groups,
    energy,
    languages: LANGUAGES.filter((language) => settings.enabled.includes(language)),
    agencyPosition: { latitude: settings.agency.latitude, longitude: settings.agency.longitude },
    fromFeed: stored?.row.source === "feed",
    notice: search.get("done"),
    publish: {
      id,
      status: stored?.row.status ?? ("draft" as const),
      archived: Boolean(stored?.row.archivedAt),
      override: stored?.row.complianceOverride ?? null,
      publicPath:
        id === null ? null : ((await canonicalPropertyPath(id, settings.fallback, settings.fallback)) ?? null),
      previewPath: id === null ? null : `/${settings.fallback}/preview/property/${id}/`,
      photosPath: id === null ? null : `/admin/properties/${id}/photos/`,
      documentsPath: id === null ? null : `/admin/properties/${id}/documents/`,
      manager: mayUseIntent(user.role, "property", "publish-override"),
    },
  };
}

type Problem =
  | { problem: "invalid"; errors: Record<string, string>; submitted: Record<string, string> }
  | {
      problem: "conflict";
      changes: Extract<EditOutcome, { kind: "conflict" }>["changes"];
      /** Field by field, when the form's typing was merged with what was saved meanwhile. */
      choices?: EditConflictView;
      errors?: Record<string, string>;
      submitted: Record<string, string>;
    }
  | { problem: "refused"; submitted: Record<string, string> };

/** The answer to a change that did not go through: the form comes back as it was sent. */
async function notDone(
  outcome: Exclude<EditOutcome, { kind: "done" }>,
  submitted: Record<string, string>,
  id: number,
  user: SignedInUser,
) {
  if (outcome.kind === "missing") notFound();
  if (outcome.kind === "conflict" && outcome.merge)
    return mergeConflict(outcome.changes, outcome.merge, submitted, user);
  if (outcome.kind === "conflict") {
    // A change of status (archive, ...) made on an older version: said, and the next click goes through.
    const stored = (await loadListing(id)) ?? notFound();
    const version = recordVersion(stored.row.updatedAt);
    return data<Problem>(
      { problem: "conflict", changes: outcome.changes, submitted: { ...submitted, version } },
      { status: 409 },
    );
  }
  return data<Problem>({ problem: "refused", submitted }, { status: 400 });
}

/**
 * The typing merged with what was saved meanwhile, shown again with the fields to choose; the form
 * now carries the stored version and its fields as the base, so saving again goes through.
 */
async function mergeConflict(
  changes: Extract<EditOutcome, { kind: "conflict" }>["changes"],
  merge: ListingConflict,
  submitted: Record<string, string>,
  user: SignedInUser,
) {
  const { settings } = await siteData();
  const t = ADMIN_LISTING_MESSAGES[user.language];
  const e = ADMIN_EDITING_MESSAGES[user.language];
  const { groups, energy } = editorGroups(user.language, t);
  const choices = await listingChoices(user.language, settings.fallback);
  const describe = listingFieldDescriber(t, e.choose, choices, [...groups.flatMap((group) => group.fields), ...energy]);
  const view = conflictView(merge.merged, merge.mine, merge.theirs, {
    changes,
    storedAt: merge.storedAt,
    userId: user.id,
    auditKeyOf: listingAuditKey,
    describe,
    language: user.language,
    e,
  });
  const kept = Object.fromEntries(Object.entries(submitted).filter(([name]) => !name.startsWith("resolve.")));
  return data<Problem>(
    {
      problem: "conflict",
      changes,
      choices: view,
      ...(merge.invalid ? { errors: errorSentences(merge.invalid, t) } : {}),
      submitted: { ...kept, ...merge.merged.fields, version: merge.version, [BASE_FIELD]: formBase(merge.theirs) },
    },
    { status: 409 },
  );
}

const INTENTS = ["save", "publish", "publish-override", "unpublish", "archive", "unarchive", "duplicate"] as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const actor = { id: user.id, name: user.name };
  const id = listingId(params);
  const form = await readFormBody(request);
  const intent = INTENTS.find((known) => known === form.get("intent")) ?? badRequest("intent");
  const t = ADMIN_LISTING_MESSAGES[user.language];
  const back = (done: string, to = id) => redirect(`/admin/properties/${to}/?done=${done}`);

  if (id !== null && (intent === "unpublish" || intent === "archive" || intent === "unarchive")) {
    const outcome = await takeOffline(id, form.get("version"), intent, actor);
    return outcome.kind === "done" ? back(intent) : notDone(outcome, submittedFields(form), id, user);
  }
  if (id !== null && intent === "duplicate") {
    const copy = (await duplicateListing(id, actor)) ?? notFound();
    return back("created", copy);
  }

  const { settings } = await siteData();
  const { types, projects } = await listingChoices(user.language, settings.fallback);
  const known: KnownChoices = {
    types,
    projectIds: new Set(projects.map((project) => project.id)),
    defaultLanguage: settings.fallback,
  };
  const parsed = readListingForm(form, known);
  if (!parsed.ok)
    return data<Problem>(
      { problem: "invalid", errors: errorSentences(parsed.errors, t), submitted: parsed.submitted },
      { status: 400 },
    );
  if (id === null) return back("created", await createListing(parsed.input, actor));

  const override = intent === "publish-override" ? formText(form, "overrideReason").trim() : undefined;
  if (override !== undefined && !mayUseIntent(user.role, "property", "publish-override"))
    badRequest("only a manager may publish despite missing mentions");
  const submitted = submittedFields(form);
  const saved = await saveListing(id, form.get("version"), parsed.input, actor, {
    ...formMergeOf(form),
    read: (fields) => readListingForm(formDataOf(fields), known),
  });
  if (saved.kind !== "done") return notDone(saved, submitted, id, user);
  if (intent === "save") {
    const taken = saved.taken ?? [];
    return taken.length > 0
      ? redirect(`/admin/properties/${id}/?done=saved&taken=${encodeURIComponent(taken.join(","))}`)
      : back("saved");
  }

  // The edit is kept; the exception waits for its reason.
  if (override !== undefined && override.length < 10) {
    const stored = await loadListing(id);
    return data<Problem>(
      {
        problem: "invalid",
        errors: { overrideReason: t.publish.overrideNeedsReason },
        submitted: {
          ...submitted,
          version: stored ? recordVersion(stored.row.updatedAt) : "",
          [BASE_FIELD]: stored ? formBase(editorFields(stored)) : "",
        },
      },
      { status: 400 },
    );
  }
  // The save just made is the version to publish.
  const stored = (await loadListing(id)) ?? notFound();
  const published = await publishListing(id, recordVersion(stored.row.updatedAt), actor, { override });
  if (published.kind !== "done")
    return notDone(
      published,
      { ...submitted, version: recordVersion(stored.row.updatedAt), [BASE_FIELD]: formBase(editorFields(stored)) },
      id,
      user,
    );
  return back("published");
}

/** Fields as a form would post them, for the form's own reader. */
function formDataOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.heading} | ${loaderData.m.title}` : "" }];
}

/** What the last change did, told once on the page it led back to. */
function noticeOf(
  done: string | null,
  t: (typeof ADMIN_LISTING_MESSAGES)["nl"],
  e: (typeof ADMIN_EDITING_MESSAGES)["nl"],
) {
  switch (done) {
    case "created":
      return t.created;
    case "saved":
      return e.saved;
    case "published":
      return t.publish.published;
    case "unpublish":
      return t.publish.unpublished;
    case "archive":
      return t.publish.archivedDone;
    case "unarchive":
      return t.publish.unarchivedDone;
    default:
      return null;
  }
}

export default function PropertyEditor({ loaderData }: Route.ComponentProps) {
  const { t, e, c, language } = loaderData;
  const answer: Problem | undefined = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const fields = answer?.submitted ?? loaderData.fields;
  // A refused form keeps the version it was opened with; a conflict's answer carries the stored
  // version (and its fields as the base), so saving again goes through.
  const version = answer?.submitted.version ?? loaderData.version;
  const notice = loaderData.takenNotice ?? noticeOf(loaderData.notice, t, e);
  return (
    <div className="container page-body admin-page" lang={language}>
      <Link to="/admin/properties/" className="back-link">
        {t.backToList}
      </Link>
      <h1 id="page-title">{loaderData.heading}</h1>
      {notice && !answer ? <output className="form-success">{notice}</output> : null}
      {answer?.problem === "invalid" ? (
        <p className="form-alert" role="alert">
          {e.invalid}
        </p>
      ) : null}
      {answer?.problem === "refused" ? (
        <p className="form-alert" role="alert">
          {t.publish.refused}
        </p>
      ) : null}
      {answer?.problem === "conflict" && !answer.choices ? (
        <EditConflict changes={answer.changes} m={e} language={language} />
      ) : null}
      {loaderData.fromFeed ? <p className="admin-notice">{t.feedNotice}</p> : null}
      <ListingEditorForm
        key={`${loaderData.version}-${answer ? JSON.stringify(answer).length : 0}`}
        t={t}
        e={e}
        version={version}
        base={answer?.submitted.base ?? loaderData.base}
        fields={fields}
        errors={answer?.problem === "invalid" || answer?.problem === "conflict" ? (answer.errors ?? {}) : {}}
        conflict={
          answer?.problem === "conflict" && answer.choices ? (
            <EditConflictChoices view={answer.choices} e={e} busy={busy} />
          ) : null
        }
        choices={loaderData.choices}
        groups={loaderData.groups}
        energy={loaderData.energy}
        languages={loaderData.languages}
        mentions={c.mentions}
        regions={c.regions}
        publish={loaderData.publish}
        refused={answer?.problem === "refused"}
        agencyPosition={loaderData.agencyPosition}
        busy={busy}
      />
    </div>
  );
}
