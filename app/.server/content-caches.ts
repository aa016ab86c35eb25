// What the site keeps of its content between requests, and the page cache beside it (registered by
// the HTTP layer). A save through any instance announces a change (content-changes.ts), and every
// instance then forgets all of it: a page rendered after the change must not be made from what was
// kept before it, nor a page kept from before it be served.
import { forgetCatalogIndex } from "./catalog/catalog-index.ts";
import { forgetListPageSettings } from "./catalog/list/list-page-settings.ts";
import { forgetBadgeSettings } from "./catalog/status-badge-settings.ts";
import { forgetCspSources } from "./csp-sources.ts";
import { forgetSiteData } from "./site-settings.ts";

/** What else this process keeps of the content: the HTTP layer's page cache (server/http-app.ts). */
const forgottenWithContent = new Set<() => void>();

export function forgetContentCaches(): void {
  forgetCatalogIndex();
  forgetSiteData();
  forgetListPageSettings();
  forgetCspSources();
  forgetBadgeSettings();
  for (const forget of forgottenWithContent) forget();
}

/**
 * Has `forget` called with the rest whenever the content is forgotten: on every announced change, and
 * at once on the instance that made one (admin/staff-change.ts), which must not wait for its own
 * notice to come round before the staff member's next page. Returns its removal.
 */
export function forgetWithContent(forget: () => void): () => void {
  forgottenWithContent.add(forget);
  return () => forgottenWithContent.delete(forget);
}
