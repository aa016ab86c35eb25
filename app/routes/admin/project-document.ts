// GET /admin/projects/{id}/documents/{documentId}/{name}: a project's document for staff, also
// while the project is unpublished, never kept by a cache.
import { projectDocumentForStaff } from "../../.server/admin/project-editor.ts";
import { requireStaff } from "../../.server/auth/session.ts";
import { documentDownload } from "../../.server/documents/document-response.ts";
import { notFound } from "../../.server/http-errors.ts";
import { dataDir } from "../../.server/images/data-dir.ts";
import type { Route } from "./+types/project-document";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  if (!/^\d{1,9}$/.test(params.id) || !/^\d{1,9}$/.test(params.documentId)) notFound();
  const document = await projectDocumentForStaff(Number(params.id), Number(params.documentId));
  const download = document
    ? await documentDownload(document, dataDir(), { cacheControl: "no-store", method: request.method })
    : undefined;
  if (!download) notFound();
  download.headers.set("X-Robots-Tag", "noindex, nofollow");
  return download;
}
