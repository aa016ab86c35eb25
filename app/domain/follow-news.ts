// What a visitor who follows a property is told (issue 39, "follow a property"): the price dropped,
// it went under option, was sold or rented, or came back on the market. Read from the advert's
// history (property-changes.ts), the changes since the follower was last told, oldest first. A
// price that rose, a "new" banner or the advert going offline tells the follower nothing to act on.
import { marqueeOf } from "./listing.ts";
import type { PropertyChange } from "./property-changes.ts";

export type FollowNews =
  | { kind: "price-drop"; before: number; after: number }
  | { kind: "option" | "sold" | "rented" | "back" };

const TAKEN = new Set(["option", "sold", "rented"]);

export function followNews(changes: readonly PropertyChange[]): FollowNews[] {
  const news: FollowNews[] = [];
  // Several price changes between two mails are one: from the first price to the last.
  const prices = changes.filter((change) => change.kind === "price");
  const first = prices[0]?.before;
  const last = prices.at(-1)?.after;
  if (first != null && last != null && last < first) news.push({ kind: "price-drop", before: first, after: last });
  for (const change of changes) {
    if (change.kind === "republished") news.push({ kind: "back" });
    if (change.kind !== "marquee") continue;
    const before = marqueeOf(change.before);
    const after = marqueeOf(change.after);
    if (after === "option" || after === "sold" || after === "rented") news.push({ kind: after });
    else if (TAKEN.has(before)) news.push({ kind: "back" });
  }
  // Told once each, in the order they happened: "under option" then "back" is two pieces of news.
  return news.filter((item, index) => index === 0 || item.kind !== news[index - 1]?.kind);
}
