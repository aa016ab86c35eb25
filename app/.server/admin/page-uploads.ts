// What a page editor's save carries besides its texts: the pictures of its site-picture fields (the
// banner's, the page's image and logo), read before the form is checked so the form goes on with
// their keys. A picture refused is said beside its field and the save stops there, with everything
// typed and every picture taken kept in the form sent back.

import type { Actor } from "./audit.ts";
import { readPictureField } from "./site-pictures.ts";

/** The page editor's picture fields and how many pictures each holds. */
export const PAGE_PICTURE_FIELDS = { "banner.images": 10, image: 1, logo: 1 } as const;

/**
 * Reads the editor's picture fields into `form` (each field's keys, as the rest of the save reads
 * them) and answers the fields whose pictures were refused, with the reason; none is {}.
 */
export async function readPagePictures(form: FormData, actor: Actor): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  for (const [field, max] of Object.entries(PAGE_PICTURE_FIELDS)) {
    const read = await readPictureField(form, field, max, actor);
    form.set(field, read.keys.join(", "));
    if (read.refused) errors[field] = [read.refused];
  }
  return errors;
}
