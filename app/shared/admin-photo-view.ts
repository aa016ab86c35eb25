// A property's or a project's photo as the back office's photo page shows it.
import type { Language } from "../i18n/languages.ts";
import type { Localized } from "./localize.ts";

export interface AdminPhoto {
  id: number;
  /** The image service's key: thumbnails come from imageUrl(). */
  key: string;
  width: number | null;
  height: number | null;
  captions: Localized;
  alts: Localized;
  /** The texts' version, carried by the texts form (a later save by someone else is merged with it). */
  version: string;
  /** The fingerprints of the texts form's fields as drawn (app/domain/edit-merge.ts). */
  base: string;
}

/** The longest caption or alt text a photo takes, per language. */
export const PHOTO_TEXT_MAX = 300;

/** A photo's captions and alt texts, per language. */
export interface PhotoTexts {
  captions: Localized;
  alts: Localized;
}

/** The texts form's field names: "caption-nl", "alt-nl". */
export const captionField = (language: Language) => `caption-${language}`;
export const altField = (language: Language) => `alt-${language}`;

/** The texts as the form's fields, for the languages it shows (a missing text is empty). */
export function photoTextFields(texts: PhotoTexts, languages: readonly Language[]): Record<string, string> {
  return Object.fromEntries(
    languages.flatMap((language) => [
      [captionField(language), texts.captions[language] ?? ""],
      [altField(language), texts.alts[language] ?? ""],
    ]),
  );
}

/** The form's fields back as texts, for the languages it shows. */
export function photoTextsOf(fields: Readonly<Record<string, string>>, languages: readonly Language[]): PhotoTexts {
  const captions: Localized = {};
  const alts: Localized = {};
  for (const language of languages) {
    captions[language] = fields[captionField(language)] ?? "";
    alts[language] = fields[altField(language)] ?? "";
  }
  return { captions, alts };
}

/**
 * The one form for every photo's texts names each field after its photo: "caption-nl-12",
 * "alt-nl-12". The merge of two saves compares them as one record's fields.
 */
export const photoTextField = (kind: "caption" | "alt", language: Language, photoId: number) =>
  `${kind}-${language}-${photoId}`;

/** The texts of several photos as the one form's fields, for the languages it shows. */
export function allPhotoTextFields(
  photos: readonly (PhotoTexts & { id: number })[],
  languages: readonly Language[],
): Record<string, string> {
  return Object.fromEntries(
    photos.flatMap((photo) =>
      languages.flatMap((language) => [
        [photoTextField("caption", language, photo.id), photo.captions[language] ?? ""],
        [photoTextField("alt", language, photo.id), photo.alts[language] ?? ""],
      ]),
    ),
  );
}

/** The one form's fields back as each photo's texts, for the languages it shows. */
export function allPhotoTextsOf(
  fields: Readonly<Record<string, string>>,
  photoIds: readonly number[],
  languages: readonly Language[],
): Map<number, PhotoTexts> {
  return new Map(
    photoIds.map((id) => {
      const captions: Localized = {};
      const alts: Localized = {};
      for (const language of languages) {
        captions[language] = fields[photoTextField("caption", language, id)] ?? "";
        alts[language] = fields[photoTextField("alt", language, id)] ?? "";
      }
      return [id, { captions, alts }];
    }),
  );
}
