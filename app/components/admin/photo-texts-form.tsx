// A photo's caption and alt text in each of the site's languages, as a compact table (a language a
// row) that works without JavaScript. An empty alt text is marked: the gallery then falls back to the
// caption or the property's or project's title, which describe the picture less well.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { fill } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import type { AdminPhotosMessages } from "../../i18n/messages/admin-photos.ts";
import { type AdminPhoto, PHOTO_TEXT_MAX } from "../../shared/admin-photo-view.ts";
import type { Localized } from "../../shared/localize.ts";
import { ResponsiveImage } from "../media/responsive-image.tsx";

export interface SubmittedTexts {
  captions: Localized;
  alts: Localized;
  /** Field names ("alt-nl") whose value was refused. */
  tooLong: string[];
}

export function PhotoTextsForm({
  photo,
  index,
  languages,
  m,
  submitted,
  saved,
  savedTogether,
  conflict,
}: {
  photo: AdminPhoto;
  index: number;
  languages: readonly Language[];
  m: AdminPhotosMessages;
  /** What the person typed, when the save was refused: shown instead of the stored texts. */
  submitted?: SubmittedTexts | undefined;
  /** This form's texts were just saved. */
  saved?: boolean;
  /** Saved together with what someone changed meanwhile: those fields, named. */
  savedTogether?: string | null | undefined;
  /** A save that met a change made meanwhile: the fields to choose, posted with the form. */
  conflict?: ReactNode;
}) {
  const title = fill(m.list.photo, { index: index + 1 });
  const titleId = `photo-texts-${photo.id}`;
  const captions = submitted?.captions ?? photo.captions;
  const alts = submitted?.alts ?? photo.alts;
  return (
    <Form method="post" preventScrollReset className="photo-texts" aria-labelledby={titleId}>
      <input type="hidden" name="id" value={photo.id} />
      <input type="hidden" name="version" value={photo.version} />
      <input type="hidden" name="base" value={photo.base} />
      {conflict}
      <div className="photo-texts-head">
        <ResponsiveImage
          photoKey={photo.key}
          alt=""
          widths={[100, 250]}
          sizes="80px"
          width={photo.width}
          height={photo.height}
          className="photo-thumb-small"
        />
        <h3 id={titleId}>{title}</h3>
      </div>
      <table className="photo-texts-table">
        <thead>
          <tr>
            <th scope="col">{m.texts.language}</th>
            <th scope="col">{m.texts.caption}</th>
            <th scope="col">{m.texts.alt}</th>
          </tr>
        </thead>
        <tbody>
          {languages.map((language) => {
            const code = language.toUpperCase();
            const captionName = `caption-${language}`;
            const altName = `alt-${language}`;
            const captionId = `${captionName}-${photo.id}`;
            const altId = `${altName}-${photo.id}`;
            const altMissing = !photo.alts[language];
            return (
              <tr key={language}>
                <th scope="row" lang={language}>
                  {code}
                </th>
                <td>
                  <label className="visually-hidden" htmlFor={captionId}>
                    {fill(m.texts.captionIn, { language: code })}
                  </label>
                  <input
                    id={captionId}
                    name={captionName}
                    lang={language}
                    defaultValue={captions[language] ?? ""}
                    maxLength={PHOTO_TEXT_MAX}
                    aria-invalid={submitted?.tooLong.includes(captionName) || undefined}
                  />
                </td>
                <td>
                  <label className="visually-hidden" htmlFor={altId}>
                    {fill(m.texts.altIn, { language: code })}
                  </label>
                  <input
                    id={altId}
                    name={altName}
                    lang={language}
                    defaultValue={alts[language] ?? ""}
                    maxLength={PHOTO_TEXT_MAX}
                    aria-invalid={submitted?.tooLong.includes(altName) || undefined}
                    aria-describedby={altMissing ? `${altId}-missing` : undefined}
                  />
                  {altMissing ? (
                    <span id={`${altId}-missing`} className="admin-missing">
                      {m.texts.missing}
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {submitted && submitted.tooLong.length > 0 ? (
        <p className="field-error" role="alert">
          {fill(m.texts.tooLong, { max: PHOTO_TEXT_MAX })}
        </p>
      ) : null}
      <div className="photo-texts-actions">
        <button type="submit" name="intent" value="texts" className="btn btn-accent">
          {m.texts.save}
        </button>
        {saved ? (
          <output className="photo-saved">
            {fill(m.texts.saved, { index: index + 1 })}
            {savedTogether ? ` ${savedTogether}` : null}
          </output>
        ) : null}
      </div>
    </Form>
  );
}
