// Where a property's photo page script sends each file it uploads (one a request, so every file has
// its own progress bar): the same checks and processing as the page's form, answered as JSON.
import { positiveIdParam } from "../../.server/admin/id-param.ts";
import { photoUploadAction, photoUploadLoader } from "../../.server/admin/photo-page.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import type { Route } from "./+types/property-photos-upload";

/** Nothing to show: the address takes uploads only. */
export function loader(): never {
  return photoUploadLoader();
}

export function action({ request, params, context }: Route.ActionArgs) {
  return photoUploadAction(request, context.get(staffContext), "property", positiveIdParam(params, "id"));
}
