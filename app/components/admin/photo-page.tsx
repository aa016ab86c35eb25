// The photo page of a property or of a project: a back link to the owner's editor, the uploader,
// the order (the first is the cover) with its conflict and saved notes, and a texts form per photo.
// Both owners' routes render it with what their loader read; only the back link's words differ.
import { useActionData, useNavigation } from "react-router";
import { isSameSet, type PhotoOrderChange, parsePhotoIds, reorderedPhotos } from "../../domain/photo-order.ts";
import { fill } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import type { AdminMessages } from "../../i18n/messages/admin.ts";
import type { EditingMessages } from "../../i18n/messages/admin-editing.ts";
import type { AdminPhotosMessages } from "../../i18n/messages/admin-photos.ts";
import type { AdminPhoto } from "../../shared/admin-photo-view.ts";
import type { EditConflictView } from "../../shared/edit-conflict-view.ts";
import type { Localized } from "../../shared/localize.ts";
import type { PhotoUploadResult } from "../../shared/photo-upload-limits.ts";
import { Link } from "../ui/link.tsx";
import { type ConflictChange, EditConflict } from "./edit-conflict.tsx";
import { EditConflictChoices } from "./edit-conflict-choices.tsx";
import { PhotoOrderList } from "./photo-order-list.tsx";
import { PhotoTextsForm, type SubmittedTexts } from "./photo-texts-form.tsx";
import { PhotoUploader } from "./photo-uploader.tsx";
import { type PhotosTextsAnswer, PhotosTextsForm } from "./photos-texts-form.tsx";
import { recordPageTitle } from "./record-title.ts";

export interface PhotoPageOwner {
  kind: "property" | "project";
  id: number;
  /** The property's reference or the project's number. */
  reference: string | null;
  title: string;
  /** The owner's editor: the back link. */
  editorPath: string;
  /** Where the script sends each file. */
  uploadPath: string;
  /** Where visitors see the owner; undefined while unpublished. */
  siteHref?: string | undefined;
}

export interface PhotoPageData {
  language: Language;
  m: AdminMessages;
  p: AdminPhotosMessages;
  e: EditingMessages;
  owner: PhotoPageOwner;
  languages: readonly Language[];
  /** When the page was read, for "who changed what since" on a refused change. */
  seenAt: string;
  photos: AdminPhoto[];
  /** The pixel limit in millions. */
  megapixels: number;
  /** A listing's photos have one texts form: the alt texts a photo without one gets. */
  texts?: { defaultAlts: Localized } | undefined;
}

/** What the page's forms answered. */
type ActionData = {
  upload?: { results?: PhotoUploadResult[]; problem?: "noFiles" | "tooMany" };
  /** A texts form sent back: refused (too long), or met a change made meanwhile (`choices`, field by field). */
  texts?: { id: number; submitted: SubmittedTexts; changes?: ConflictChange[]; choices?: EditConflictView };
  listConflict?: ConflictChange[];
  /** The one texts form of a listing's photos sent back: too long, or to choose field by field. */
  allTexts?: PhotosTextsAnswer & { choices?: EditConflictView };
  /** `together`: the fields of a texts form taken from a save made meanwhile, named. */
  saved?: { texts?: number; allTexts?: boolean; together?: string | null; list?: "saved" | "removed" };
};

/** "Foto's van FOTO-1 · Rijwoning": the page's heading and, with the back office's name, its title. */
export function photoPageTitle(p: AdminPhotosMessages, owner: Pick<PhotoPageOwner, "id" | "reference" | "title">) {
  return recordPageTitle(p.title, owner);
}

/**
 * The photos in the order a change on its way will leave them, so the list moves at once. The change
 * applies to the order its form showed (`seen`), which is the page's data or, when a change before it
 * is saved but not yet read back (a slow connection), that change's outcome: built on the page's
 * data, the list would jump back to the order before it until the reading arrives.
 */
export function shownOrder(photos: AdminPhoto[], pending: FormData | undefined): AdminPhoto[] {
  const intent = pending?.get("intent");
  let change: PhotoOrderChange | undefined;
  if (intent === "reorder") {
    const order = parsePhotoIds(pending?.get("order"));
    if (order) change = { kind: "reorder", order };
  } else if (intent === "up" || intent === "down" || intent === "cover") {
    change = { kind: intent, id: Number(pending?.get("id")) };
  }
  const ids = photos.map((photo) => photo.id);
  const seen = parsePhotoIds(pending?.get("seen"));
  const base = seen && isSameSet(ids, seen) ? seen : ids;
  const order = change ? reorderedPhotos(base, change) : undefined;
  if (!order) return photos;
  return order.flatMap((id) => photos.filter((photo) => photo.id === id));
}

export function PhotoPage({ data }: { data: PhotoPageData }) {
  const { p, e, language, owner, photos, languages, seenAt, megapixels } = data;
  const outcome = useActionData() as ActionData | undefined;
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
    <div className="container page-body admin-page admin-editor admin-photos" lang={language}>
      <Link to={owner.editorPath} className="back-link">
        {owner.kind === "property" ? p.backToListing : p.backToProject}
      </Link>
      <h1 id="page-title">{photoPageTitle(p, owner)}</h1>
      {owner.siteHref ? (
        <p>
          <a href={owner.siteHref}>{p.viewOnSite}</a>
        </p>
      ) : null}
      <PhotoUploader
        uploadUrl={owner.uploadPath}
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
        <PhotoOrderList photos={shown} seenAt={seenAt} languages={languages} staffLanguage={language} m={p} />
      </section>
      {photos.length > 0 && data.texts ? (
        <section aria-labelledby="photo-texts-title" className="admin-section">
          <h2 id="photo-texts-title">{p.texts.heading}</h2>
          <p className="photo-hint">{p.texts.intro}</p>
          <PhotosTextsForm
            // Drawn afresh with each answer (saved, or sent back): not when a photo is added.
            key={JSON.stringify(outcome?.allTexts ?? outcome?.saved ?? null)}
            photos={shown}
            languages={languages}
            labelledBy="photo-texts-title"
            intro={fill(p.texts.allIntro, {
              default: data.texts.defaultAlts[language] ?? Object.values(data.texts.defaultAlts)[0] ?? "",
            })}
            defaultAlts={data.texts.defaultAlts}
            seenAt={seenAt}
            action={`${owner.editorPath}photos/`}
            answer={outcome?.allTexts}
            saved={
              outcome?.saved?.allTexts ? [p.texts.savedAll, outcome.saved.together].filter(Boolean).join(" ") : null
            }
            conflict={
              outcome?.allTexts?.choices ? (
                <EditConflictChoices
                  view={outcome.allTexts.choices}
                  e={e}
                  busy={navigation.state !== "idle"}
                  intent="texts-all"
                />
              ) : null
            }
            m={p}
            busy={navigation.state !== "idle"}
          />
        </section>
      ) : photos.length > 0 ? (
        <section aria-labelledby="photo-texts-title" className="admin-section">
          <h2 id="photo-texts-title">{p.texts.heading}</h2>
          <p className="photo-hint">{p.texts.intro}</p>
          {/* In the order the list shows: a form numbered "Photo 1" is the cover's at once, not only
              once the page has read a new order back. */}
          <ul className="photo-texts-list">
            {shown.map((photo, index) => {
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
                    savedTogether={outcome?.saved?.texts === photo.id ? outcome.saved.together : null}
                    conflict={
                      refused?.choices ? (
                        <EditConflictChoices
                          view={refused.choices}
                          e={e}
                          busy={navigation.state !== "idle"}
                          intent="texts"
                        />
                      ) : null
                    }
                  />
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
