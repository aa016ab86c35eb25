// A posted form's fields. Anything else (JSON, text, no body) is a 415 and a form that cannot be
// parsed (broken multipart, no boundary) a 400, each with its reason on the localized error page:
// request.formData() throws on both, and an action must not end in a 500 for what a client sent.
import { data } from "react-router";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export async function readFormBody(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) throw data({ reason: "send the form as a form" }, { status: 415 });
  try {
    return await request.formData();
  } catch {
    throw data({ reason: "the form could not be read" }, { status: 400 });
  }
}

/** A field's text; a missing field or a file counts as empty. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
