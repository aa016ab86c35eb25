import { describe, expect, it } from "vitest";
import { buildVisitIcs, escapeIcsText, foldIcsLine, formatIcsDateTime } from "./ics.ts";

describe("escapeIcsText", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", "a\\,b"],
    ["a;b", "a\\;b"],
    ["a\\b", "a\\\\b"],
    ["line1\nline2", "line1\\nline2"],
    ["line1\r\nline2", "line1\\nline2"],
    ["Rue Neuve 1, 1000 Bruxelles; étage 2", "Rue Neuve 1\\, 1000 Bruxelles\\; étage 2"],
  ])("%j becomes %j", (input, expected) => {
    expect(escapeIcsText(input)).toBe(expected);
  });
});

describe("foldIcsLine", () => {
  it("leaves a 75-octet line alone", () => {
    const line = "x".repeat(75);
    expect(foldIcsLine(line)).toBe(line);
  });
  it("folds a 76-octet line after 75 octets", () => {
    expect(foldIcsLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });
  it("never splits a multi-byte character and keeps every line within 75 octets", () => {
    const line = `SUMMARY:${"é".repeat(100)}`;
    const folded = foldIcsLine(line);
    for (const physical of folded.split("\r\n")) {
      expect(Buffer.byteLength(physical, "utf8")).toBeLessThanOrEqual(75);
      expect(physical).not.toContain("\uFFFD");
    }
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });
  it("folds 4-byte characters whole", () => {
    const line = `X:${"😀".repeat(40)}`;
    const physical = foldIcsLine(line).split("\r\n");
    expect(Buffer.byteLength(physical[0] ?? "", "utf8")).toBe(74);
    expect(physical.join("").replace(/ /g, "")).toBe(line);
  });
});

describe("buildVisitIcs", () => {
  const appointment = {
    uid: "visit-42@agency.example",
    start: new Date("2026-11-24T13:00:00Z"),
    end: new Date("2026-11-24T13:30:00Z"),
    stamp: new Date("2026-11-23T00:00:00.123Z"),
    summary: "Visit: house, Gent",
    location: "Kouter 1, 9000 Gent",
    description: "Bring your ID.\nAsk for Anna.",
    organizerName: "Agency",
    organizerEmail: "info@agency.example",
  };

  it("writes a CRLF-terminated VCALENDAR with one VEVENT", () => {
    const ics = buildVisitIcs(appointment);
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = ics.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("UID:visit-42@agency.example");
    expect(lines).toContain("DTSTAMP:20261123T000000Z");
    expect(lines).toContain("DTSTART:20261124T130000Z");
    expect(lines).toContain("DTEND:20261124T133000Z");
    expect(lines).toContain("SUMMARY:Visit: house\\, Gent");
    expect(lines).toContain("LOCATION:Kouter 1\\, 9000 Gent");
    expect(lines).toContain("DESCRIPTION:Bring your ID.\\nAsk for Anna.");
    expect(lines).toContain('ORGANIZER;CN="Agency":mailto:info@agency.example');
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("publishes by default, without a status", () => {
    const lines = buildVisitIcs(appointment).split("\r\n");
    expect(lines).toContain("METHOD:PUBLISH");
    expect(lines.some((line) => line.startsWith("STATUS:") || line.startsWith("SEQUENCE:"))).toBe(false);
  });

  it("cancels the same entry: same UID, a later sequence, cancelled", () => {
    const lines = buildVisitIcs({ ...appointment, method: "CANCEL" }).split("\r\n");
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).not.toContain("METHOD:PUBLISH");
    expect(lines).toContain("UID:visit-42@agency.example");
    expect(lines).toContain("SEQUENCE:1");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("DTSTART:20261124T130000Z");
  });

  it.each([
    [{}, [], ["SEQUENCE:", "STATUS:"]],
    [{ sequence: 2, status: "CONFIRMED" as const }, ["SEQUENCE:2", "STATUS:CONFIRMED"], []],
    [{ sequence: 1 }, ["SEQUENCE:1"], ["STATUS:"]],
    [{ method: "CANCEL" as const, sequence: 3 }, ["SEQUENCE:3", "STATUS:CANCELLED", "METHOD:CANCEL"], []],
  ])("an entry sent again (%j) carries its sequence and status", (change, present, absent) => {
    const lines = buildVisitIcs({ ...appointment, ...change }).split("\r\n");
    for (const line of present) expect(lines).toContain(line);
    for (const start of absent) expect(lines.some((line) => line.startsWith(start))).toBe(false);
  });

  it("rejects an appointment that ends before it starts", () => {
    expect(() => buildVisitIcs({ ...appointment, end: appointment.start })).toThrow(RangeError);
  });

  it("formats UTC date-times without separators", () => {
    expect(formatIcsDateTime(new Date("2026-01-02T03:04:05Z"))).toBe("20260102T030405Z");
  });
});
