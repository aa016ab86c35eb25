// A lead's note as the lead's page takes it, on the server and in the browser.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { MAX_NOTE_LENGTH } from "../lead-handling.ts";
import { leadNoteSchema } from "./lead-forms.ts";

function parse(note: string) {
  const formData = new FormData();
  formData.append("note", note);
  return parseWithZod(formData, { schema: leadNoteSchema });
}

describe("leadNoteSchema", () => {
  it("keeps a note's lines and its markup as text, trimmed", () => {
    const submission = parse("  <i>Teruggebeld</i>:\nbezoek vrijdag\tom 10 uur \n");
    expect(submission.status === "success" ? submission.value : submission.error).toEqual({
      note: "<i>Teruggebeld</i>:\nbezoek vrijdag\tom 10 uur",
    });
  });

  it.each([
    ["", "required"],
    [" \n ", "required"],
    ["x".repeat(MAX_NOTE_LENGTH + 1), "tooLong"],
    ["belde\u0000terug", "controlCharacters"],
  ])("refuses %j with %s", (note, key) => {
    const submission = parse(note);
    expect(submission.status === "error" ? submission.error : submission.status).toEqual({ note: [key] });
  });
});
