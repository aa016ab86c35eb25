// GET /admin/properties/{id}/documents/{documentId}/{name}: a listing's document for staff, also
// while the listing is not online, never kept by a cache.
import { staffDocumentDownload } from "../../.server/documents/staff-documents.ts";
import type { Route } from "./+types/property-document";

export async function loader({ request, params }: Route.LoaderArgs) {
  return staffDocumentDownload("property", params, request);
}
