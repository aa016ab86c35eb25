// Where a "keep me informed" demand stands: active (confirmed and still subscribed), unconfirmed
// (the opt-in link was never clicked; nothing is mailed) or unsubscribed.
export const DEMAND_STATES = ["active", "unconfirmed", "unsubscribed"] as const;
export type DemandState = (typeof DEMAND_STATES)[number];

export function demandStateOf(row: { confirmedAt: Date | null; unsubscribedAt: Date | null }): DemandState {
  if (row.unsubscribedAt) return "unsubscribed";
  return row.confirmedAt ? "active" : "unconfirmed";
}
