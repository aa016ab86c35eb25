// The gallery of a property or project page: the photo rows with a stored master image (the image
// store serves nothing else), captioned in the visitor's language, with the alt text written for
// that language when there is one (never another language's: a screen reader would read it wrong),
// else the page's own default in that language (a listing's type and town: "Huis in Halle").
import type { Language } from "../../../i18n/languages.ts";
import type { DetailPhoto } from "../../../shared/detail-view.ts";
import { type Localized, localize } from "../../../shared/localize.ts";

export interface MediaFacts {
  kind: string;
  fileKey: string | null;
  width: number | null;
  height: number | null;
  captions: Localized;
  alts: Localized;
}

export function detailPhotos(
  rows: MediaFacts[],
  language: Language,
  fallback: Language,
  defaultAlt = "",
): DetailPhoto[] {
  return rows
    .filter((item) => item.kind === "photo" && item.fileKey)
    .map((item) => ({
      key: item.fileKey ?? "",
      width: item.width,
      height: item.height,
      caption: localize(item.captions, language, fallback),
      alt: item.alts[language] || defaultAlt,
    }));
}
