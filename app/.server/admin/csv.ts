// CSV for a spreadsheet in Belgium: Excel there reads a semicolon as the separator (the comma is the
// decimal sign) and only takes a file as UTF-8 when it starts with a byte order mark, so accents
// survive. Every field is quoted, lines end in CRLF, and a text cell that a spreadsheet would read
// as a formula (= + - @, or a tab or CR before one) gets a leading apostrophe: what a visitor typed
// into a form must never run in the agency's spreadsheet.
const BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null): string {
  if (value === null) return '""';
  // Numbers are the site's own, never typed text; a Belgian spreadsheet wants a decimal comma.
  const text = typeof value === "number" ? String(value).replace(".", ",") : value;
  const safe = typeof value === "string" && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The whole file as text, byte order mark first; write it out as UTF-8. */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(";"));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}
