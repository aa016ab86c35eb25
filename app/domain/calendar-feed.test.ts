// The staff calendar feed, read back by a real iCalendar parser: every value comes back as written
// (escaped TEXT, folded lines, multi-byte characters), times in UTC, one entry per visit.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendarFeed, type FeedEvent } from "./calendar-feed.ts";

/**
 * The feed as a calendar app reads it (ical.js), after the framing a lenient parser lets through:
 * CRLF line ends and lines of at most 75 octets.
 */
function parseCalendar(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text).not.toMatch(/[^\r]\n|\r[^\n]/);
  for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const value = (component: ICAL.Component, name: string) => {
    const found: unknown = component.getFirstPropertyValue(name);
    return typeof found === "string" ? found : null;
  };
  const time = (component: ICAL.Component, name: string) => component.getFirstPropertyValue(name) as ICAL.Time;
  return {
    name: value(calendar, "x-wr-calname"),
    events: calendar.getAllSubcomponents("vevent").map((event) => ({
      uid: value(event, "uid") ?? "",
      summary: value(event, "summary") ?? "",
      location: value(event, "location"),
      description: value(event, "description"),
      status: value(event, "status"),
      url: value(event, "url"),
      start: time(event, "dtstart").toJSDate(),
      end: time(event, "dtend").toJSDate(),
      utc: ["dtstart", "dtend", "dtstamp"].every((name) => time(event, name).zone === ICAL.Timezone.utcTimezone),
    })),
  };
}

const visit: FeedEvent = {
  uid: "visit-slot-12@agency.example",
  start: new Date("2026-12-08T09:00:00Z"),
  end: new Date("2026-12-08T09:30:00Z"),
  summary: "Bezoek: Woning met tuin (Halle)",
  location: "Kouter 1, 9000 Gent",
  description: "Zoë Dupré; 0470 12 34 56\nBevestigd",
  status: "CONFIRMED",
  url: "https://www.agency.example/admin/visits/12/",
};

describe("buildCalendarFeed", () => {
  it.each<[string, Partial<FeedEvent>]>([
    ["plain", {}],
    [
      "commas, semicolons, backslashes and line breaks",
      { summary: "Bezoek; a,b \\ c\r\nnext", description: "x\ny\nz" },
    ],
    ["a long title in accented and 4-byte characters", { summary: `Besichtigung ${"Ä😀é".repeat(40)}` }],
    ["no location, description nor link", { location: undefined, description: undefined, url: undefined }],
    ["tentative", { status: "TENTATIVE" }],
  ])("%s: read back as written", (_case, change) => {
    const event = { ...visit, ...change };
    const ics = buildCalendarFeed({ name: "Bezoeken – Jan", stamp: new Date("2026-12-03T07:00:00Z"), events: [event] });
    const parsed = parseCalendar(ics);
    expect(parsed.name).toBe("Bezoeken – Jan");
    expect(parsed.events).toEqual([
      {
        uid: event.uid,
        summary: event.summary.replace(/\r\n/g, "\n"),
        location: event.location ?? null,
        description: event.description ?? null,
        status: event.status,
        url: event.url ?? null,
        start: event.start,
        end: event.end,
        utc: true,
      },
    ]);
  });

  it("writes DTSTAMP, DTSTART and DTEND in UTC, and one entry per visit", () => {
    const later = {
      ...visit,
      uid: "visit-slot-13@agency.example",
      start: new Date("2026-12-09T13:00:00Z"),
      end: new Date("2026-12-09T14:00:00Z"),
    };
    const ics = buildCalendarFeed({ name: "x", stamp: new Date("2026-12-03T07:00:00.456Z"), events: [visit, later] });
    const lines = ics.split("\r\n");
    expect(lines).toContain("DTSTAMP:20261203T070000Z");
    expect(lines).toContain("DTSTART:20261209T130000Z");
    expect(lines).toContain("DTEND:20261209T140000Z");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(2);
    expect(parseCalendar(ics).events.map((event) => event.uid)).toEqual([visit.uid, later.uid]);
  });

  it("is a valid calendar with no visits at all", () => {
    expect(parseCalendar(buildCalendarFeed({ name: "x", stamp: new Date(), events: [] })).events).toEqual([]);
  });

  it("keeps a line break out of a link", () => {
    const ics = buildCalendarFeed({
      name: "x",
      stamp: new Date(),
      events: [{ ...visit, url: "https://a.example/\r\nX-EVIL:1" }],
    });
    expect(ics).not.toContain("\r\nX-EVIL");
  });

  it("refuses a visit that ends before it starts", () => {
    expect(() => buildCalendarFeed({ name: "x", stamp: new Date(), events: [{ ...visit, end: visit.start }] })).toThrow(
      RangeError,
    );
  });
});
