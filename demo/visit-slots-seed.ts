// The demo's visit slots: from the day the demo is seeded (visits must lie ahead, so these follow the
// clock, unlike the rest of the seed), a few mornings, afternoons and evenings over eight weeks,
// one visitor each. Properties whose banner says the visits are full get only booked slots, each
// booked by a visitor of its own (a slot's count of taken places is its bookings, nothing else), and
// the demo agent holds every slot, so their calendar feed has the visits.
import { and, asc, gt, isNull } from "drizzle-orm";
import type { Database } from "../app/.server/db/client.ts";
import { leads, visitBookings, visitSlots } from "../app/.server/db/lead-schema.ts";
import { brusselsHour } from "../app/domain/brussels-day.ts";
import type { Language } from "../app/i18n/languages.ts";
import { DAY_MS } from "./constants.ts";
import { insertAll } from "./insert-all.ts";
import { rngFor } from "./prng.ts";

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

/** The demo's agent (accounts.ts), who shows the visitors round. */
const DEMO_AGENT_ID = "demo-agent";

const VISITORS = [
  ["ms", "Hanne", "Claes", "nl"],
  ["mr", "Bram", "Wouters", "nl"],
  ["ms", "Julie", "Leclercq", "fr"],
  ["mr", "Antoine", "Renard", "fr"],
  ["ms", "Emma", "Goossens", "nl"],
  ["mr", "Stefan", "Becker", "de"],
  ["ms", "Olivia", "Smith", "en"],
] as const;
const REMARKS: Record<Language, string> = {
  nl: "Kunnen we ook de tuin en de zolder bekijken?",
  fr: "Serait-il possible de voir aussi le jardin et le grenier ?",
  en: "Could we also see the garden and the attic?",
  de: "Können wir auch den Garten und den Dachboden sehen?",
};

/** The visit request that booked a full property's slot ahead: a visitor of its own, asked days before. */
export function upcomingVisitor(slot: { id: number; propertyId: number }, now: Date): typeof leads.$inferInsert {
  const rng = rngFor(`upcoming-visit-${slot.id}`);
  const [title, firstName, lastName, language] = rng.pick(VISITORS);
  const email = `${firstName}.${lastName}.visit${slot.id}@example.com`.toLowerCase();
  const phone = `04${rng.int(70, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`;
  return {
    kind: "visit",
    language,
    propertyId: slot.propertyId,
    email,
    name: `${firstName} ${lastName}`,
    fields: {
      slot: slot.id,
      title,
      firstName,
      lastName,
      email,
      phone,
      remark: rng.chance(0.6) ? REMARKS[language] : "",
    },
    verified: true,
    submissionKey: `demo-visit-${slot.id}`,
    status: "new",
    createdAt: new Date(now.getTime() - rng.int(1, 20) * DAY_MS - rng.int(0, 600) * 60_000),
  };
}

/**
 * Books every taken place of the slots ahead (the full properties' ones) with a visitor's request:
 * before the other requests, which link every request to its person.
 */
export async function seedUpcomingVisits(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const taken = await tx
      .select({ id: visitSlots.id, propertyId: visitSlots.propertyId })
      .from(visitSlots)
      .where(and(gt(visitSlots.startsAt, now), gt(visitSlots.booked, 0)))
      .orderBy(asc(visitSlots.id));
    await insertAll(taken, async (slice) => {
      const rows = await tx
        .insert(leads)
        .values(slice.map((slot) => upcomingVisitor(slot, now)))
        .returning({ id: leads.id, createdAt: leads.createdAt });
      await tx.insert(visitBookings).values(
        slice.map((slot, index) => ({
          slotId: slot.id,
          leadId: rows[index]?.id ?? 0,
          createdAt: rows[index]?.createdAt ?? now,
        })),
      );
    });
  });
}

/** Gives every seeded slot, held visits included, to the demo agent: after the accounts and the requests. */
export async function giveSlotsToAgent(db: Database): Promise<void> {
  await db.update(visitSlots).set({ staffId: DEMO_AGENT_ID }).where(isNull(visitSlots.staffId));
}
