import { describe, expect, it } from "vitest";
import { csvCell, csvDocument, csvResponse } from "./csv.ts";

describe("csvCell", () => {
  it.each<[Parameters<typeof csvCell>[0], string]>([
    ["An Peeters", "An Peeters"],
    ["Zoë Dupré", "Zoë Dupré"],
    ["a;b", '"a;b"'],
    ['Het "Hof"', '"Het ""Hof"""'],
    ["line 1\nline 2", '"line 1\nline 2"'],
    ["line 1\r\nline 2", '"line 1\r\nline 2"'],
    [" padded ", '" padded "'],
    ["", ""],
    [null, ""],
    [undefined, ""],
    [12, "12"],
    [-3, "-3"],
    [Number.NaN, ""],
    [true, "true"],
    [new Date("2026-11-23T09:05:00Z"), "2026-11-23T09:05:00.000Z"],
  ])("%j is written %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://evil.example")', '"\'=HYPERLINK(""http://evil.example"")"'],
    ["+32 470 12 34 56", "'+32 470 12 34 56"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1+1", "'\t=1+1"],
    ["=1;2", '"\'=1;2"'],
  ])("a formula %j is shown as text: %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("leaves a formula sign inside the text alone", () => {
    expect(csvCell("an+bert@example.be")).toBe("an+bert@example.be");
  });
});

describe("csvDocument", () => {
  it("starts with a byte order mark, separates by semicolons and ends every line with CRLF", () => {
    const text = csvDocument(
      ["E-mail", "Naam"],
      [
        ["an@example.be", "An; Peeters"],
        ["zoe@example.be", "Zoë"],
      ],
    );
    expect(text).toBe('\uFEFFE-mail;Naam\r\nan@example.be;"An; Peeters"\r\nzoe@example.be;Zoë\r\n');
    const bytes = Buffer.from(text, "utf8");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("is a header line alone without rows", () => {
    expect(csvDocument(["a", "b"], [])).toBe("\uFEFFa;b\r\n");
  });
});

describe("csvResponse", () => {
  it("is a UTF-8 CSV download that is never cached, under a harmless name", async () => {
    const response = csvResponse('sub"scribers\r\n.csv', csvDocument(["a"], [["é"]]));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="sub_scribers__.csv"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(Buffer.from("\uFEFFa\r\né\r\n")));
  });
});
