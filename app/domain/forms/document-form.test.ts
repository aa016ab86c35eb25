import { describe, expect, it } from "vitest";
import { checkDocumentDrafts, nameFromFileName, readDocumentDrafts, readNewDocumentNames } from "./document-form.ts";
import { MAX_DOCUMENTS } from "./project-draft.ts";

const none = { nl: "", fr: "", en: "", de: "" };

describe("a document named after its file", () => {
  it.each([
    ["EPC-attest.pdf", "EPC-attest"],
    ["bodem_attest_2024.PDF", "bodem attest 2024"],
    ["C:\\Users\\agent\\Plannen gelijkvloers.pdf", "Plannen gelijkvloers"],
    ["map/keuring  elektriciteit.pdf", "keuring elektriciteit"],
    [".pdf", "document"],
    ["", "document"],
    ["plan.pdf.pdf", "plan.pdf"],
    [`${"a".repeat(200)}.pdf`, "a".repeat(120)],
  ])("%s is named %s", (file, name) => {
    expect(nameFromFileName(file)).toBe(name);
  });
});

describe("the documents a form sends", () => {
  it("are read row by row in the order sent, with the new file's names", () => {
    const form = new FormData();
    const fields: [string, string][] = [
      ["documents.id", "12"],
      ["documents.names.nl", "Grondplan"],
      ["documents.names.fr", ""],
      ["documents.names.en", ""],
      ["documents.names.de", "Grundriss"],
      ["documents.id", "9"],
      ["documents.names.nl", "EPC"],
      ["documents.names.fr", "PEB"],
      ["documents.names.en", ""],
      ["documents.names.de", ""],
      ["newDocument.names.nl", "Bodemattest"],
    ];
    for (const [name, value] of fields) form.append(name, value);
    expect(readDocumentDrafts(form)).toEqual([
      { id: "12", names: { ...none, nl: "Grondplan", de: "Grundriss" } },
      { id: "9", names: { ...none, nl: "EPC", fr: "PEB" } },
    ]);
    expect(readNewDocumentNames(form)).toEqual({ ...none, nl: "Bodemattest" });
  });

  it.each([
    ["a name in one language is enough", [{ id: "3", names: { ...none, de: " Plan " } }], none, {}],
    ["a document without any name", [{ id: "3", names: none }], none, { "documents.0.names": "required" }],
    [
      "a name longer than 120 characters",
      [{ id: "3", names: { ...none, nl: "x".repeat(121) } }],
      none,
      { "documents.0.names": "tooLong" },
    ],
    ["a new file's name too long", [], { ...none, fr: "x".repeat(121) }, { "newDocument.names": "tooLong" }],
    [
      "more documents than a listing may have",
      Array.from({ length: MAX_DOCUMENTS + 1 }, (_, index) => ({ id: String(index + 1), names: { ...none, nl: "d" } })),
      none,
      { documents: "tooMany" },
    ],
  ])("%s", (_, drafts, newNames, expected) => {
    const errors: Record<string, string> = {};
    const checked = checkDocumentDrafts(drafts, newNames, errors);
    expect(errors).toEqual(expected);
    expect(checked === undefined).toBe(Object.keys(expected).length > 0);
  });

  it("gives the kept documents with their ids and the names given, trimmed", () => {
    const checked = checkDocumentDrafts([{ id: "3", names: { ...none, de: " Plan " } }], { ...none, nl: " EPC " }, {});
    expect(checked).toEqual({ documents: [{ id: 3, names: { de: "Plan" } }], newDocumentNames: { nl: "EPC" } });
  });
});
