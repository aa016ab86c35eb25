import { I18nProvider } from "react-aria-components";
import { data, Link, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { type ChangeSince, recordVersion } from "../../.server/admin/edit-record.ts";
import { receivePhotos } from "../../.server/admin/photo-upload-action.ts";
import {
  changePhotoList,
  databaseNow,
  type PhotoListChange,
  type PhotoRow,
  photoProperty,
  propertyPhotos,
  savePhotoTexts,
} from "../../.server/admin/property-photos.ts";
import { requireSameOrigin } from "../../.server/auth/same-origin.ts";
import { requireStaff } from "../../.server/auth/session.ts";
import { canonicalPropertyPath } from "../../.server/catalog/property-lookup.ts";
import { formText, readFormBody } from "../../.server/form-body.ts";
import { badRequest, notFound } from "../../.server/http-errors.ts";
import { dataDir } from "../../.server/images/data-dir.ts";
import { MAX_INPUT_PIXELS } from "../../.server/images/image-store.ts";
import { siteData } from "../../.server/site-settings.ts";
import { AdminNav } from "../../components/admin/admin-nav.tsx";
import { EditConflict } from "../../components/admin/edit-conflict.tsx";
import { PhotoOrderList } from "../../components/admin/photo-order-list.tsx";
import { PhotoTextsForm, type SubmittedTexts } from "../../components/admin/photo-texts-form.tsx";
import { PhotoUploader } from "../../components/admin/photo-uploader.tsx";
import { reactAriaLinks } from "../../components/admin/react-aria-csp.ts";
import { type PhotoOrderChange, parsePhotoIds, reorderedPhotos } from "../../domain/photo-order.ts";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_EDITING_MESSAGES } from "../../i18n/messages/admin-editing.ts";
import { ADMIN_PHOTOS_MESSAGES, type AdminPhotosMessages } from "../../i18n/messages/admin-photos.ts";
import { type AdminPhoto, PHOTO_TEXT_MAX } from "../../shared/admin-photo-view.ts";
import type { Localized } from "../../shared/localize.ts";
import type { PhotoUploadResult } from "../../shared/photo-upload-limits.ts";
import "../../styles/admin-editing.css";
import "../../styles/admin-photos.css";
import type { Route } from "./+types/property-photos";

// The photo list's React Aria widgets find their style in place (see react-aria-csp.ts).
export function links() {
  return reactAriaLinks();
}

export function headers(): HeadersInit {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

/** The property id of the address; anything but a plain positive number is the 404 page. */
function propertyId(value: string): number {
  if (!/^[1-9][0-9]{0,8}$/.test(value)) notFound();
  return Number(value);
}

function view(row: PhotoRow): AdminPhoto {
  return {
    id: row.id,
    key: row.fileKey,
    width: row.width,
    height: row.height,
    captions: row.captions,
    alts: row.alts,
    version: recordVersion(row.updatedAt),
  };
}

/** A property's photos: upload, order and cover, captions and alt texts, delete. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const id = propertyId(params.id);
  const { settings } = await siteData();
  const property = await photoProperty(id, user.language, settings.fallback);
  if (!property) notFound();
  const siteLanguage = settings.enabled.includes(user.language) ? user.language : settings.fallback;
  return {
    language: user.language,
    manager: user.role === "manager",
    m: ADMIN_MESSAGES[user.language],
    p: ADMIN_PHOTOS_MESSAGES[user.language],
    e: ADMIN_EDITING_MESSAGES[user.language],
    property: {
      ...property,
      siteHref:
        property.status === "published" ? await canonicalPropertyPath(id, siteLanguage, settings.fallback) : undefined,
    },
    languages: settings.enabled,
    seenAt: recordVersion(await databaseNow()),
    photos: (await propertyPhotos(id)).map(view),
    megapixels: Math.floor(MAX_INPUT_PIXELS / 1_000_000),
  };
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

function listChange(intent: string, form: FormData): PhotoListChange {
  if (intent === "reorder") {
    const order = parsePhotoIds(form.get("order"));
    if (!order) badRequest("order");
    return { kind: "reorder", order };
  }
  const id = photoId.safeParse(form.get("id"));
  if (!id.success) badRequest("id");
  if (intent === "up" || intent === "down" || intent === "cover" || intent === "delete")
    return { kind: intent, id: id.data };
  badRequest("intent");
}

export async function action({ request, params }: Route.ActionArgs) {
  requireSameOrigin(request);
  const user = await requireStaff(request);
  const id = propertyId(params.id);
  const { settings } = await siteData();
  // An unknown property is the 404 page before the body (perhaps many megabytes) is read.
  if (!(await photoProperty(id, user.language, settings.fallback))) notFound();
  const actor = { id: user.id, name: user.name };
  const form = await readFormBody(request);
  const intent = formText(form, "intent");
  if (intent === "upload") {
    const received = await receivePhotos(form, id, actor);
    if (received.outcome === "unknownProperty") notFound();
    if (received.outcome === "problem") return data({ upload: { problem: received.problem } }, { status: 400 });
    const added = received.results.some((result) => "added" in result);
    return data({ upload: { results: received.results } }, { status: added ? 200 : 400 });
  }
  if (intent === "texts") {
    const fields = textFields.safeParse(Object.fromEntries(form));
    if (!fields.success) badRequest("id or version");
    const submitted = submittedTexts(form);
    if (submitted.tooLong.length > 0) return data({ texts: { id: fields.data.id, submitted } }, { status: 400 });
    const saved = await savePhotoTexts(id, fields.data.id, fields.data.version, submitted, shownLanguages(form), actor);
    if (saved.outcome === "unknownProperty") notFound();
    if (saved.outcome === "conflict")
      return data({ texts: { id: fields.data.id, submitted, changes: saved.changes } }, { status: 409 });
    return { saved: { texts: fields.data.id } };
  }
  const fields = listFields.safeParse(Object.fromEntries(form));
  const seen = parsePhotoIds(fields.data?.seen);
  if (!fields.success || !seen) badRequest("seen");
  const change = listChange(intent, form);
  const changed = await changePhotoList(id, seen, fields.data.seenAt, change, actor, dataDir());
  if (changed.outcome === "unknownProperty") notFound();
  if (changed.outcome === "conflict") return data({ listConflict: changed.changes }, { status: 409 });
  return { saved: { list: change.kind === "delete" ? ("removed" as const) : ("saved" as const) } };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${pageTitle(loaderData.p, loaderData.property)} | ${loaderData.m.title}` : "" }];
}

function pageTitle(p: AdminPhotosMessages, property: { id: number; reference: string | null; title: string }): string {
  const name = [property.reference, property.title].filter(Boolean).join(" · ") || `#${property.id}`;
  return fill(p.title, { name });
}

/** The photos in the order a change on its way will leave them, so the list moves at once. */
function shownOrder(photos: AdminPhoto[], pending: FormData | undefined): AdminPhoto[] {
  const intent = pending?.get("intent");
  let change: PhotoOrderChange | undefined;
  if (intent === "reorder") {
    const order = parsePhotoIds(pending?.get("order"));
    if (order) change = { kind: "reorder", order };
  } else if (intent === "up" || intent === "down" || intent === "cover") {
    change = { kind: intent, id: Number(pending?.get("id")) };
  }
  const order = change
    ? reorderedPhotos(
        photos.map((photo) => photo.id),
        change,
      )
    : undefined;
  if (!order) return photos;
  return order.flatMap((id) => photos.filter((photo) => photo.id === id));
}

type ActionData = {
  upload?: { results?: PhotoUploadResult[]; problem?: "noFiles" | "tooMany" };
  texts?: { id: number; submitted: SubmittedTexts; changes?: ChangeSince[] };
  listConflict?: ChangeSince[];
  saved?: { texts?: number; list?: "saved" | "removed" };
};

export default function PropertyPhotos({ loaderData }: Route.ComponentProps) {
  const { m, p, e, language, manager, property, photos, languages, seenAt, megapixels } = loaderData;
  const outcome = useActionData<typeof action>() as ActionData | undefined;
  const navigation = useNavigation();
  const shown = shownOrder(photos, navigation.formData);
  const fieldLabel = (field: string) => {
    if (field === "photos") return p.conflict.fields.photos;
    const match = /^photo (\d+) (captions|alts)$/.exec(field);
    if (!match) return field;
    const index = photos.findIndex((photo) => photo.id === Number(match[1]));
    const which = match[2] === "alts" ? p.conflict.fields.alts : p.conflict.fields.captions;
    return index === -1 ? which : `${which} (${fill(p.list.photo, { index: index + 1 })})`;
  };
  return (
    <I18nProvider locale={`${language}-BE`}>
      <div className="container page-body admin-page admin-editor admin-photos" lang={language}>
        <AdminNav m={m} language={language} manager={manager} />
        <Link to={`/admin/properties/${property.id}/`} className="back-link">
          {p.backToListing}
        </Link>
        <h1 id="page-title">{pageTitle(p, property)}</h1>
        {property.siteHref ? (
          <p>
            <a href={property.siteHref}>{p.viewOnSite}</a>
          </p>
        ) : null}
        <PhotoUploader
          uploadUrl={`/admin/properties/${property.id}/photos/upload/`}
          m={p}
          megapixels={megapixels}
          results={outcome?.upload?.results}
          problem={outcome?.upload?.problem}
        />
        <section aria-labelledby="photo-order-title" className="admin-section">
          <h2 id="photo-order-title">{fill(p.list.heading, { count: photos.length })}</h2>
          {photos.length > 1 ? <p className="photo-hint">{p.list.intro}</p> : null}
          {outcome?.listConflict ? (
            <>
              <EditConflict changes={outcome.listConflict} m={e} language={language} fieldLabel={fieldLabel} />
              <p className="form-alert">{p.conflict.list}</p>
            </>
          ) : null}
          {outcome?.saved?.list ? (
            <output className="form-success">{outcome.saved.list === "removed" ? p.list.removed : p.list.saved}</output>
          ) : null}
          <PhotoOrderList
            photos={shown}
            seen={photos.map((photo) => photo.id)}
            seenAt={seenAt}
            languages={languages}
            staffLanguage={language}
            m={p}
          />
        </section>
        {photos.length > 0 ? (
          <section aria-labelledby="photo-texts-title" className="admin-section">
            <h2 id="photo-texts-title">{p.texts.heading}</h2>
            <p className="photo-hint">{p.texts.intro}</p>
            <ul className="photo-texts-list">
              {photos.map((photo, index) => {
                const refused = outcome?.texts?.id === photo.id ? outcome.texts : undefined;
                return (
                  <li key={`${photo.id}-${photo.version}-${refused ? "refused" : ""}`}>
                    {refused?.changes ? (
                      <EditConflict changes={refused.changes} m={e} language={language} fieldLabel={fieldLabel} />
                    ) : null}
                    <PhotoTextsForm
                      photo={photo}
                      index={index}
                      languages={languages}
                      m={p}
                      submitted={refused?.submitted}
                      saved={outcome?.saved?.texts === photo.id}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </div>
    </I18nProvider>
  );
}
