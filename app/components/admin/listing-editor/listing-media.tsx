// A saved listing's photos and documents on its editor, under the listing's form: the page the first
// save leads to takes them without going elsewhere. Photos are dropped or chosen, several at once,
// and sent one by one with their progress (the photo page's uploader); documents are the documents
// page's form, posted in place. Without JavaScript both forms post to their own pages. Order, cover
// and removal of photos stay on the photo page, linked here.
import { useFetcher } from "react-router";
import { fill } from "../../../i18n/fill.ts";
import type { Language } from "../../../i18n/languages.ts";
import type { EditingMessages } from "../../../i18n/messages/admin-editing.ts";
import type { AdminFormTexts } from "../../../i18n/messages/admin-forms/types.ts";
import type { AdminListingDocumentsMessages } from "../../../i18n/messages/admin-listing-documents.ts";
import type { AdminListingMessages } from "../../../i18n/messages/admin-listings.ts";
import type { AdminPhotosMessages } from "../../../i18n/messages/admin-photos.ts";
import type { AdminPhoto } from "../../../shared/admin-photo-view.ts";
import type { EditConflictView } from "../../../shared/edit-conflict-view.ts";
import type { Localized } from "../../../shared/localize.ts";
import { EditConflictChoices } from "../edit-conflict-choices.tsx";
import { type DocumentsFormState, type DocumentsReply, ListingDocumentsForm } from "../listing-documents-form.tsx";
import { PhotoUploader } from "../photo-uploader.tsx";
import { type PhotosTextsAnswer, PhotosTextsForm } from "../photos-texts-form.tsx";

export interface ListingMediaData {
  p: AdminPhotosMessages;
  d: AdminListingDocumentsMessages;
  photos: AdminPhoto[];
  languages: readonly Language[];
  seenAt: string;
  photosPath: string;
  uploadPath: string;
  megapixels: number;
  documents: DocumentsFormState;
  /** The alt texts a photo without one gets, for the one texts form. */
  texts: { defaultAlts: Localized };
}

/** What the photo page answers the texts form. */
type TextsAnswer =
  | { allTexts: PhotosTextsAnswer & { choices?: EditConflictView } }
  | { saved: { allTexts?: boolean; together?: string | null } };

export function ListingMedia({
  media,
  t,
  e,
  f,
  language,
}: {
  media: ListingMediaData;
  t: AdminListingMessages;
  e: EditingMessages;
  f: AdminFormTexts;
  language: Language;
}) {
  const { p, d, photos } = media;
  const documents = useFetcher<DocumentsReply | { saved: true }>({ key: "listing-documents" });
  const texts = useFetcher<TextsAnswer>({ key: "listing-photo-texts" });
  const textsAnswer = texts.data && "allTexts" in texts.data ? texts.data.allTexts : undefined;
  const textsSaved =
    texts.data && "saved" in texts.data && texts.state === "idle"
      ? [p.texts.savedAll, texts.data.saved.together].filter(Boolean).join(" ")
      : null;
  const answer = documents.data;
  const reply = answer && "result" in answer ? answer : undefined;
  return (
    <div className="admin-listing-media admin-editor">
      <section id="photos" aria-labelledby="listing-photos-title" className="admin-section">
        <h2 id="listing-photos-title">{fill(t.media.photos, { count: photos.length })}</h2>
        <PhotoUploader
          uploadUrl={media.uploadPath}
          formAction={media.photosPath}
          sendOnChoose
          m={p}
          megapixels={media.megapixels}
        />
        {photos.length === 0 ? (
          <p>{p.list.none}</p>
        ) : (
          <>
            <h3 id="listing-photo-texts-title">{p.texts.heading}</h3>
            <PhotosTextsForm
              // Drawn afresh with each answer (saved, or sent back): not when a photo is added.
              key={JSON.stringify(texts.data ?? null)}
              photos={photos}
              languages={media.languages}
              labelledBy="listing-photo-texts-title"
              intro={fill(p.texts.allIntro, {
                default: media.texts.defaultAlts[language] ?? Object.values(media.texts.defaultAlts)[0] ?? "",
              })}
              defaultAlts={media.texts.defaultAlts}
              seenAt={media.seenAt}
              action={media.photosPath}
              answer={textsAnswer}
              saved={textsSaved}
              conflict={
                textsAnswer?.choices ? (
                  <EditConflictChoices
                    view={textsAnswer.choices}
                    e={e}
                    busy={texts.state !== "idle"}
                    intent="texts-all"
                  />
                ) : null
              }
              m={p}
              busy={texts.state !== "idle"}
              as={texts.Form}
            />
          </>
        )}
        <p>
          <a href={media.photosPath}>{t.media.manage}</a>
        </p>
      </section>
      <section id="documents" aria-labelledby="listing-documents-title" className="admin-section">
        <h2 id="listing-documents-title">{fill(t.media.documents, { count: media.documents.documents.length })}</h2>
        {answer && "saved" in answer && documents.state === "idle" ? (
          <output className="form-success">{d.saved}</output>
        ) : null}
        {reply?.result.error?.[""]?.includes("conflict") ? (
          <div className="form-alert" role="alert">
            <p>
              <strong>{e.conflict.title}</strong>
            </p>
            <p>{e.conflict.intro}</p>
          </div>
        ) : reply && (reply.fileRefusal || Object.keys(reply.result.error ?? {}).length > 0) ? (
          <p className="form-alert" role="alert">
            {e.invalid}
          </p>
        ) : null}
        <ListingDocumentsForm
          // Drawn afresh from the list once it was saved (here or by someone else).
          key={media.documents.version}
          state={media.documents}
          reply={reply}
          t={d}
          e={e}
          f={f}
          busy={documents.state !== "idle"}
          as={documents.Form}
          inPlace
        />
      </section>
    </div>
  );
}
