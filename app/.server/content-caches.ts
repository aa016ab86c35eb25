// What the site keeps of its content between requests, besides the page cache. A save through any
// instance announces a change (content-changes.ts), and every instance then forgets all of it: a
// page rendered after the change must not be made from what was kept before it.
import { forgetCatalogIndex } from "./catalog/catalog-index.ts";
import { forgetListPageSettings } from "./catalog/list/list-page-settings.ts";
import { forgetBadgeSettings } from "./catalog/status-badge-settings.ts";
import { forgetCspSources } from "./csp-sources.ts";
import { forgetSiteData } from "./site-settings.ts";

export function forgetContentCaches(): void {
  forgetCatalogIndex();
  forgetSiteData();
  forgetListPageSettings();
  forgetCspSources();
  forgetBadgeSettings();
}
