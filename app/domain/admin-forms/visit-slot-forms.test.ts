// The "add visit slots" schema as the visits page runs it: FormData through Conform (an empty input
// is undefined); numbers typed the Belgian way; every refusal is a key of ADMIN_FORM_ERRORS.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ADMIN_FORM_ERRORS } from "./admin-fields.ts";
import { visitSlotsSchema } from "./visit-slot-forms.ts";

const valid = {
  propertyId: "512",
  date: "2026-11-28",
  time: "10:00",
  durationMinutes: "30",
  capacity: "3",
  weeks: "4",
};

function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema: visitSlotsSchema });
}

describe("visitSlotsSchema", () => {
  it("reads the form's text as numbers", () => {
    const submission = parse({ ...valid, durationMinutes: " 45 " });
    expect(submission.status === "success" ? submission.value : submission.error).toEqual({
      propertyId: 512,
      date: "2026-11-28",
      time: "10:00",
      durationMinutes: 45,
      capacity: 3,
      weeks: 4,
    });
  });

  it.each([
    ["propertyId", "", "required"],
    ["propertyId", "abc", "chooseOne"],
    ["propertyId", "0", "chooseOne"],
    ["propertyId", "99999999999", "chooseOne"],
    ["date", "", "required"],
    ["date", "2026-02-30", "date"],
    ["date", "28/11/2026", "date"],
    ["time", "25:00", "time"],
    ["time", "", "required"],
    ["durationMinutes", "0", "tooSmall"],
    ["durationMinutes", "481", "tooLarge"],
    ["durationMinutes", "half an hour", "number"],
    ["durationMinutes", "", "required"],
    ["capacity", "0", "tooSmall"],
    ["capacity", "51", "tooLarge"],
    ["capacity", "2,5", "number"],
    ["weeks", "53", "tooLarge"],
    ["weeks", "1.000", "tooLarge"],
  ])("refuses %s = %j with %s", (field, typed, key) => {
    const submission = parse({ ...valid, [field]: typed });
    expect(submission.status === "error" ? submission.error : submission.status).toEqual({ [field]: [key] });
    expect(ADMIN_FORM_ERRORS as readonly string[]).toContain(key);
  });
});
