// Reads a calendar file as a calendar app does, with a real iCalendar parser (ical.js), and checks
// the framing a lenient parser lets through: CRLF line ends and lines of at most 75 octets.
import ICAL from "ical.js";

export interface ParsedEvent {
  uid: string;
  summary: string;
  location: string | null;
  description: string | null;
  status: string | null;
  url: string | null;
  start: Date;
  end: Date;
  /** Whether DTSTART, DTEND and DTSTAMP are all written in UTC. */
  utc: boolean;
}

export function parseCalendar(text: string): { name: string | null; events: ParsedEvent[] } {
  if (!text.endsWith("\r\n") || /[^\r]\n|\r[^\n]/.test(text)) throw new Error("every line must end with CRLF");
  for (const line of text.split("\r\n"))
    if (Buffer.byteLength(line, "utf8") > 75) throw new Error(`a line longer than 75 octets: ${line}`);
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== "vcalendar") throw new Error("not a VCALENDAR");
  const text_ = (component: ICAL.Component, name: string) => {
    const value: unknown = component.getFirstPropertyValue(name);
    return typeof value === "string" ? value : null;
  };
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const start = component.getFirstPropertyValue("dtstart") as ICAL.Time;
    const end = component.getFirstPropertyValue("dtend") as ICAL.Time;
    const stamp = component.getFirstPropertyValue("dtstamp") as ICAL.Time;
    return {
      uid: text_(component, "uid") ?? "",
      summary: text_(component, "summary") ?? "",
      location: text_(component, "location"),
      description: text_(component, "description"),
      status: text_(component, "status"),
      url: text_(component, "url"),
      start: start.toJSDate(),
      end: end.toJSDate(),
      utc: [start, end, stamp].every((time) => time.zone === ICAL.Timezone.utcTimezone),
    };
  });
  return { name: text_(calendar, "x-wr-calname"), events };
}
