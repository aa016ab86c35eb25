// The one check of uploaded PDFs that the listing's documents page and the project editor share:
// each file on its own, by what it holds and within the size limit, answered per file in order.
import { describe, expect, it } from "vitest";
import { samplePdf } from "../../../tests/support/sample-pdf.ts";
import { MAX_DOCUMENT_BYTES } from "../../domain/pdf-document.ts";
import { checkDocumentUploads, chosenFiles, refusedUploadStatus } from "./document-uploads.ts";

const pdf = (name: string) => new File([new Uint8Array(samplePdf("Prijslijst", ["Appartement 1: € 245.000"]))], name);

/** The sample PDF with a script run on opening. */
function pdfWithScript(name: string): File {
  const text = samplePdf("Prijslijst", [])
    .toString("latin1")
    .replace(
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>",
    );
  return new File([Buffer.from(text, "latin1")], name, { type: "application/pdf" });
}

describe("checkDocumentUploads", () => {
  it("accepts a PDF with its bytes and name", async () => {
    const [upload] = await checkDocumentUploads([pdf("EPC_attest.pdf")]);
    expect(upload).toMatchObject({ name: "EPC_attest.pdf", outcome: "accepted" });
    if (upload?.outcome !== "accepted") throw new Error("not accepted");
    expect(Buffer.from(upload.bytes).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("refuses a text file named .pdf and sent as a PDF, by what it holds", async () => {
    const fake = new File(["Dit is geen PDF."], "prijslijst.pdf", { type: "application/pdf" });
    expect(await checkDocumentUploads([fake])).toEqual([
      { name: "prijslijst.pdf", outcome: "refused", problem: "notPdf" },
    ]);
  });

  it("refuses a file above the limit, even one that begins as a PDF", async () => {
    const large = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    large.set(Buffer.from("%PDF-1.7\n", "latin1"));
    expect(await checkDocumentUploads([new File([large], "plannen.pdf")])).toEqual([
      { name: "plannen.pdf", outcome: "refused", problem: "tooLarge" },
    ]);
  });

  it("accepts a file exactly at the limit as far as its size goes", async () => {
    const atLimit = new Uint8Array(MAX_DOCUMENT_BYTES);
    atLimit.set(Buffer.from("Geen PDF", "latin1"));
    const [upload] = await checkDocumentUploads([new File([atLimit], "groot.pdf")]);
    expect(upload).toMatchObject({ outcome: "refused", problem: "notPdf" });
  });

  it("refuses a PDF that runs a script", async () => {
    expect(await checkDocumentUploads([pdfWithScript("folder.pdf")])).toEqual([
      { name: "folder.pdf", outcome: "refused", problem: "activeContent" },
    ]);
  });

  it("answers each file of one upload in the order chosen: a good one between two bad ones stays accepted", async () => {
    const uploads = await checkDocumentUploads([
      new File(["tekst"], "notities.pdf"),
      pdf("plan.pdf"),
      pdfWithScript("script.pdf"),
    ]);
    expect(uploads.map(({ name, outcome }) => [name, outcome])).toEqual([
      ["notities.pdf", "refused"],
      ["plan.pdf", "accepted"],
      ["script.pdf", "refused"],
    ]);
  });
});

describe("chosenFiles", () => {
  it("leaves out the empty file an untouched picker sends, and texts in the field", () => {
    const form = new FormData();
    form.append("newDocument.file", new File([], ""));
    form.append("newDocument.file", "not a file");
    form.append("newDocument.file", pdf("plan.pdf"));
    form.append("other", pdf("elders.pdf"));
    expect(chosenFiles(form, "newDocument.file").map((file) => file.name)).toEqual(["plan.pdf"]);
  });
});

describe("refusedUploadStatus", () => {
  it("is 413 when one of the refused files was too large, else 400", () => {
    const accepted = { name: "a.pdf", outcome: "accepted", bytes: new Uint8Array() } as const;
    const notPdf = { name: "b.pdf", outcome: "refused", problem: "notPdf" } as const;
    const tooLarge = { name: "c.pdf", outcome: "refused", problem: "tooLarge" } as const;
    expect(refusedUploadStatus([accepted, notPdf])).toBe(400);
    expect(refusedUploadStatus([notPdf, tooLarge])).toBe(413);
  });
});
