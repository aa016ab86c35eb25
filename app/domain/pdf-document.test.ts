import { describe, expect, it } from "vitest";
import { documentProblem, isPdf, MAX_DOCUMENT_BYTES } from "./pdf-document.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("isPdf", () => {
  it.each([
    ["%PDF-1.4\n%âãÏÓ\n1 0 obj", true],
    ["%PDF-2.0\n", true],
    ["%PDF-", false],
    ["%PDF-x", false],
    ["%pdf-1.4", false],
    [" %PDF-1.4", false],
    ["Dit is een tekstbestand met de naam prijslijst.pdf", false],
    ["\x89PNG\r\n\x1a\n", false],
    ["PK\x03\x04 (a zip or docx)", false],
    ["", false],
  ])("%j is a PDF: %s", (text, expected) => {
    expect(isPdf(bytes(text))).toBe(expected);
  });
});

describe("documentProblem", () => {
  it("accepts a PDF up to the limit and names what is wrong with anything else", () => {
    const pdf = new Uint8Array(MAX_DOCUMENT_BYTES);
    pdf.set(bytes("%PDF-1.7\n"));
    expect(documentProblem(pdf)).toBeNull();
    const tooLarge = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    tooLarge.set(bytes("%PDF-1.7\n"));
    expect(documentProblem(tooLarge)).toBe("tooLarge");
    expect(documentProblem(new Uint8Array(0))).toBe("empty");
    expect(documentProblem(bytes("hello"))).toBe("notPdf");
  });
});
