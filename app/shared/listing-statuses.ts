/** The back office's list filters a listing by these: its status, or archived (whatever its status). */
export const LISTING_STATUS_FILTERS = ["draft", "published", "unpublished", "archived"] as const;
export type ListingStatusFilter = (typeof LISTING_STATUS_FILTERS)[number];
