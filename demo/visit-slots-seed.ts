// The demo's visit slots: from the day the demo is seeded (visits must lie ahead, so these follow the
// clock, unlike the rest of the seed), a few mornings, afternoons and evenings over eight weeks,
// one visitor each. Properties whose banner says the visits are full get only booked slots.
import { brusselsHour } from "../app/domain/brussels-day.ts";
import { DAY_MS } from "./constants.ts";

const HOURS = [10, 14, 17];
const DAYS_AHEAD = [2, 3, 6, 9, 13, 16, 20, 27, 34, 41, 48, 55];

/** The UTC instant of a wall-clock hour in Brussels on the day of `date`. */
export function brusselsTime(date: Date, hour: number): Date {
  const guess = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hour));
  // One formatter for every call (brusselsHour keeps it): making one per call cost the seed half a second.
  const shown = brusselsHour(guess);
  // Brussels is one or two hours ahead of UTC; the shown hour may have wrapped past midnight.
  const offset = ((shown - hour + 36) % 24) - 12;
  return new Date(guess.getTime() - offset * 3_600_000);
}

export function visitSlotRows(visits: { propertyId: number; full: boolean }[], now: Date) {
  return visits.flatMap(({ propertyId, full }) =>
    DAYS_AHEAD.filter((_, index) => (index + propertyId) % 2 === 0).map((days, index) => {
      const start = brusselsTime(
        new Date(now.getTime() + days * DAY_MS),
        HOURS[(propertyId + index) % HOURS.length] ?? 10,
      );
      return {
        propertyId,
        startsAt: start,
        endsAt: new Date(start.getTime() + 30 * 60 * 1000),
        capacity: 1,
        booked: full ? 1 : 0,
      };
    }),
  );
}
