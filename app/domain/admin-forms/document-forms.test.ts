// The documents lists' form (a listing's, a project's) as the server and the browser read it.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { MAX_DOCUMENTS } from "../forms/project-draft.ts";
import { documentsSchema } from "./document-forms.ts";

function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema: documentsSchema });
}

describe("documentsSchema", () => {
  it("keeps the documents in their order with the names given, blank ones left out", () => {
    const submission = parse({
      "documents[0].id": "12",
      "documents[0].names.nl": " Prijslijst ",
      "documents[0].names.de": "",
      "documents[1].id": "9",
      "documents[1].names.fr": "Plan",
      "newDocument.names.nl": "Lastenboek",
    });
    expect(submission.status === "success" ? submission.value : submission.error).toEqual({
      documents: [
        { id: 12, names: { nl: "Prijslijst" }, internal: false },
        { id: 9, names: { fr: "Plan" }, internal: false },
      ],
      newDocument: { names: { nl: "Lastenboek" }, internal: false },
    });
  });

  it("reads a ticked box as a document for the agency only, an unticked one (sent as nothing) as public", () => {
    const submission = parse({
      "documents[0].id": "12",
      "documents[0].names.nl": "Verkoopmandaat",
      "documents[0].internal": "on",
      "documents[1].id": "9",
      "documents[1].names.nl": "EPC-attest",
      "newDocument.names.nl": "Eigendomstitel",
      "newDocument.internal": "on",
    });
    expect(submission.status === "success" ? submission.value : submission.error).toEqual({
      documents: [
        { id: 12, names: { nl: "Verkoopmandaat" }, internal: true },
        { id: 9, names: { nl: "EPC-attest" }, internal: false },
      ],
      newDocument: { names: { nl: "Eigendomstitel" }, internal: true },
    });
  });

  it("reads an empty list and no new names", () => {
    const submission = parse({ "newDocument.names.nl": "" });
    expect(submission.status === "success" ? submission.value : submission.error).toEqual({
      documents: [],
      newDocument: { names: {}, internal: false },
    });
  });

  it.each([
    [{ "documents[0].id": "12" }, { "documents[0].names": ["required"] }],
    [{ "documents[0].id": "12", "documents[0].names.nl": "x".repeat(121) }, { "documents[0].names.nl": ["tooLong"] }],
    [{ "newDocument.names.de": "x".repeat(121) }, { "newDocument.names.de": ["tooLong"] }],
    [{ "documents[0].id": "abc", "documents[0].names.nl": "Plan" }, { "documents[0].id": ["required"] }],
  ])("refuses %j with %j", (fields, errors) => {
    const submission = parse(fields);
    expect(submission.status === "error" ? submission.error : submission.status).toEqual(errors);
  });

  it("refuses more documents than a list may hold", () => {
    const fields: Record<string, string> = {};
    for (let index = 0; index <= MAX_DOCUMENTS; index++) {
      fields[`documents[${index}].id`] = String(index + 1);
      fields[`documents[${index}].names.nl`] = `Plan ${index}`;
    }
    const submission = parse(fields);
    expect(submission.status === "error" ? submission.error : submission.status).toEqual({ documents: ["tooMany"] });
  });
});
