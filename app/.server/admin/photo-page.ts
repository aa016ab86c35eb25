// The photo page of a property or of a project, as its two routes share it: what the page shows,
// what its forms do (upload, order and cover, delete, captions and alt texts), and the upload address
// its script sends each file to. Only the owner's kind differs between the two.
import { data } from "react-router";
import { z } from "zod";
import { type PhotoOrderChange, parsePhotoIds } from "../../domain/photo-order.ts";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_EDITING_MESSAGES } from "../../i18n/messages/admin-editing.ts";
import { ADMIN_PHOTOS_MESSAGES } from "../../i18n/messages/admin-photos.ts";
import {
  type AdminPhoto,
  photoTextField as allTextsFieldName,
  PHOTO_TEXT_MAX,
  photoTextFields,
  photoTextsOf,
} from "../../shared/admin-photo-view.ts";
import { type Localized, localize } from "../../shared/localize.ts";
import type { PhotoUploadResult } from "../../shared/photo-upload-limits.ts";
import type { SignedInUser } from "../auth/session.ts";
import { projectHref } from "../catalog/projects/projects.ts";
import { canonicalPropertyPath } from "../catalog/property-lookup.ts";
import { formText, readFormBody } from "../form-body.ts";
import { badRequest, notFound } from "../http-errors.ts";
import { dataDir } from "../images/data-dir.ts";
import { MAX_INPUT_PIXELS } from "../images/image-store.ts";
import { PICTURE_QUEUE_RETRY_AFTER_SECONDS } from "../images/picture-queue.ts";
import { siteData } from "../site-settings.ts";
import { conflictView, type FieldDescription, formBase, formMergeOf, savedTogether } from "./edit-merge-form.ts";
import { databaseNow, recordVersion } from "./edit-record.ts";
import { listingPhotoAlts } from "./photo-alt-default.ts";
import { receivePhotos } from "./photo-upload-action.ts";
import {
  changePhotoList,
  ownerPhotos,
  type PhotoListChange,
  type PhotoOwner,
  type PhotoOwnerSummary,
  type PhotoRow,
  photoOwner,
  saveAllPhotoTexts,
  savePhotoTexts,
} from "./photos.ts";

const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/** A file refused because the picture queue was full: the answer says when to send it again. */
const BUSY = { status: 503, headers: { ...PRIVATE, "Retry-After": String(PICTURE_QUEUE_RETRY_AFTER_SECONDS) } };

function isBusy(results: PhotoUploadResult[]): boolean {
  return results.some((result) => "refused" in result && result.refused === "busy");
}

/** The owner of the address; anything but a plain positive number is the 404 page. */
function ownerOf(kind: PhotoOwner["kind"], id: number): PhotoOwner {
  return { kind, id };
}

/** The owner's editor in the back office: where the photo page's back link goes. */
export function ownerEditorPath(owner: PhotoOwner): string {
  return owner.kind === "property" ? `/admin/properties/${owner.id}/` : `/admin/projects/${owner.id}/`;
}

/** This page's upload address for the script. */
function uploadPath(owner: PhotoOwner): string {
  return `${ownerEditorPath(owner)}photos/upload/`;
}

/** Where visitors see the owner, in the staff member's language when the site has it; undefined while unpublished. */
async function sitePath(
  owner: PhotoOwner,
  found: PhotoOwnerSummary,
  language: Language,
  fallback: Language,
): Promise<string | undefined> {
  if (found.status !== "published") return undefined;
  if (owner.kind === "property") return canonicalPropertyPath(owner.id, language, fallback);
  const title = localize(found.titles, language, fallback) || found.title;
  return projectHref(language, { id: owner.id, title, externalUrl: found.externalUrl }).href;
}

function view(row: PhotoRow, languages: readonly Language[]): AdminPhoto {
  return {
    base: formBase(photoTextFields(row, languages)),
    id: row.id,
    key: row.fileKey,
    width: row.width,
    height: row.height,
    captions: row.captions,
    alts: row.alts,
    version: recordVersion(row.updatedAt),
  };
}

/** The owner's photos as the photo forms show them, in their order, with their texts' versions and bases. */
export async function photoViews(owner: PhotoOwner, languages: readonly Language[]): Promise<AdminPhoto[]> {
  return (await ownerPhotos(owner)).map((row) => view(row, languages));
}

/** What the photo page shows: the owner, its photos, the forms' versions and the staff member's texts. */
export async function photoPageData(user: SignedInUser, kind: PhotoOwner["kind"], id: number) {
  const owner = ownerOf(kind, id);
  const { settings } = await siteData();
  const found = await photoOwner(owner, user.language, settings.fallback);
  if (!found) notFound();
  const siteLanguage = settings.enabled.includes(user.language) ? user.language : settings.fallback;
  const photos = (await ownerPhotos(owner)).map((row) => view(row, settings.enabled));
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    p: ADMIN_PHOTOS_MESSAGES[user.language],
    e: ADMIN_EDITING_MESSAGES[user.language],
    owner: {
      kind: owner.kind,
      id: owner.id,
      reference: found.reference,
      title: found.title,
      editorPath: ownerEditorPath(owner),
      uploadPath: uploadPath(owner),
      siteHref: await sitePath(owner, found, siteLanguage, settings.fallback),
    },
    languages: settings.enabled,
    seenAt: recordVersion(await databaseNow()),
    photos,
    texts: await allTextsView(owner, settings.enabled, settings.fallback),
    megapixels: Math.floor(MAX_INPUT_PIXELS / 1_000_000),
  };
}

/**
 * What the one texts form of a listing's photos needs besides the photos: the alt text a photo
 * without one gets; undefined for a project, whose photos keep a form each.
 */
export async function allTextsView(owner: PhotoOwner, languages: readonly Language[], fallback: Language) {
  if (owner.kind !== "property") return undefined;
  return { defaultAlts: await listingPhotoAlts(owner.id, languages, fallback) };
}

const listFields = z.object({
  seen: z.string().max(2_000),
  seenAt: z.string().max(40),
});

const photoId = z.coerce.number().int().min(1).max(2_147_483_647);

const textFields = z.object({
  id: photoId,
  version: z.string().max(40),
});

interface SubmittedTexts {
  captions: Localized;
  alts: Localized;
  /** Field names ("alt-nl") whose value was refused. */
  tooLong: string[];
}

/** The captions and alt texts a texts form sent, with the names of the fields that are too long. */
function submittedTexts(form: FormData): SubmittedTexts {
  const captions: Localized = {};
  const alts: Localized = {};
  const tooLong: string[] = [];
  for (const language of LANGUAGES) {
    for (const [name, into] of [
      [`caption-${language}`, captions],
      [`alt-${language}`, alts],
    ] as const) {
      if (!form.has(name)) continue;
      const value = formText(form, name).replace(/\s+/g, " ").trim();
      if (value.length > PHOTO_TEXT_MAX) tooLong.push(name);
      into[language] = value;
    }
  }
  return { captions, alts, tooLong };
}

/** The languages a texts form showed: the others keep what they have. */
function shownLanguages(form: FormData): Language[] {
  return LANGUAGES.filter((language) => form.has(`caption-${language}`) || form.has(`alt-${language}`));
}

/** "Bijschrift (NL)", "Alt-tekst (FR)": a texts form's field in the staff member's language. */
function photoTextField(field: string, language: Language): FieldDescription {
  const p = ADMIN_PHOTOS_MESSAGES[language];
  const code = field.slice(field.indexOf("-") + 1).toUpperCase();
  const template = field.startsWith("alt-") ? p.texts.altIn : p.texts.captionIn;
  return { label: fill(template, { language: code }), shown: (value) => value };
}

/**
 * A photo's texts form saved: merged with what someone saved meanwhile (their changes kept and
 * named), or sent back with the fields both changed to choose, what was typed kept.
 */
async function photoTextsAction(form: FormData, owner: PhotoOwner, user: SignedInUser) {
  const fields = textFields.safeParse(Object.fromEntries(form));
  if (!fields.success) badRequest("id or version");
  const { id } = fields.data;
  const submitted = submittedTexts(form);
  if (submitted.tooLong.length > 0) return data({ texts: { id, submitted } }, { status: 400 });
  const languages = shownLanguages(form);
  const actor = { id: user.id, name: user.name };
  const saved = await savePhotoTexts(owner, id, fields.data.version, submitted, languages, actor, formMergeOf(form));
  if (saved.outcome === "unknownOwner") notFound();
  const describe = (field: string) => photoTextField(field, user.language);
  const e = ADMIN_EDITING_MESSAGES[user.language];
  if (saved.outcome === "conflict") {
    if (!saved.merge) return data({ texts: { id, submitted, changes: saved.changes } }, { status: 409 });
    const { merged, mine, theirs, storedAt } = saved.merge;
    const choices = conflictView(merged, mine, theirs, {
      changes: saved.changes,
      storedAt,
      userId: user.id,
      auditKeyOf: (field) => `photo ${id} ${field.startsWith("alt-") ? "alts" : "captions"}`,
      describe,
      language: user.language,
      e,
    });
    // The form shows the merge: the person's values, and those only the other save changed.
    const shown = { ...photoTextsOf(merged.fields, languages), tooLong: [] };
    return data({ texts: { id, submitted: shown, choices } }, { status: 409 });
  }
  return { saved: { texts: id, together: savedTogether(saved.taken, describe, e) } };
}

/** "Alt-tekst (NL), foto 2": a field of the one texts form in the staff member's language. */
function allTextsField(field: string, order: readonly number[], language: Language): FieldDescription {
  const p = ADMIN_PHOTOS_MESSAGES[language];
  const [kind = "", code = "", id = ""] = field.split("-");
  const template = kind === "alt" ? p.texts.altIn : p.texts.captionIn;
  const photo = fill(p.list.photo, { index: order.indexOf(Number(id)) + 1 });
  return {
    label: `${fill(template, { language: code.toUpperCase() })}, ${photo.toLowerCase()}`,
    shown: (value) => value,
  };
}

/**
 * The one texts form of a listing's photos saved: every photo's fields at once, merged with what
 * someone saved meanwhile, or sent back with what is too long or with the fields to choose.
 */
async function allPhotoTextsAction(form: FormData, owner: PhotoOwner, user: SignedInUser) {
  const order = parsePhotoIds(form.get("photos"));
  if (!order) badRequest("photos");
  const languages = LANGUAGES.filter((language) =>
    order.some(
      (id) => form.has(allTextsFieldName("caption", language, id)) || form.has(allTextsFieldName("alt", language, id)),
    ),
  );
  const submitted: Record<string, string> = {};
  const tooLong: string[] = [];
  const sent = new Map(
    order.map((id) => {
      const texts: { captions: Localized; alts: Localized } = { captions: {}, alts: {} };
      for (const language of languages)
        for (const [kind, into] of [
          ["caption", texts.captions],
          ["alt", texts.alts],
        ] as const) {
          const name = allTextsFieldName(kind, language, id);
          const value = formText(form, name).replace(/\s+/g, " ").trim();
          if (value.length > PHOTO_TEXT_MAX) tooLong.push(name);
          submitted[name] = value;
          into[language] = value;
        }
      return [id, texts];
    }),
  );
  if (tooLong.length > 0) return data({ allTexts: { submitted, tooLong } }, { status: 400 });
  const actor = { id: user.id, name: user.name };
  const seenAt = formText(form, "seenAt").slice(0, 40);
  const saved = await saveAllPhotoTexts(owner, sent, languages, actor, formMergeOf(form), seenAt);
  if (saved.outcome === "unknownOwner") notFound();
  const describe = (field: string) => allTextsField(field, order, user.language);
  const e = ADMIN_EDITING_MESSAGES[user.language];
  if (saved.outcome === "conflict") {
    const { merged, mine, theirs, storedAt } = saved.merge;
    const choices = conflictView(merged, mine, theirs, {
      changes: saved.changes,
      storedAt,
      userId: user.id,
      auditKeyOf: (field) => {
        const [kind, , id] = field.split("-");
        return `photo ${id} ${kind === "alt" ? "alts" : "captions"}`;
      },
      describe,
      language: user.language,
      e,
    });
    // The form shows the merge and goes on with what is stored as its base, so saving again goes through.
    const allTexts = {
      submitted: merged.fields,
      base: formBase(theirs),
      seenAt: recordVersion(await databaseNow()),
      choices,
    };
    return data({ allTexts }, { status: 409 });
  }
  return { saved: { allTexts: true, together: savedTogether(saved.taken, describe, e) } };
}

function listChange(intent: string, form: FormData): PhotoListChange {
  if (intent === "reorder") {
    const order = parsePhotoIds(form.get("order"));
    if (!order) badRequest("order");
    return { kind: "reorder", order } satisfies PhotoOrderChange;
  }
  const id = photoId.safeParse(form.get("id"));
  if (!id.success) badRequest("id");
  if (intent === "up" || intent === "down" || intent === "cover" || intent === "delete")
    return { kind: intent, id: id.data };
  badRequest("intent");
}

/** What the photo page's forms do: each answers what became of it, or the change that came first. */
export async function photoPageAction(request: Request, user: SignedInUser, kind: PhotoOwner["kind"], id: number) {
  const owner = ownerOf(kind, id);
  const { settings } = await siteData();
  // An unknown owner is the 404 page before the body (perhaps many megabytes) is read.
  if (!(await photoOwner(owner, user.language, settings.fallback))) notFound();
  const actor = { id: user.id, name: user.name };
  const form = await readFormBody(request);
  const intent = formText(form, "intent");
  if (intent === "upload") {
    const received = await receivePhotos(form, owner, actor);
    if (received.outcome === "unknownOwner") notFound();
    if (received.outcome === "problem") return data({ upload: { problem: received.problem } }, { status: 400 });
    const added = received.results.some((result) => "added" in result);
    if (isBusy(received.results)) return data({ upload: { results: received.results } }, BUSY);
    return data({ upload: { results: received.results } }, { status: added ? 200 : 400 });
  }
  if (intent === "texts") return photoTextsAction(form, owner, user);
  if (intent === "texts-all") return allPhotoTextsAction(form, owner, user);
  const fields = listFields.safeParse(Object.fromEntries(form));
  const seen = parsePhotoIds(fields.data?.seen);
  if (!fields.success || !seen) badRequest("seen");
  const change = listChange(intent, form);
  const changed = await changePhotoList(owner, seen, fields.data.seenAt, change, actor, dataDir());
  if (changed.outcome === "unknownOwner") notFound();
  if (changed.outcome === "conflict") return data({ listConflict: changed.changes }, { status: 409 });
  return { saved: { list: change.kind === "delete" ? ("removed" as const) : ("saved" as const) } };
}

/** Nothing to show at the upload address: it takes uploads only. */
export function photoUploadLoader(): never {
  throw data("Send photos with POST.", { status: 405, headers: { Allow: "POST", ...PRIVATE } });
}

/** The upload address: the same checks and processing as the page's form, answered as JSON for the script. */
export async function photoUploadAction(
  request: Request,
  user: SignedInUser,
  kind: PhotoOwner["kind"],
  id: number,
): Promise<Response> {
  const owner = ownerOf(kind, id);
  // An unknown owner is refused before the body is read.
  if (!(await photoOwner(owner, user.language, user.language))) notFound();
  const form = await readFormBody(request);
  const received = await receivePhotos(form, owner, { id: user.id, name: user.name });
  if (received.outcome === "unknownOwner") notFound();
  // Every file was looked at: what became of each is the answer, refused ones included.
  if (received.outcome === "processed")
    return Response.json({ results: received.results }, isBusy(received.results) ? BUSY : { headers: PRIVATE });
  return Response.json({ problem: received.problem }, { status: 400, headers: PRIVATE });
}
