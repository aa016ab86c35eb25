// The back office's first screen: today's agenda (the visits of the day, the viewer's tasks due, the
// requests that came in today) and the tiles of what waits. Each tile is a link to the list it counts,
// and is counted by that list's own filters and count, so the number on the tile is the number the
// list shows.
import { addDays, brusselsDay, mondayOf } from "../../domain/brussels-day.ts";
import { brusselsInstant } from "../../domain/visit-slot-series.ts";
import { type InboxViewer, leadCount, leadFilterSearch, leadFiltersOf, leadInbox } from "./leads.ts";
import { outbox } from "./outbox.ts";
import { taskFilterSearch, taskFiltersOf, taskList } from "./tasks.ts";
import { waitingTestimonialCount } from "./testimonials.ts";
import { comingRange, MAX_LISTED_SLOTS, slotsBetween } from "./visits.ts";

export const DASHBOARD_TILES = [
  "leadsToday",
  "leadsWeek",
  "leadsNew",
  "unassigned",
  "unverified",
  "tasksDue",
  "visitsToday",
  "visitsComing",
  "failedMails",
  "testimonials",
] as const;
export type DashboardTile = (typeof DASHBOARD_TILES)[number];

/** How many requests of today's agenda are listed; the tile links to all of them. */
const AGENDA_LEADS = 10;

function leadsHref(query: string): { href: string; filters: ReturnType<typeof leadFiltersOf> } {
  const filters = leadFiltersOf(new URLSearchParams(query));
  const search = leadFilterSearch(filters).toString();
  return { href: `/admin/leads/${search ? `?${search}` : ""}`, filters };
}

/** A day's live bookings, the way the visits page's day view and list count them. */
function bookingsOf(slots: { bookings: unknown[] }[]): number {
  return slots.reduce((sum, slot) => sum + slot.bookings.length, 0);
}

export async function dashboard(viewer: InboxViewer, now = new Date()) {
  const today = brusselsDay(now);
  const monday = mondayOf(today);
  const leadTiles = {
    leadsToday: leadsHref(`from=${today}&to=${today}`),
    leadsWeek: leadsHref(`from=${monday}&to=${today}`),
    leadsNew: leadsHref("status=new"),
    unassigned: leadsHref("status=new&assignee=none"),
    // Sent without a solved captcha and not yet looked at: confirmed ones are verified, spam is spam.
    unverified: leadsHref("verified=no&status=new"),
  } satisfies Partial<Record<DashboardTile, unknown>>;
  const coming = comingRange(now);
  const tasksDue = taskFiltersOf(new URLSearchParams("due=today"));
  const [todaysSlots, comingSlots, leadCounts, dueTasks, failed, testimonials, todaysLeads] = await Promise.all([
    slotsBetween(
      brusselsInstant(today, "00:00"),
      brusselsInstant(addDays(today, 1), "00:00"),
      null,
      viewer.language,
      MAX_LISTED_SLOTS,
    ),
    slotsBetween(coming.from, coming.to, null, viewer.language, MAX_LISTED_SLOTS),
    Promise.all(
      Object.entries(leadTiles).map(async ([key, tile]) => [key, await leadCount(tile.filters, viewer.id)] as const),
    ),
    taskList(tasksDue, viewer.id, now),
    outbox("failed", 1),
    waitingTestimonialCount(),
    leadInbox(leadTiles.leadsToday.filters, viewer),
  ]);
  const counts = Object.fromEntries(leadCounts) as Record<keyof typeof leadTiles, number>;
  const taskSearch = taskFilterSearch(tasksDue).toString();
  const tiles: { key: DashboardTile; href: string; count: number }[] = [
    ...Object.entries(leadTiles).map(([key, tile]) => ({
      key: key as keyof typeof leadTiles,
      href: tile.href,
      count: counts[key as keyof typeof leadTiles],
    })),
    { key: "tasksDue", href: `/admin/tasks/?${taskSearch}`, count: dueTasks.total },
    { key: "visitsToday", href: `/admin/visits/?view=day&day=${today}`, count: bookingsOf(todaysSlots.slots) },
    { key: "visitsComing", href: "/admin/visits/?view=list", count: bookingsOf(comingSlots.slots) },
    { key: "failedMails", href: "/admin/mails/?state=failed", count: failed.total },
    { key: "testimonials", href: "/admin/testimonials/", count: testimonials },
  ];
  return {
    today,
    tiles,
    visits: todaysSlots.slots.filter((slot) => slot.bookings.length > 0),
    tasks: dueTasks.rows,
    leads: todaysLeads.rows.slice(0, AGENDA_LEADS),
  };
}
