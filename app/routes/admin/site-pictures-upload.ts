// Where a site-picture field's script sends each chosen picture (app/components/admin/site-picture-field.tsx):
// it goes through the photo path and is stored for every instance; the answer is its image key, or
// why it is refused in the staff member's language.
import { sitePictureUploadAnswer } from "../../.server/admin/site-pictures.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { MAX_INPUT_PIXELS } from "../../.server/images/image-store.ts";
import { fill } from "../../i18n/fill.ts";
import { ADMIN_SITE_PICTURES_MESSAGES } from "../../i18n/messages/admin-site-pictures.ts";
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_UPLOAD } from "../../shared/photo-upload-limits.ts";
import type { Route } from "./+types/site-pictures-upload";

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const m = ADMIN_SITE_PICTURES_MESSAGES[user.language];
  const form = await readFormBody(request);
  return sitePictureUploadAnswer(form, { id: user.id, name: user.name }, (refusal) =>
    fill(m.refusals[refusal], {
      mb: MAX_PHOTO_BYTES / 1024 / 1024,
      megapixels: MAX_INPUT_PIXELS / 1_000_000,
      max: MAX_PHOTOS_PER_UPLOAD,
    }),
  );
}
