// The demo's requests and what followed them, for every published property: questions, visit
// requests (most of them booked into a visit that was held), documents asked, offers or rental
// applications, passed on to a friend; some price reductions. The back office then has an inbox to
// work with, and the owner portal a history and a path from views to offers, set beside the other
// properties' figures. The people are invented, their addresses on example.com (which delivers
// nothing); some of them ask about several properties, typing their phone another way each time, so
// that the back office's contacts show a person's history. Like the statistics, the dates count back
// from the moment of seeding.
import { asc, eq } from "drizzle-orm";
import { linkRowsWithoutContact } from "../app/.server/contacts/contact-sql.ts";
import type { Database } from "../app/.server/db/client.ts";
import { leads, visitBookings, visitSlots } from "../app/.server/db/lead-schema.ts";
import { properties } from "../app/.server/db/schema.ts";
import { propertyChanges } from "../app/.server/db/stats-schema.ts";
import { isForSale } from "../app/domain/listing.ts";
import type { Language } from "../app/i18n/languages.ts";
import { DAY_MS } from "./constants.ts";
import { insertAll } from "./insert-all.ts";
import { type Rng, rngFor } from "./prng.ts";
import { brusselsTime } from "./visit-slots-seed.ts";

const WINDOW_DAYS = 90;

const FIRST_NAMES = [
  ["mr", "Wouter"],
  ["mr", "Thomas"],
  ["mr", "Pieter"],
  ["mr", "Julien"],
  ["mr", "Mehdi"],
  ["mr", "Lukas"],
  ["ms", "Lotte"],
  ["ms", "Sarah"],
  ["ms", "Els"],
  ["ms", "Camille"],
  ["ms", "Nadia"],
  ["ms", "Inge"],
] as const;
const LAST_NAMES = ["Peeters", "Janssens", "Maes", "Jacobs", "Mertens", "Willems", "Dubois", "Lambert", "El Amrani"];
const LANGUAGE_WEIGHTS: readonly (readonly [Language, number])[] = [
  ["nl", 60],
  ["fr", 30],
  ["en", 5],
  ["de", 5],
];

type DemoKind = "contact-me" | "visit" | "documents" | "purchase-offer" | "rental-application" | "send-to-friend";

const SALE_KINDS: readonly (readonly [DemoKind, number])[] = [
  ["contact-me", 36],
  ["visit", 38],
  ["documents", 14],
  ["purchase-offer", 5],
  ["send-to-friend", 7],
];
const RENT_KINDS: readonly (readonly [DemoKind, number])[] = [
  ["contact-me", 33],
  ["visit", 42],
  ["documents", 4],
  ["rental-application", 14],
  ["send-to-friend", 7],
];

interface Listed {
  id: number;
  goal: number;
  price: number | null;
  publishedAt: Date;
}

interface DemoRequest {
  lead: typeof leads.$inferInsert;
  /** When the visit it asked for was held (visit requests that were booked). */
  visitAt?: Date;
}

function status(rng: Rng, createdAt: Date, now: Date): "new" | "in-progress" | "done" | "spam" {
  if (rng.chance(0.03)) return "spam";
  const old = now.getTime() - createdAt.getTime() > 7 * DAY_MS;
  return old
    ? rng.weighted([
        ["done", 75],
        ["in-progress", 20],
        ["new", 5],
      ])
    : rng.weighted([
        ["new", 50],
        ["in-progress", 50],
      ]);
}

function kindFields(kind: DemoKind, property: Listed, rng: Rng, person: Record<string, string>) {
  switch (kind) {
    case "contact-me":
      return { ...person, request: rng.chance(0.6) ? "question" : "visit", remark: "" };
    case "purchase-offer":
      return { ...person, amount: Math.round(((property.price ?? 250_000) * rng.float(0.88, 0.98)) / 1000) * 1000 };
    case "send-to-friend":
      return { yourName: `${person.firstName} ${person.lastName}`, yourEmail: person.email };
    default:
      return { ...person, remark: "" };
  }
}

/** "0478 12 34 56" as some type it the second time: "+32 478 12 34 56". */
function internationalPhone(phone: string): string {
  return `+32 ${phone.slice(1)}`;
}

export function demoRequests(listed: readonly Listed[], now: Date): DemoRequest[] {
  const requests: DemoRequest[] = [];
  const people: { title: string; firstName: string; lastName: string; email: string; phone: string }[] = [];
  for (const property of listed) {
    const rng = rngFor(`requests-${property.id}`);
    const from = Math.max(property.publishedAt.getTime(), now.getTime() - WINDOW_DAYS * DAY_MS);
    const days = Math.max(0, (now.getTime() - from) / DAY_MS);
    const count = Math.round(days * rng.float(0.08, 0.2));
    for (let index = 0; index < count; index++) {
      const createdAt = new Date(from + rng.next() * (now.getTime() - from - 3_600_000));
      const kind = rng.weighted(isForSale(property.goal) ? SALE_KINDS : RENT_KINDS);
      const [title, firstName] = rng.pick(FIRST_NAMES);
      const lastName = rng.pick(LAST_NAMES);
      const email = `${firstName}.${lastName}.${property.id}${index}@example.com`.toLowerCase().replaceAll(" ", "");
      const phone = `04${rng.int(70, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`;
      // One request in five comes from someone who asked about another property before.
      const earlier =
        index % 5 === 4 && people.length > 0 ? people[(property.id * 7 + index) % people.length] : undefined;
      const person = earlier
        ? { ...earlier, phone: internationalPhone(earlier.phone) }
        : { title, firstName, lastName, email, phone };
      if (!earlier) people.push(person);
      const visitDay = new Date(createdAt.getTime() + rng.int(2, 8) * DAY_MS);
      const visitAt = brusselsTime(visitDay, rng.pick([10, 14, 17]));
      // A visit request is booked into a visit most of the time; only those already held are seeded.
      const held = kind === "visit" && visitAt < now && rng.chance(0.85);
      requests.push({
        lead: {
          kind,
          language: rng.weighted(LANGUAGE_WEIGHTS),
          propertyId: property.id,
          email: person.email,
          name: `${person.firstName} ${person.lastName}`,
          fields: kindFields(kind, property, rng, person),
          verified: true,
          submissionKey: `demo-${property.id}-${index}`,
          status: held ? "done" : status(rng, createdAt, now),
          createdAt,
        },
        ...(held ? { visitAt } : {}),
      });
    }
  }
  return requests;
}

/** Some prices came down a few weeks ago: the history tells the price before. */
export function demoPriceChanges(listed: readonly Listed[], now: Date): (typeof propertyChanges.$inferInsert)[] {
  return listed.flatMap((property) => {
    const rng = rngFor(`price-change-${property.id}`);
    const age = (now.getTime() - property.publishedAt.getTime()) / DAY_MS;
    if (property.price === null || age < 30 || !rng.chance(0.35)) return [];
    const step = isForSale(property.goal) ? 5_000 : 25;
    const before = Math.round((property.price * rng.float(1.03, 1.08)) / step) * step;
    if (before <= property.price) return [];
    const changedAt = new Date(now.getTime() - rng.int(5, Math.min(60, Math.floor(age) - 10)) * DAY_MS);
    return [{ propertyId: property.id, changedAt, kind: "price" as const, before, after: property.price }];
  });
}

/** Writes the requests, their visits and the price changes of the published properties. */
export async function seedDemoRequests(db: Database, now: Date): Promise<void> {
  const listed = await db
    .select({ id: properties.id, goal: properties.goal, price: properties.price, publishedAt: properties.publishedAt })
    .from(properties)
    .where(eq(properties.status, "published"))
    .orderBy(asc(properties.id));
  const requests = demoRequests(listed, now);
  await db.transaction(async (tx) => {
    const ids: number[] = [];
    await insertAll(requests, async (slice) => {
      const rows = await tx
        .insert(leads)
        .values(slice.map((request) => request.lead))
        .returning({ id: leads.id });
      ids.push(...rows.map((row) => row.id));
    });
    const held = requests.flatMap((request, index) =>
      request.visitAt && request.lead.propertyId ? [{ ...request, leadId: ids[index] ?? 0 }] : [],
    );
    await insertAll(held, async (slice) => {
      const slots = await tx
        .insert(visitSlots)
        .values(
          slice.map(({ lead, visitAt }) => ({
            propertyId: lead.propertyId ?? 0,
            startsAt: visitAt ?? now,
            endsAt: new Date((visitAt ?? now).getTime() + 30 * 60 * 1000),
            capacity: 1,
            booked: 1,
          })),
        )
        .returning({ id: visitSlots.id });
      await tx.insert(visitBookings).values(
        slots.map((slot, index) => ({
          slotId: slot.id,
          leadId: slice[index]?.leadId ?? 0,
          // Booked when it was asked for.
          createdAt: slice[index]?.lead.createdAt ?? now,
        })),
      );
    });
    // Each person's requests on one contact, as the lead path links a request taken in.
    await linkRowsWithoutContact(tx);
    const changes = demoPriceChanges(listed, now);
    await insertAll(changes, (slice) => tx.insert(propertyChanges).values(slice));
  });
}
