/** Where the agency stands with a lead. */
export const LEAD_STATUSES = ["new", "in-progress", "done", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A note is a few lines about a lead, not a document. */
export const MAX_NOTE_LENGTH = 5_000;
