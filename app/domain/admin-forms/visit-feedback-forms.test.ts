// The feedback after a visit as the slot's page runs it: FormData through Conform; a box ticked
// sends "on", unticked nothing; every refusal is a key of ADMIN_FORM_ERRORS.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ADMIN_FORM_ERRORS } from "./admin-fields.ts";
import { MAX_VISIT_FEEDBACK, visitFeedbackSchema } from "./visit-feedback-forms.ts";

function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema: visitFeedbackSchema });
}

describe("visitFeedbackSchema", () => {
  it.each<[string, Record<string, string>, unknown]>([
    [
      "kept for the agency",
      { booking: "12", feedback: "  Likes the garden.\nAsks about the roof.  " },
      { booking: 12, feedback: "Likes the garden.\nAsks about the roof.", forOwner: false },
    ],
    [
      "shown to the owner",
      { booking: "12", feedback: "Interested", forOwner: "on" },
      { booking: 12, feedback: "Interested", forOwner: true },
    ],
    [
      "as long as it may be",
      { booking: "1", feedback: "x".repeat(MAX_VISIT_FEEDBACK) },
      { booking: 1, feedback: "x".repeat(MAX_VISIT_FEEDBACK), forOwner: false },
    ],
  ])("%s", (_case, fields, expected) => {
    const submission = parse(fields);
    expect(submission.status === "success" ? submission.value : submission.error).toEqual(expected);
  });

  it.each<[string, Record<string, string>, Record<string, string[]>]>([
    ["nothing written", { booking: "12", feedback: "   " }, { feedback: ["required"] }],
    ["too long", { booking: "12", feedback: "x".repeat(MAX_VISIT_FEEDBACK + 1) }, { feedback: ["tooLong"] }],
    ["a control character", { booking: "12", feedback: "a\u0007b" }, { feedback: ["controlCharacters"] }],
    ["no booking", { feedback: "ok" }, { booking: ["required"] }],
    ["a booking that is no row", { booking: "0", feedback: "ok" }, { booking: ["chooseOne"] }],
    ["a box sent with another value", { booking: "12", feedback: "ok", forOwner: "yes" }, { forOwner: ["chooseOne"] }],
  ])("refuses %s", (_case, fields, errors) => {
    const submission = parse(fields);
    const refused = submission.status === "error" ? submission.error : undefined;
    expect(refused).toEqual(errors);
    for (const keys of Object.values(refused ?? {}))
      for (const key of keys ?? []) expect(ADMIN_FORM_ERRORS).toContain(key);
  });
});
