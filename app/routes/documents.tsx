// GET /documents/{id}/{name}: a published project's document, as a download;
// GET /documents/property/{id}/{name}: a published listing's. The stored key is checked against a
// strict pattern (no path traversal) and the content type against a short list. The bytes come from
// this instance's disk, or from the database when this instance never had them (another instance
// took the upload).
//
// A page route, not a resource route: its middleware answers with the file itself, and when there
// is no such document the loader ends in the site's 404 page in the visitor's language (a resource
// route could only answer a bare text). The component never renders.
import { documentDownload } from "../.server/documents/document-response.ts";
import { publicDocument } from "../.server/documents/public-documents.ts";
import { notFound } from "../.server/http-errors.ts";
import { dataDir } from "../.server/images/data-dir.ts";
import type { Route } from "./+types/documents";

/** The document's file as a download, or undefined when there is none to give. */
async function documentResponse(request: Request, id: string | undefined): Promise<Response | undefined> {
  const owner = new URL(request.url).pathname.startsWith("/documents/property/") ? "property" : "project";
  const document = await publicDocument(owner, id);
  return document ? documentDownload(document, dataDir(), { method: request.method }) : undefined;
}

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params }, next) => (await documentResponse(request, params.id)) ?? next(),
];

export function loader(): never {
  notFound();
}

export default function ProjectDocument() {
  return null;
}
