// GET /admin/projects/{id}/documents/{documentId}/{name}: a project's document for staff, also
// while the project is unpublished, never kept by a cache.
import { staffDocumentDownload } from "../../.server/documents/staff-documents.ts";
import type { Route } from "./+types/project-document";

export async function loader({ request, params }: Route.LoaderArgs) {
  return staffDocumentDownload("project", params, request);
}
