// The forward of a mail as its page runs it: FormData through Conform (an empty input is undefined);
// every refusal is a key of ADMIN_FORM_ERRORS, written in the staff member's language by the page.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ADMIN_FORM_ERRORS } from "./admin-fields.ts";
import { MAX_FORWARD_NOTE_LENGTH, mailForwardSchema } from "./mail-forms.ts";

function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema: mailForwardSchema });
}

describe("mailForwardSchema", () => {
  it.each<[string, Record<string, string>, unknown]>([
    ["an address alone", { to: "notaris@example.be" }, { to: "notaris@example.be", note: null }],
    [
      "an address trimmed and in lower case",
      { to: "  Els.Notaris@Example.BE " },
      { to: "els.notaris@example.be", note: null },
    ],
    ["an empty message is none", { to: "a@example.be", note: "  \n " }, { to: "a@example.be", note: null }],
    [
      "a message keeps its lines, trimmed",
      { to: "a@example.be", note: "  Ter info.\nGroeten,\tAn \n" },
      { to: "a@example.be", note: "Ter info.\nGroeten,\tAn" },
    ],
    [
      "as long as it may be",
      { to: "a@example.be", note: "x".repeat(MAX_FORWARD_NOTE_LENGTH) },
      { to: "a@example.be", note: "x".repeat(MAX_FORWARD_NOTE_LENGTH) },
    ],
  ])("takes %s", (_case, fields, expected) => {
    const submission = parse(fields);
    expect(submission.status === "success" ? submission.value : submission.error).toEqual(expected);
  });

  it.each<[string, Record<string, string>, Record<string, string[]>]>([
    ["no address", { note: "Ter info" }, { to: ["required"] }],
    ["an empty address", { to: "   " }, { to: ["required"] }],
    ["half an address", { to: "notaris@" }, { to: ["email"] }],
    ["two addresses", { to: "a@example.be, b@example.be" }, { to: ["email"] }],
    ["a header smuggled in", { to: "a@example.be\r\nBcc: b@example.be" }, { to: ["email"] }],
    ["an address too long", { to: `${"k".repeat(250)}@example.be` }, { to: ["tooLong"] }],
    [
      "a message too long",
      { to: "a@example.be", note: "x".repeat(MAX_FORWARD_NOTE_LENGTH + 1) },
      { note: ["tooLong"] },
    ],
    ["a control character", { to: "a@example.be", note: "a\u0007b" }, { note: ["controlCharacters"] }],
  ])("refuses %s", (_case, fields, errors) => {
    const submission = parse(fields);
    const refused = submission.status === "error" ? submission.error : undefined;
    expect(refused).toEqual(errors);
    for (const keys of Object.values(refused ?? {}))
      for (const key of keys ?? []) expect(ADMIN_FORM_ERRORS).toContain(key);
  });
});
