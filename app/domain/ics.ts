// RFC 5545 calendar file for a visit appointment, attached to the confirmation mail.
// Times are written in UTC ("Z" form) so no VTIMEZONE block is needed and every
// calendar client shows the visit at the right local time.

export type VisitAppointment = {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  organizerName?: string;
  organizerEmail: string;
  stamp: Date;
  /**
   * CANCEL withdraws an entry sent before: same UID, a higher SEQUENCE and STATUS:CANCELLED, so
   * calendar clients remove the visit they added from the first invitation (RFC 5546 section 3.2.5).
   */
  method?: "PUBLISH" | "CANCEL";
  /**
   * How often the entry was sent before with changes (confirmed, moved): a client keeps the entry
   * with the highest SEQUENCE. Absent: 0 for an invitation, 1 for a cancellation.
   */
  sequence?: number;
  /** CONFIRMED once the agency confirmed the visit (an invitation without it is tentative to the reader). */
  status?: "CONFIRMED";
};

const crlf = "\r\n";
const maxLineOctets = 75;
const encoder = new TextEncoder();

/** TEXT value escaping of RFC 5545 section 3.3.11. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line at 75 octets without splitting a UTF-8 character (section 3.1). */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let currentOctets = 0;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    // Continuation lines start with one space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? maxLineOctets : maxLineOctets - 1;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = "";
      currentOctets = 0;
    }
    current += character;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join(`${crlf} `);
}

/** UTC date-time form, e.g. 20261124T130000Z. */
export function formatIcsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

function sequenceLines(appointment: VisitAppointment): string[] {
  if (appointment.method === "CANCEL") return [`SEQUENCE:${appointment.sequence ?? 1}`, "STATUS:CANCELLED"];
  return [
    ...(appointment.sequence ? [`SEQUENCE:${appointment.sequence}`] : []),
    ...(appointment.status ? [`STATUS:${appointment.status}`] : []),
  ];
}

export function buildVisitIcs(appointment: VisitAppointment): string {
  if (appointment.end.getTime() <= appointment.start.getTime()) {
    throw new RangeError("An appointment must end after it starts");
  }
  const cancel = appointment.method === "CANCEL";
  const organizer = appointment.organizerName
    ? `ORGANIZER;CN="${appointment.organizerName.replace(/"/g, "'")}":mailto:${appointment.organizerEmail}`
    : `ORGANIZER:mailto:${appointment.organizerEmail}`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Real estate agency website//Visit appointment//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${cancel ? "CANCEL" : "PUBLISH"}`,
    "BEGIN:VEVENT",
    `UID:${appointment.uid}`,
    ...sequenceLines(appointment),
    `DTSTAMP:${formatIcsDateTime(appointment.stamp)}`,
    `DTSTART:${formatIcsDateTime(appointment.start)}`,
    `DTEND:${formatIcsDateTime(appointment.end)}`,
    `SUMMARY:${escapeIcsText(appointment.summary)}`,
    ...(appointment.location ? [`LOCATION:${escapeIcsText(appointment.location)}`] : []),
    ...(appointment.description ? [`DESCRIPTION:${escapeIcsText(appointment.description)}`] : []),
    organizer,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldIcsLine).join(crlf) + crlf;
}
