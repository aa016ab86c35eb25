import { useMemo } from "react";
import { redirect, useActionData, useNavigation } from "react-router";
import { BASE_FIELD, conflictView, formBase, formMergeOf, savedTogether } from "../../.server/admin/edit-merge-form.ts";
import { type ChangeSince, recordVersion } from "../../.server/admin/edit-record.ts";
import { formReply, parseSubmission, type ReplyOptions } from "../../.server/admin/form-reply.ts";
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
import { formDataOf, listingInputOf, readListingForm, submittedFields } from "../../.server/admin/listing-form.ts";
import { listingMedia } from "../../.server/admin/listing-media.ts";
import {
  agentChoices,
  isOwnerAccount,
  listingOwners,
  ownerChoices,
  readMandate,
} from "../../.server/admin/listing-people.ts";
import { listingTowns } from "../../.server/admin/listing-towns.ts";
import {
  editorFields,
  editorGroups,
  listingAuditKey,
  listingFieldDescriber,
} from "../../.server/admin/listing-view.ts";
import { listingChoices } from "../../.server/admin/listings.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import type { SignedInUser } from "../../.server/auth/session.ts";
import { priceHistory } from "../../.server/catalog/price-history.ts";
import { canonicalPropertyPath } from "../../.server/catalog/property-lookup.ts";
import { formText, readFormBody } from "../../.server/form-body.ts";
import { badRequest, notFound } from "../../.server/http-errors.ts";
import { siteData } from "../../.server/site-settings.ts";
import { lastResultOf } from "../../components/admin/admin-form.ts";
import { EditConflict } from "../../components/admin/edit-conflict.tsx";
import { EditConflictChoices } from "../../components/admin/edit-conflict-choices.tsx";
import { ListingEditorForm } from "../../components/admin/listing-editor/listing-editor-form.tsx";
import { ListingMedia } from "../../components/admin/listing-editor/listing-media.tsx";
import type { OwnerChoice } from "../../components/admin/listing-editor/people-fields.tsx";
import { PriceHistory } from "../../components/admin/listing-editor/price-history.tsx";
import { Link } from "../../components/ui/link.tsx";
import {
  ACCOUNT_ID,
  type ListingFormSetup,
  listingFormSetup,
  listingSchema,
  OWNER_QUERY_MAX,
} from "../../domain/admin-forms/listing-forms.ts";
import { brusselsDay } from "../../domain/brussels-day.ts";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_COMPLIANCE_MESSAGES } from "../../i18n/messages/admin-compliance.ts";
import { ADMIN_EDITING_MESSAGES } from "../../i18n/messages/admin-editing.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import { ADMIN_LISTING_MESSAGES } from "../../i18n/messages/admin-listings.ts";
import { ADMIN_PUBLICATIONS_MESSAGES } from "../../i18n/messages/admin-publications.ts";
import { mayUseIntent } from "../../shared/admin-pages.ts";
import { nestFields } from "../../shared/dotted-fields.ts";
import { type EditConflictView, resolveFieldName } from "../../shared/edit-conflict-view.ts";
import type { Route } from "./+types/property";
import "../../styles/admin-editing.css";
import "../../styles/admin-photos.css";
import "../../styles/admin-documents.css";

/** "new", or the id of a listing; anything else is the 404. */
function listingId(params: { id: string }): number | null {
  return params.id === "new" ? null : positiveIdParam(params, "id");
}

/**
 * The detail groups' fields in the staff member's language, and what the form's schema is built
 * from: the types, projects and the staff who can handle the listing (with `agent`, the one who has
 * it now, even when they no longer work here).
 */
async function editorSetup(language: Language, agent: string | null = null) {
  const { settings } = await siteData();
  const t = ADMIN_LISTING_MESSAGES[language];
  const specs = editorGroups(language, t);
  const agents = (await agentChoices(agent)).map((member) => ({
    id: member.id,
    name: member.working ? member.name : fill(t.fields.agentGone, { name: member.name }),
  }));
  const choices = { ...(await listingChoices(language, settings.fallback)), agents };
  return { settings, t, specs, choices, setup: listingFormSetup(choices, specs, settings.fallback) };
}

/** The owners' accounts as the editor's pick offers them: those not linked to the listing yet. */
async function ownerPick(query: string, id: number | null) {
  const linked = new Set(id === null ? [] : (await listingOwners(id)).map((owner) => owner.id));
  return (await ownerChoices(query))
    .filter((owner) => !linked.has(owner.id))
    .map((owner) => ({
      id: owner.id,
      label: `${owner.name} · ${owner.email}`,
      haystack: `${owner.name} ${owner.email}`.toLowerCase(),
    }));
}

/** A new listing is handled by whoever makes it, under a mandate that starts today; both can be changed. */
function newListingFields(user: SignedInUser): Record<string, string> {
  return { ...editorFields(null), agentId: user.id, mandateStart: brusselsDay(new Date()) };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const id = listingId(params);
  const stored = id === null ? null : ((await loadListing(id)) ?? notFound());
  const { settings, t, specs, choices } = await editorSetup(user.language, stored?.mandate.agentId ?? null);
  const { groups, energy } = specs;
  const search = new URL(request.url).searchParams;
  const title = stored?.texts.find((text) => text.language === user.language)?.title ?? stored?.texts[0]?.title;
  const fields = stored ? editorFields(stored) : newListingFields(user);
  const e = ADMIN_EDITING_MESSAGES[user.language];
  // A save merged with another: the fields it took from that save, named once on the page it led back to.
  const taken = (search.get("taken") ?? "").split(",").filter(Boolean).slice(0, 50);
  const describe = listingFieldDescriber(
    t,
    e.choose,
    choices,
    [...groups.flatMap((group) => group.fields), ...energy],
    user.language,
  );
  const version = stored ? recordVersion(stored.row.updatedAt) : null;
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    t,
    e,
    f: adminFormTexts(user.language),
    c: ADMIN_COMPLIANCE_MESSAGES[user.language],
    heading: stored ? fill(t.editTitle, { name: stored.row.reference ?? title ?? String(stored.row.id) }) : t.newTitle,
    version,
    // The fields as the form posts them, with the version and fingerprints a merge compares against.
    fields: nestFields({
      ...fields,
      ...(version && stored ? { version, [BASE_FIELD]: formBase(fields) } : {}),
    }),
    defaultLanguage: settings.fallback,
    choices,
    takenNotice: savedTogether(taken, describe, e),
    groups,
    energy,
    languages: LANGUAGES.filter((language) => settings.enabled.includes(language)),
    agencyPosition: { latitude: settings.agency.latitude, longitude: settings.agency.longitude },
    towns: await listingTowns(),
    fromFeed: stored?.row.source === "feed",
    notice: search.get("done"),
    priceChanges: id === null ? [] : await priceHistory(id),
    publications:
      id === null
        ? null
        : { href: `/admin/properties/${id}/publications/`, label: ADMIN_PUBLICATIONS_MESSAGES[user.language].link },
    // A saved listing takes its photos and documents here; a new one after its first save.
    media: id === null ? null : await listingMedia(id, user.language, settings),
    people: {
      agents: choices.agents.map((agent) => ({ value: agent.id, label: agent.name })),
      owners: id === null ? [] : await listingOwners(id),
      ownerChoices: await ownerPick("", id),
    },
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
      referenceDays: settings.soldPageDays,
      language: user.language,
    },
  };
}

/** What a post that did not go through says beside the form sent back. */
interface Problem {
  problem: "invalid" | "conflict" | "refused";
  /** A conflict: the changes saved since the form's version. */
  changes?: ChangeSince[];
  /** Field by field, when the form's typing was merged with what was saved meanwhile. */
  choices?: EditConflictView;
}

/**
 * The form as posted, some fields replaced (what is stored, with its version and base, once a save
 * went through, or a merge's values), checked and sent back with its errors and what went wrong. A
 * conflict's choices are not kept: the next conflict asks afresh.
 */
function sendBack(
  form: FormData,
  setup: ListingFormSetup,
  replaced: Record<string, string>,
  options: ReplyOptions<"form">,
  problem: Problem,
) {
  const posted = Object.entries(submittedFields(form)).filter(([name]) => !name.startsWith(resolveFieldName("")));
  const submission = parseSubmission(formDataOf({ ...Object.fromEntries(posted), ...replaced }), listingSchema(setup));
  return formReply(submission, options, problem);
}

/**
 * The listing as stored after this request's save, for the form sent back: its fields (with any a
 * merge took from someone else's save, which the posted form lacks), its version and their
 * fingerprints. Fields and base go together: a newer version over the posted fields would let the
 * next save write the posted values over the ones taken.
 */
async function storedState(id: number): Promise<{ version: string } & Record<string, string>> {
  const stored = (await loadListing(id)) ?? notFound();
  const fields = editorFields(stored);
  return { ...fields, version: recordVersion(stored.row.updatedAt), [BASE_FIELD]: formBase(fields) };
}

/** The answer to a change that did not go through: the form comes back as it was sent. */
async function notDone(
  outcome: Exclude<EditOutcome, { kind: "done" }>,
  form: FormData,
  setup: ListingFormSetup,
  user: SignedInUser,
  replaced: Record<string, string> = {},
) {
  if (outcome.kind === "missing") notFound();
  if (outcome.kind === "ownerUnknown")
    return sendBack(form, setup, replaced, { fieldErrors: { addOwner: ["ownerUnknown"] } }, { problem: "invalid" });
  if (outcome.kind === "conflict" && outcome.merge)
    return mergeConflict(outcome.changes, outcome.merge, form, setup, user);
  if (outcome.kind === "conflict")
    // Someone saved between this request's save and its publication: said, and the form carries what
    // the save just made stored, with its version and base, so the next click merges with that other save.
    return sendBack(
      form,
      setup,
      replaced,
      { formErrors: ["conflict"], status: 409 },
      { problem: "conflict", changes: outcome.changes },
    );
  return sendBack(form, setup, replaced, { formErrors: ["refused"] }, { problem: "refused" });
}

/**
 * The typing merged with what was saved meanwhile, shown again with the fields to choose; the form
 * now carries the stored version and its fields as the base, so saving again goes through.
 */
async function mergeConflict(
  changes: ChangeSince[],
  merge: ListingConflict,
  form: FormData,
  setup: ListingFormSetup,
  user: SignedInUser,
) {
  const { t, specs, choices } = await editorSetup(user.language);
  const e = ADMIN_EDITING_MESSAGES[user.language];
  const describe = listingFieldDescriber(
    t,
    e.choose,
    choices,
    [...specs.groups.flatMap((group) => group.fields), ...specs.energy],
    user.language,
  );
  const view = conflictView(merge.merged, merge.mine, merge.theirs, {
    changes,
    storedAt: merge.storedAt,
    userId: user.id,
    auditKeyOf: listingAuditKey,
    describe,
    language: user.language,
    e,
  });
  return sendBack(
    form,
    setup,
    { ...merge.merged.fields, version: merge.version, [BASE_FIELD]: formBase(merge.theirs) },
    { formErrors: ["conflict"], status: 409, ...(merge.invalid ? { fieldErrors: merge.invalid } : {}) },
    { problem: "conflict", changes, choices: view },
  );
}

/** The intent of an owner's unlink button, before the owner's account id. */
const UNLINK_OWNER = "unlink-owner:";

const INTENTS = ["save", "publish", "publish-override", "unpublish", "archive", "unarchive", "duplicate"] as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const actor = { id: user.id, name: user.name };
  const id = listingId(params);
  const form = await readFormBody(request);
  const current = id === null ? null : await readMandate(id);
  const { setup } = await editorSetup(user.language, current?.agentId ?? null);
  // The owner search sent without JavaScript (Conform's validate intent): the pick narrowed, nothing saved.
  if (!form.has("intent")) {
    const submission = parseSubmission(form, listingSchema(setup));
    if (submission.status !== undefined) badRequest("intent");
    const query = formText(form, "ownerQuery").slice(0, OWNER_QUERY_MAX);
    return formReply(submission, {}, { ownerChoices: await ownerPick(query, id) });
  }
  // An owner's unlink button: the form is saved, and the owner unlinked with it.
  const sent = formText(form, "intent");
  const unlink = sent.startsWith(UNLINK_OWNER) ? sent.slice(UNLINK_OWNER.length) : null;
  if (unlink !== null && !ACCOUNT_ID.test(unlink)) badRequest("owner");
  const intent = unlink !== null ? "save" : (INTENTS.find((known) => known === sent) ?? badRequest("intent"));
  const back = (done: string, to = id) => redirect(`/admin/properties/${to}/?done=${done}`);

  if (id !== null && (intent === "unpublish" || intent === "archive" || intent === "unarchive")) {
    // The listing's state alone, whatever version the form was opened on; what was typed is not saved.
    if ((await takeOffline(id, intent, actor)).kind === "missing") notFound();
    return back(intent);
  }
  if (id !== null && intent === "duplicate") {
    const copy = (await duplicateListing(id, actor)) ?? notFound();
    return back("created", copy);
  }

  const submission = parseSubmission(form, listingSchema(setup));
  if (submission.status !== "success") return formReply(submission, {}, { problem: "invalid" } satisfies Problem);
  const read = listingInputOf(submission.value, setup.defaultLanguage);
  if (!read.ok) return formReply(submission, { fieldErrors: read.errors }, { problem: "invalid" } satisfies Problem);
  const owners = { add: submission.value.addOwner, remove: unlink };
  if (owners.add && !(await isOwnerAccount(owners.add)))
    return formReply(submission, { fieldErrors: { addOwner: ["ownerUnknown"] } }, {
      problem: "invalid",
    } satisfies Problem);
  // The first save leads to the listing's editor, at its photos: they and the documents are added there.
  if (id === null)
    return redirect(
      `/admin/properties/${await createListing(read.input, actor, undefined, owners)}/?done=created#photos`,
    );

  const override = intent === "publish-override" ? formText(form, "overrideReason").trim() : undefined;
  if (override !== undefined && !mayUseIntent(user.role, "property", "publish-override"))
    badRequest("only a manager may publish despite missing mentions");
  const saved = await saveListing(
    id,
    form.get("version"),
    read.input,
    actor,
    { ...formMergeOf(form), read: (fields) => readListingForm(formDataOf(fields), setup) },
    owners,
  );
  if (saved.kind !== "done") return notDone(saved, form, setup, user);
  if (intent === "save") {
    const taken = saved.taken ?? [];
    return taken.length > 0
      ? redirect(`/admin/properties/${id}/?done=saved&taken=${encodeURIComponent(taken.join(","))}`)
      : back("saved");
  }

  // The edit is kept (the form now carries what is stored); the exception waits for its reason.
  const stored = await storedState(id);
  if (override !== undefined && override.length < 10)
    return sendBack(
      form,
      setup,
      stored,
      { fieldErrors: { overrideReason: ["overrideNeedsReason"] } },
      { problem: "invalid" },
    );
  // The save just made is the version to publish.
  const published = await publishListing(id, stored.version, actor, { override });
  if (published.kind !== "done") return notDone(published, form, setup, user, stored);
  return back("published");
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.heading} | ${loaderData.m.backOfficeTitle}` : "" }];
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
  const answer = useActionData<typeof action>() as
    | (Partial<Problem> & { result: unknown; form: string; ownerChoices?: OwnerChoice[] })
    | undefined;
  const busy = useNavigation().state !== "idle";
  const notice =
    loaderData.takenNotice ??
    (loaderData.notice === "documents" ? (loaderData.media?.d.saved ?? null) : noticeOf(loaderData.notice, t, e));
  const setup = useMemo(
    () => listingFormSetup(loaderData.choices, loaderData, loaderData.defaultLanguage),
    [loaderData],
  );
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
        <EditConflict changes={answer.changes ?? []} m={e} language={language} />
      ) : null}
      {loaderData.fromFeed ? <p className="admin-notice">{t.feedNotice}</p> : null}
      <ListingEditorForm
        // Drawn afresh for each answer and each stored version: the values, the version and the
        // base it sends back are the form's starting point.
        key={`${loaderData.version}:${answer ? JSON.stringify(answer) : ""}`}
        t={t}
        e={e}
        f={loaderData.f}
        setup={setup}
        defaultValue={loaderData.fields}
        lastResult={lastResultOf(answer)}
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
        towns={loaderData.towns}
        people={{ ...loaderData.people, ownerChoices: answer?.ownerChoices ?? loaderData.people.ownerChoices }}
      />
      {loaderData.media ? (
        <ListingMedia media={loaderData.media} t={t} e={e} f={loaderData.f} language={language} />
      ) : null}
      {loaderData.publications ? (
        <p className="admin-publications-link">
          <Link to={loaderData.publications.href}>{loaderData.publications.label}</Link>
        </p>
      ) : null}
      {loaderData.publish.id !== null ? (
        <PriceHistory changes={loaderData.priceChanges} t={t.priceHistory} language={language} />
      ) : null}
    </div>
  );
}
