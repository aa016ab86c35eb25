// Every photo's caption and alt text in one form, a language at a time (a tab per language; without
// JavaScript every language's fields stand one under the other and all are sent): one save for all
// photos instead of a form per photo. An alt text left empty reads, on the site, as the listing's type
// and town in that language ("Huis in Halle"), shown in the field until something is typed. The
// form posts to the photo page's address: there as its own form, on the listing's editor through a
// fetcher (no navigation).
import { type ComponentType, type ReactNode, type RefAttributes, useState } from "react";
import { Form, type FormProps } from "react-router";
import { fill } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import type { AdminPhotosMessages } from "../../i18n/messages/admin-photos.ts";
import { type AdminPhoto, PHOTO_TEXT_MAX, photoTextField } from "../../shared/admin-photo-view.ts";
import type { Localized } from "../../shared/localize.ts";
import { ResponsiveImage } from "../media/responsive-image.tsx";
import { LanguageTabs, TabNote } from "./language-tabs.tsx";

/** What the photo page answered to the form: what it sent back (refused or to choose), or that it saved. */
export interface PhotosTextsAnswer {
  /** The fields as the form shows them again: as typed, or merged with a save made meanwhile. */
  submitted?: Record<string, string>;
  /** Field names too long. */
  tooLong?: string[];
  /** After a conflict: the stored fields' fingerprints and reading time the next save goes with. */
  base?: string;
  seenAt?: string;
}

export function PhotosTextsForm({
  photos,
  languages,
  labelledBy,
  intro,
  defaultAlts,
  seenAt,
  action,
  answer,
  saved,
  conflict,
  m,
  busy,
  as: FormComponent = Form,
}: {
  photos: AdminPhoto[];
  languages: readonly Language[];
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** Said above the fields: one form, a language at a time, and what an empty alt text becomes. */
  intro: string;
  /** The alt text the site gives a photo without one, per language. */
  defaultAlts: Localized;
  /** When the photos were read. */
  seenAt: string;
  /** The photo page's address. */
  action: string;
  answer: PhotosTextsAnswer | undefined;
  /** Said after a save: saved, and the fields taken from a save made meanwhile. */
  saved: string | null;
  /** A save that met another's: the fields to choose, posted with the form. */
  conflict?: ReactNode;
  m: AdminPhotosMessages;
  busy: boolean;
  as?: ComponentType<FormProps & RefAttributes<HTMLFormElement>>;
}) {
  // Each photo's fields as this form first showed them: a photo added while the form is open (the page
  // is read again after each upload) brings its own, and the others keep theirs, so a save compares
  // each field with what was in it when it was drawn.
  const [opened, setOpened] = useState<ReadonlyMap<number, string>>(
    () => new Map(photos.map((photo) => [photo.id, photo.base])),
  );
  const added = photos.filter((photo) => !opened.has(photo.id));
  if (added.length > 0) setOpened(new Map([...opened, ...added.map((photo) => [photo.id, photo.base] as const)]));
  const base =
    answer?.base ??
    JSON.stringify(
      Object.fromEntries(
        photos.flatMap((photo) =>
          Object.entries(JSON.parse(opened.get(photo.id) ?? photo.base) as Record<string, string>).map(
            ([name, print]) => [`${name}-${photo.id}`, print],
          ),
        ),
      ),
    );
  const submitted = answer?.submitted;
  const tooLong = new Set(answer?.tooLong ?? []);
  const stored = (kind: "caption" | "alt", language: Language, photo: AdminPhoto) =>
    (kind === "caption" ? photo.captions : photo.alts)[language] ?? "";
  const value = (kind: "caption" | "alt", language: Language, photo: AdminPhoto) =>
    submitted?.[photoTextField(kind, language, photo.id)] ?? stored(kind, language, photo);
  const missing = (language: Language) => photos.some((photo) => !stored("alt", language, photo));
  const firstTooLong = languages.find((language) =>
    photos.some(
      (photo) =>
        tooLong.has(photoTextField("alt", language, photo.id)) ||
        tooLong.has(photoTextField("caption", language, photo.id)),
    ),
  );
  return (
    <FormComponent
      method="post"
      action={action}
      preventScrollReset
      className="photo-texts photo-texts-all"
      aria-labelledby={labelledBy}
    >
      <input type="hidden" name="photos" value={photos.map((photo) => photo.id).join(",")} />
      <input type="hidden" name="base" value={base} />
      <input type="hidden" name="seenAt" value={answer?.seenAt ?? seenAt} />
      {conflict}
      <p className="photo-hint">{intro}</p>
      <LanguageTabs
        languages={languages}
        label={m.texts.heading}
        note={(language) => <TabNote text={missing(language) ? m.texts.missing : ""} />}
        selected={firstTooLong}
      >
        {(language) => {
          const code = language.toUpperCase();
          const byDefault = defaultAlts[language] ? fill(m.texts.byDefault, { default: defaultAlts[language] }) : "";
          return (
            <ol className="photo-texts-rows" lang={language}>
              {photos.map((photo, index) => {
                const row = fill(m.list.photo, { index: index + 1 });
                const caption = photoTextField("caption", language, photo.id);
                const alt = photoTextField("alt", language, photo.id);
                const altMissing = !stored("alt", language, photo);
                return (
                  <li key={photo.id}>
                    <fieldset className="photo-texts-row">
                      <legend className="visually-hidden">{row}</legend>
                      <ResponsiveImage
                        photoKey={photo.key}
                        alt=""
                        widths={[100, 250]}
                        sizes="80px"
                        width={photo.width}
                        height={photo.height}
                        className="photo-thumb-small"
                      />
                      <div className="field">
                        <label htmlFor={`${caption}-field`}>{fill(m.texts.captionIn, { language: code })}</label>
                        <input
                          id={`${caption}-field`}
                          name={caption}
                          defaultValue={value("caption", language, photo)}
                          maxLength={PHOTO_TEXT_MAX}
                          aria-invalid={tooLong.has(caption) || undefined}
                        />
                      </div>
                      <div className="field">
                        <label htmlFor={`${alt}-field`}>{fill(m.texts.altIn, { language: code })}</label>
                        <input
                          id={`${alt}-field`}
                          name={alt}
                          defaultValue={value("alt", language, photo)}
                          placeholder={defaultAlts[language] || undefined}
                          maxLength={PHOTO_TEXT_MAX}
                          aria-invalid={tooLong.has(alt) || undefined}
                          aria-describedby={altMissing && byDefault ? `${alt}-default` : undefined}
                        />
                        {altMissing && byDefault ? (
                          <span id={`${alt}-default`} className="admin-hint">
                            {byDefault}
                          </span>
                        ) : null}
                      </div>
                    </fieldset>
                  </li>
                );
              })}
            </ol>
          );
        }}
      </LanguageTabs>
      {tooLong.size > 0 ? (
        <p className="field-error" role="alert">
          {fill(m.texts.tooLong, { max: PHOTO_TEXT_MAX })}
        </p>
      ) : null}
      <div className="photo-texts-actions">
        <button type="submit" name="intent" value="texts-all" className="btn btn-accent" disabled={busy}>
          {m.texts.save}
        </button>
        {saved ? <output className="photo-saved">{saved}</output> : null}
      </div>
    </FormComponent>
  );
}
