// What a page editor's save carries besides its texts: the pictures of its site-picture fields (the
// banner's, the page's image and logo), read before the form is checked so the form goes on with
// their keys. A picture refused is said beside its field and the save stops there, with everything
// typed and every picture taken kept in the form sent back.
import type { Actor } from "./audit.ts";
import { readPictureFields } from "./site-pictures.ts";

/** The page editor's picture fields and how many pictures each holds. */
export const PAGE_PICTURE_FIELDS = { "banner.images": 10, image: 1, logo: 1 } as const;

/** Stores the pictures posted with the editor's form and sets its fields' keys; the refused fields, with the reason. */
export function readPagePictures(form: FormData, actor: Actor): Promise<Record<string, string[]>> {
  return readPictureFields(form, PAGE_PICTURE_FIELDS, actor);
}
