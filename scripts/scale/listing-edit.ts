// A back-office edit as an agent makes it: open a listing's editor, change its Dutch description,
// save. The description (not the title) changes, so the public page keeps its address and the run
// can watch that address for the new text.
import { formFields } from "./html-form.ts";
import { request } from "./site-client.ts";

const MARKER = /\n\nScale check [\w-]+\.$/;

/** The line an edit adds to the description: what to look for on the public page. */
export const markerText = (marker: string) => `Scale check ${marker}.`;

/** Saves the listing with `marker` at the end of its Dutch description; throws unless saved. */
export async function editListing(
  baseUrl: string,
  cookie: string,
  id: number,
  marker: string,
  from?: string,
): Promise<void> {
  const path = `/admin/properties/${id}/`;
  const editor = await request(`${baseUrl}${path}`, { cookie, from });
  if (editor.status !== 200) throw new Error(`${path} answered ${editor.status}`);
  const fields = formFields(editor.body, path).map(([name, value]): [string, string] =>
    name === "text.nl.description" ? [name, `${value.replace(MARKER, "")}\n\n${markerText(marker)}`] : [name, value],
  );
  const saved = await request(`${baseUrl}${path}`, { form: [...fields, ["intent", "save"]], cookie, from });
  if (saved.status !== 302 || !saved.location?.includes("done=saved")) {
    const problem = /class="form-error[^"]*"[^>]*>([^<]*)/.exec(saved.body)?.[1] ?? "";
    throw new Error(`saving ${path} answered ${saved.status} ${saved.location ?? ""} ${problem}`.trim());
  }
}
