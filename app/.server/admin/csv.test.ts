import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("writes UTF-8 with a byte order mark, semicolons, quoted fields and CRLF line ends", () => {
    const csv = toCsv(["Naam", "Gemeente"], [["Anaïs Dubois", "Sint-Pieters-Leeuw"]]);
    const bytes = Buffer.from(csv, "utf8");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toBe('"Naam";"Gemeente"\r\n"Anaïs Dubois";"Sint-Pieters-Leeuw"\r\n');
  });

  it("keeps separators, quotes and line breaks inside a field", () => {
    expect(toCsv(["a"], [['say "hi"; then\nleave']])).toBe('\uFEFF"a"\r\n"say ""hi""; then\nleave"\r\n');
  });

  it.each([
    ['=HYPERLINK("http://evil.example")', '\'=HYPERLINK(""http://evil.example"")'],
    ["+32 470 12 34 56", "'+32 470 12 34 56"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
  ])("neutralises a text cell that a spreadsheet would run: %j", (typed, written) => {
    expect(toCsv(["x"], [[typed]])).toBe(`\uFEFF"x"\r\n"${written}"\r\n`);
  });

  it("leaves harmless text, numbers and empty cells as they are (numbers with a decimal comma)", () => {
    expect(toCsv(["a", "b", "c", "d", "e"], [["a=b", 12, -3, 2.5, null]])).toBe(
      '\uFEFF"a";"b";"c";"d";"e"\r\n"a=b";"12";"-3";"2,5";""\r\n',
    );
  });

  it("writes only the header for no rows", () => {
    expect(toCsv(["Id"], [])).toBe('\uFEFF"Id"\r\n');
  });
});
