// A team member's photo in the article editor: the photo as the site shows it, a picker to choose
// another (sent with the form, so it works without JavaScript), and a box to remove it. With
// JavaScript the chosen file is shown before saving, and one over the size limit is refused at once
// instead of after a long upload. The server decides by the file's content whether it is a photo.
import { type ChangeEvent, useState } from "react";
import { fill } from "../../../i18n/fill.ts";
import type { AdminArticlesMessages } from "../../../i18n/messages/admin-articles.ts";
import { MAX_PHOTO_BYTES, PHOTO_ACCEPT } from "../../../shared/photo-upload-limits.ts";
import { ContentImage } from "../../ui/content-image.tsx";
import { articleErrorText } from "./article-form-fields.ts";

const MB = MAX_PHOTO_BYTES / 1024 / 1024;

export interface TeamPhotoProps {
  imageKey: string | null;
  /** The member's name in the staff member's language: the photo's alt text. */
  name: string;
  /** The server's refusal of the photo sent ("photoNotPicture"), as the form's reply gives it. */
  problem: string | undefined;
  /** A photo chosen with a form that was not saved (its file is not sent back): choose it again. */
  chooseAgain: boolean;
  removeChecked: boolean;
  megapixels: number;
  m: AdminArticlesMessages;
}

export function TeamPhotoField({ imageKey, name, problem, chooseAgain, removeChecked, megapixels, m }: TeamPhotoProps) {
  const [preview, setPreview] = useState<string | null>(null);
  // With JavaScript the picker keeps its file when the form comes back with problems.
  const [picked, setPicked] = useState(false);
  // A file over the limit chosen with JavaScript: taken off the picker at once, and said why.
  const [tooLarge, setTooLarge] = useState(false);
  const again = chooseAgain && !picked;
  const alt = fill(m.editor.photoAlt, { name: name || m.untitled });
  const refusal = tooLarge ? "photoTooLarge" : problem;
  const describedBy = ["article-photo-hint", refusal || again ? "article-photo-error" : ""].join(" ").trim();

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setPreview(null);
    setPicked(file !== undefined);
    setTooLarge(false);
    if (!file) return;
    if (file.size > MAX_PHOTO_BYTES) {
      // The form checks nothing with the browser's own bubbles (they speak its language): the file is
      // taken off, so a save never uploads it, and the error under the picker says why.
      input.value = "";
      setPicked(false);
      setTooLarge(true);
      return;
    }
    const reader = new FileReader();
    reader.addEventListener("load", () => {
      if (typeof reader.result === "string") setPreview(reader.result);
    });
    reader.readAsDataURL(file);
  }

  return (
    <div className="team-fields-photo">
      <p className="team-fields-label">{m.editor.picture}</p>
      {preview ? (
        <figure className="team-photo-preview">
          {/* A file the browser cannot show (not a picture) shows nothing; the server says why on saving. */}
          <img src={preview} alt={alt} className="team-photo" onError={() => setPreview(null)} />
          <figcaption className="admin-hint">{m.editor.newPhoto}</figcaption>
        </figure>
      ) : imageKey ? (
        <ContentImage
          imageKey={imageKey}
          alt={alt}
          ratio={[4, 5]}
          maxWidth={160}
          sizes="160px"
          className="team-photo"
        />
      ) : (
        <p>{m.editor.noPicture}</p>
      )}
      <div className="field">
        <label htmlFor="article-photo">{imageKey ? m.editor.replacePhoto : m.editor.choosePhoto}</label>
        <input
          id="article-photo"
          name="photo"
          type="file"
          accept={PHOTO_ACCEPT}
          onChange={chosen}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={describedBy}
        />
        {refusal || again ? (
          <p className="field-error" id="article-photo-error">
            {refusal ? articleErrorText(refusal, m, { megapixels }) : m.editor.chooseAgain}
          </p>
        ) : null}
        <p className="admin-hint" id="article-photo-hint">
          {fill(m.editor.pictureNote, { mb: MB })} {m.editor.photoAltNote}
        </p>
      </div>
      {imageKey ? (
        <label className="team-photo-remove">
          <input type="checkbox" name="removePhoto" value="1" defaultChecked={removeChecked} /> {m.editor.removePhoto}
        </label>
      ) : null}
    </div>
  );
}
