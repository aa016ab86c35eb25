// Where the photo page's script sends each file it uploads (one a request, so every file has its own
// progress bar): the same checks and processing as the page's form, answered as JSON for the script.
import { data } from "react-router";
import { receivePhotos } from "../../.server/admin/photo-upload-action.ts";
import { photoProperty } from "../../.server/admin/property-photos.ts";
import { requireSameOrigin } from "../../.server/auth/same-origin.ts";
import { requireStaff } from "../../.server/auth/session.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { notFound } from "../../.server/http-errors.ts";
import type { Route } from "./+types/property-photos-upload";

const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/** Nothing to show: the address takes uploads only. */
export function loader(): never {
  throw data("Send photos with POST.", { status: 405, headers: { Allow: "POST", ...PRIVATE } });
}

export async function action({ request, params }: Route.ActionArgs) {
  requireSameOrigin(request);
  const user = await requireStaff(request);
  if (!/^[1-9][0-9]{0,8}$/.test(params.id)) notFound();
  const id = Number(params.id);
  // An unknown property is refused before the body is read.
  if (!(await photoProperty(id, user.language, user.language))) notFound();
  const form = await readFormBody(request);
  const received = await receivePhotos(form, id, { id: user.id, name: user.name });
  if (received.outcome === "unknownProperty") notFound();
  // Every file was looked at: what became of each is the answer, refused ones included.
  if (received.outcome === "processed") return Response.json({ results: received.results }, { headers: PRIVATE });
  return Response.json({ problem: received.problem }, { status: 400, headers: PRIVATE });
}
