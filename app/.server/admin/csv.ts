// CSV files for the agency's spreadsheets. Spreadsheets in Belgium read the comma as the decimal
// separator, so they expect semicolons between fields; they guess the encoding from a byte order
// mark (without it, Excel reads UTF-8 as Windows-1252 and "Zoë" turns into "ZoÃ«"); and the format
// wants CRLF line ends (RFC 4180). A cell that starts with = + - @ (or a tab or CR, which some
// spreadsheets skip before one of those) is read as a formula: it is written with a leading
// apostrophe, so what a visitor typed into a form is shown as text and never run.

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

const BOM = "\uFEFF";
const SEPARATOR = ";";
const LINE_END = "\r\n";
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]|^\s|\s$/;

export type CsvValue = string | number | boolean | Date | null | undefined;

/** One cell: neutralised against formulas, quoted (its quotes doubled) when it has to be. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === "number") text = Number.isFinite(value) ? String(value) : "";
  else text = String(value);
  // Numbers are the program's own, and a negative one is a number, not a formula.
  if (typeof value !== "number" && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: byte order mark, a header line, one line per row, each ended by CRLF. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(SEPARATOR));
  return BOM + lines.map((line) => line + LINE_END).join("");
}

/** A download answer for the file; never cached: it holds personal data. */
export function csvResponse(filename: string, content: string): Response {
  const safe = filename.replace(/[^\w.-]/g, "_");
  return new Response(content, {
    headers: {
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${safe}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
