// What a PDF says, for tests: its streams inflated, the text drawn by its TJ/Tj operators decoded
// (the standard fonts write Windows-1252), one line of text per operator, and its pages counted. Enough
// to check what pdfkit writes with the standard fonts; not a general PDF reader.
import { inflateSync } from "node:zlib";

const cp1252 = new TextDecoder("windows-1252");

function streams(pdf: Buffer): Buffer[] {
  const found: Buffer[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf("stream", at, "latin1");
    if (start === -1) break;
    const bodyStart = pdf[start + 6] === 0x0d ? start + 8 : start + 7;
    const end = pdf.indexOf("endstream", bodyStart, "latin1");
    if (end === -1) break;
    const body = pdf.subarray(bodyStart, end);
    try {
      found.push(inflateSync(body));
    } catch {
      found.push(body);
    }
    at = end + 9;
  }
  return found;
}

function decodeHex(hex: string): string {
  return cp1252.decode(Buffer.from(hex, "hex"));
}

function decodeLiteral(literal: string): string {
  return literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_match, escaped: string) => {
    if (/^[0-7]+$/.test(escaped)) return cp1252.decode(Uint8Array.of(Number.parseInt(escaped, 8)));
    return ({ n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" } as Record<string, string>)[escaped] ?? escaped;
  });
}

/** The text lines of a PDF, in drawing order. */
export function pdfLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of streams(pdf)) {
    const text = stream.toString("latin1");
    for (const match of text.matchAll(
      /\[((?:<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\)|\s|-?[\d.]+)*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g,
    )) {
      const operands = match[1] ?? match[2] ?? "";
      const pieces = [...operands.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)].map(([, hex, literal]) =>
        hex !== undefined ? decodeHex(hex) : decodeLiteral(literal ?? ""),
      );
      lines.push(pieces.join(""));
    }
  }
  return lines;
}

/** All the PDF's text, its lines joined by spaces: a wrapped sentence reads whole. */
export function pdfText(pdf: Buffer): string {
  return pdfLines(pdf).join(" ").replace(/ {2,}/g, " ");
}

/** How many pages the PDF has. */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
}
