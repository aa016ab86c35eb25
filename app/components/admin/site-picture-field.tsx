// A picture field of the site itself (a page's banner pictures, image and logo, the agency's logo, a
// module's background): the pictures it holds as thumbnails, a picker to add one (or several), and
// for each picture a box to remove it and, when it holds several, its place.
//
// Props:
// - name: the field's name in its form ("banner.images"). It posts the image keys, comma-separated, in
//   order, as that one text; its other controls post under pictureControlNames(name) (no dots).
// - label: the field's label in the staff member's language.
// - keys: the keys it holds as the form is drawn (saved, or sent back with a refused form).
// - max: how many pictures it holds; 1 is one picture that a new one replaces (no order).
// - error: the field's error, already in the staff member's language (from the form's reply).
// - megapixels: the photo path's pixel limit in millions, for its refusal.
// - m: the texts (ADMIN_SITE_PICTURES_MESSAGES of the staff member's language).
// - ratio: the thumbnails' shape ("wide" for banners, "logo" for a logo); "wide" when absent.
// - hint: what the picture is for, under the legend (optional).
//
// Without JavaScript it is a plain part of a multipart form: the chosen files go with the form's save,
// where the server processes them (readPictureField in app/.server/admin/site-pictures.ts), and a
// refused save comes back with what was uploaded already in the field. With JavaScript each chosen
// file is sent at once to the upload address (SITE_PICTURE_UPLOAD_HREF): it goes through the photo
// path, its key joins the field and the thumbnail appears; a refusal is said under the picker in the
// staff member's words and the rest of the form is untouched. The form's save then posts keys only.
import { type ChangeEvent, useId, useState } from "react";
import { fill } from "../../i18n/fill.ts";
import type { AdminSitePicturesMessages } from "../../i18n/messages/admin-site-pictures.ts";
import { imageUrl } from "../../shared/image-url.ts";
import { MAX_PHOTO_BYTES, PHOTO_ACCEPT } from "../../shared/photo-upload-limits.ts";
import {
  pictureControlNames,
  SITE_PICTURE_UPLOAD_HREF,
  type SitePictureAnswer,
  type SitePictureRefusal,
} from "../../shared/site-picture-field.ts";
import { useHydrated } from "../modules/use-media.ts";
import "../../styles/admin-site-pictures.css";

const MB = MAX_PHOTO_BYTES / 1024 / 1024;

export interface SitePictureFieldProps {
  name: string;
  label: string;
  keys: readonly string[];
  max: number;
  error?: string | undefined;
  megapixels: number;
  m: AdminSitePicturesMessages;
  ratio?: "wide" | "logo";
  hint?: string;
}

type Status = { kind: "sending" | "added"; name: string } | { kind: "refused"; text: string } | undefined;

/** One file sent to the upload address: the server's answer, or "failed" when it gave none usable. */
async function sendPicture(file: File): Promise<SitePictureAnswer | { refused: "failed" | "tooLarge" }> {
  const body = new FormData();
  body.append("picture", file);
  try {
    const response = await fetch(SITE_PICTURE_UPLOAD_HREF, { method: "POST", body, credentials: "same-origin" });
    // The server's body limit answers before the form is read, in plain text.
    if (response.status === 413) return { refused: "tooLarge" };
    const answer = (await response.json()) as SitePictureAnswer;
    return "key" in answer || "refused" in answer ? answer : { refused: "failed" };
  } catch {
    return { refused: "failed" };
  }
}

export function SitePictureField({
  name,
  label,
  keys: initial,
  max,
  error,
  megapixels,
  m,
  ratio,
  hint,
}: SitePictureFieldProps) {
  const hydrated = useHydrated();
  const id = useId();
  const names = pictureControlNames(name);
  const [keys, setKeys] = useState<string[]>([...initial]);
  const [status, setStatus] = useState<Status>(undefined);
  const several = max > 1;
  const refusalText = (reason: SitePictureRefusal) => fill(m.refusals[reason], { mb: MB, megapixels, max });

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    // Without the script the files go with the form; with it, each is sent now and the picker emptied,
    // so the form's save carries keys only.
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = "";
    let room = max === 1 ? 1 : max - keys.length;
    for (const file of files) {
      if (room <= 0) {
        setStatus({ kind: "refused", text: refusalText("tooMany") });
        return;
      }
      // A file over the limit is not sent at all: the answer would be the same after a long wait.
      if (file.size > MAX_PHOTO_BYTES) {
        setStatus({ kind: "refused", text: refusalText("tooLarge") });
        continue;
      }
      setStatus({ kind: "sending", name: file.name });
      const answer = await sendPicture(file);
      if ("key" in answer) {
        const key = answer.key;
        setKeys((current) => (max === 1 ? [key] : [...current, key]));
        setStatus({ kind: "added", name: file.name });
        room--;
      } else setStatus({ kind: "refused", text: "message" in answer ? answer.message : refusalText(answer.refused) });
    }
  }

  function move(index: number, by: -1 | 1) {
    setKeys((current) => {
      const next = [...current];
      const [key] = next.splice(index, 1);
      if (key !== undefined) next.splice(index + by, 0, key);
      return next;
    });
  }

  const problem = status?.kind === "refused" ? status.text : error;
  const describedBy = [`${id}-hint`, problem ? `${id}-error` : ""].join(" ").trim();
  return (
    <fieldset className={`site-picture-field site-picture-${ratio ?? "wide"}`}>
      <legend>{label}</legend>
      {hint ? <p className="admin-hint">{hint}</p> : null}
      <input type="hidden" name={name} value={keys.join(", ")} />
      {keys.length === 0 ? <p className="admin-hint">{m.none}</p> : null}
      {keys.length > 0 ? (
        <ol className="site-picture-list">
          {keys.map((key, index) => {
            const pictureName = fill(m.picture, { number: index + 1 });
            return (
              <li key={key} className="site-picture-item">
                <img src={imageUrl(key, 250)} alt={several ? pictureName : label} className="site-picture-thumb" />
                <div className="site-picture-controls">
                  <label className="site-picture-remove">
                    <input type="checkbox" name={names.remove} value={key} /> {m.remove}
                    {several ? <span className="visually-hidden"> {pictureName}</span> : null}
                  </label>
                  {several && hydrated ? (
                    <>
                      <input type="hidden" name={names.order} value={index + 1} />
                      <span className="site-picture-moves">
                        <button type="button" className="btn" disabled={index === 0} onClick={() => move(index, -1)}>
                          {m.moveUp}
                          <span className="visually-hidden"> {pictureName}</span>
                        </button>
                        <button
                          type="button"
                          className="btn"
                          disabled={index === keys.length - 1}
                          onClick={() => move(index, 1)}
                        >
                          {m.moveDown}
                          <span className="visually-hidden"> {pictureName}</span>
                        </button>
                      </span>
                    </>
                  ) : null}
                  {several && !hydrated ? (
                    <label className="site-picture-position">
                      {m.position}
                      <span className="visually-hidden"> {pictureName}</span>{" "}
                      <input
                        type="number"
                        name={names.order}
                        defaultValue={index + 1}
                        min={1}
                        max={keys.length}
                        inputMode="numeric"
                      />
                    </label>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-file`}>{several ? m.chooseSeveral : keys.length > 0 ? m.replace : m.chooseOne}</label>
        <input
          id={`${id}-file`}
          type="file"
          name={names.upload}
          accept={PHOTO_ACCEPT}
          multiple={several}
          onChange={hydrated ? (event) => void chosen(event) : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
        />
        {problem ? (
          <p className="field-error" id={`${id}-error`}>
            {problem}
          </p>
        ) : null}
        <p className="admin-hint" id={`${id}-hint`}>
          {fill(m.hint, { mb: MB })}
        </p>
        <p className="admin-hint" aria-live="polite">
          {status?.kind === "sending"
            ? fill(m.sending, { name: status.name })
            : status?.kind === "added"
              ? fill(m.added, { name: status.name })
              : ""}
        </p>
      </div>
    </fieldset>
  );
}
