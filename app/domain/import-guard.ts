// When a CRM feed may unpublish listings without someone confirming it first. A full feed unpublishes
// every published listing of the feed that it does not list; an agency's catalogue changes by a few
// listings a day, so a feed that would take most of it offline is almost always a broken or partial
// export (an empty list, a test file, the wrong office's feed: the documented example takes all 172
// demo listings offline). Half the published catalogue is far above any real day's churn and far
// below a wrong file's effect, so it tells the two apart without stopping an ordinary import.

/** A feed may unpublish at most this share of the published catalogue without a confirmation. */
export const UNPUBLISH_SHARE_WITHOUT_CONFIRMATION = 0.5;

/** Whether unpublishing `unpublished` of the `published` listings online now needs a confirmation. */
export function unpublishNeedsConfirmation(unpublished: number, published: number): boolean {
  if (unpublished === 0) return false;
  return unpublished > published * UNPUBLISH_SHARE_WITHOUT_CONFIRMATION;
}
