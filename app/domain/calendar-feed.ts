// A staff member's calendar feed (RFC 5545): the visits they hold, as a calendar app subscribed to
// its address reads it every hour. Times in UTC ("Z" form), so no VTIMEZONE block is needed; every
// content line folded at 75 octets and every TEXT value escaped, as the visitor's calendar file.
import { escapeIcsText, foldIcsLine, formatIcsDateTime } from "./ics.ts";

export interface FeedEvent {
  /** Stable across reads: a calendar app updates the entry with this UID instead of adding one. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  /** CONFIRMED when every visitor of it was confirmed, else TENTATIVE. */
  status: "CONFIRMED" | "TENTATIVE";
  /** Where staff open it in the back office. */
  url?: string;
}

export interface CalendarFeed {
  /** The calendar's name as the app lists it. */
  name: string;
  /** When the feed was read: every event's DTSTAMP. */
  stamp: Date;
  events: readonly FeedEvent[];
}

/** A URI property value: no TEXT escaping (RFC 5545 3.3.13), but no line break may get through. */
function uri(value: string): string {
  return value.replace(/[\r\n]/g, "");
}

function eventLines(event: FeedEvent, stamp: string): string[] {
  if (event.end.getTime() <= event.start.getTime()) throw new RangeError("A visit must end after it starts");
  return [
    "BEGIN:VEVENT",
    `UID:${uri(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${formatIcsDateTime(event.start)}`,
    `DTEND:${formatIcsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    `STATUS:${event.status}`,
    ...(event.url ? [`URL:${uri(event.url)}`] : []),
    "END:VEVENT",
  ];
}

export function buildCalendarFeed(feed: CalendarFeed): string {
  const stamp = formatIcsDateTime(feed.stamp);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Real estate agency website//Staff visits//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeIcsText(feed.name)}`,
    // How often an app should read it again (RFC 7986; the X- form for the apps that only know it).
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...feed.events.flatMap((event) => eventLines(event, stamp)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
