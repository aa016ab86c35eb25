// What the listing's editor shows of its photos and documents, so that both are added on the page the
// first save leads to, without going to their own pages: the photos in their order with their texts,
// where the uploader sends each file, and the documents' list as its form starts from it.
import type { Language } from "../../i18n/languages.ts";
import { ADMIN_LISTING_DOCUMENTS_MESSAGES } from "../../i18n/messages/admin-listing-documents.ts";
import { ADMIN_PHOTOS_MESSAGES } from "../../i18n/messages/admin-photos.ts";
import { MAX_INPUT_PIXELS } from "../images/image-store.ts";
import { databaseNow, recordVersion } from "./edit-record.ts";
import { allTextsView, ownerEditorPath, photoViews } from "./photo-page.ts";
import { listingDocumentsState } from "./property-documents.ts";

export async function listingMedia(
  id: number,
  language: Language,
  site: { enabled: readonly Language[]; fallback: Language },
) {
  const owner = { kind: "property" as const, id };
  const [photos, documents, now] = await Promise.all([
    photoViews(owner, site.enabled),
    listingDocumentsState(id, language, site.fallback),
    databaseNow(),
  ]);
  if (!documents) return null;
  const texts = await allTextsView(owner, site.enabled, site.fallback);
  if (!texts) return null;
  return {
    texts,
    p: ADMIN_PHOTOS_MESSAGES[language],
    d: ADMIN_LISTING_DOCUMENTS_MESSAGES[language],
    photos,
    languages: site.enabled,
    /** When the page was read: a texts save that meets another's is told who changed what since. */
    seenAt: recordVersion(now),
    photosPath: `${ownerEditorPath(owner)}photos/`,
    uploadPath: `${ownerEditorPath(owner)}photos/upload/`,
    megapixels: Math.floor(MAX_INPUT_PIXELS / 1_000_000),
    documents,
  };
}
