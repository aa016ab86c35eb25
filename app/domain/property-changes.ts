// What an owner's history tells of a change to the advert: a new price, a new banner (option,
// sold, ...), going offline or coming back. Found by comparing the row before and after a write.

export type PropertyChangeKind = "price" | "marquee" | "unpublished" | "republished";

export interface AdvertFacts {
  price: number | null;
  marquee: number;
  /** A draft has never been online: its first publication starts the history, it is not a change. */
  status: "draft" | "published" | "unpublished";
}

export interface PropertyChange {
  kind: PropertyChangeKind;
  before: number | null;
  after: number | null;
}

/** The changes from one state of the advert to the next, in the order they are told. */
export function advertChanges(before: AdvertFacts, after: AdvertFacts): PropertyChange[] {
  const changes: PropertyChange[] = [];
  if (before.status === "draft") return changes;
  if (before.status !== after.status)
    changes.push({ kind: after.status === "published" ? "republished" : "unpublished", before: null, after: null });
  // A price that appears or disappears ("price on request") is no price change to tell.
  if (before.price !== null && after.price !== null && Number(before.price) !== Number(after.price))
    changes.push({ kind: "price", before: Number(before.price), after: Number(after.price) });
  if (before.marquee !== after.marquee) changes.push({ kind: "marquee", before: before.marquee, after: after.marquee });
  return changes;
}
