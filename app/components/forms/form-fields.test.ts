import { describe, expect, it } from "vitest";
import { checkOfResult, choiceProps, type FormField, formFields, inputProps, UNCHECKED } from "./form-fields.ts";

function field(fields: Record<string, FormField>, name: string): FormField {
  const found = fields[name];
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

const constraint = { email: { required: true, maxLength: 120 }, timeSlots: {}, newsletter: {} };

describe("a visitor form's fields", () => {
  it("show the server's errors, with the values the visitor sent", () => {
    const result = {
      status: "error" as const,
      initialValue: { email: "not-an-address", timeSlots: ["13:00-16:00"], newsletter: "on" },
      error: { email: ["email"], "": ["captcha"], timeSlots: null },
    };
    const check = checkOfResult(result);
    const fields = formFields({
      formId: "form-contact",
      names: ["email", "timeSlots", "newsletter"],
      constraint,
      result,
      defaultValue: undefined,
      check,
    });
    expect(fields.email).toMatchObject({
      id: "form-contact-email",
      errorId: "form-contact-email-error",
      required: true,
      errors: ["email"],
    });
    expect(fields.timeSlots?.errors).toBeUndefined();
    expect(inputProps(field(fields, "email"), "email")).toMatchObject({
      name: "email",
      required: true,
      maxLength: 120,
      "aria-invalid": true,
      defaultValue: "not-an-address",
    });
    expect(inputProps(field(fields, "newsletter"), "checkbox")).toMatchObject({ value: "on", defaultChecked: true });
    const boxes = choiceProps(field(fields, "timeSlots"), "checkbox", ["09:00-12:00", "13:00-16:00"]);
    expect(boxes.map((box) => [box.id, box.defaultChecked])).toEqual([
      ["form-contact-timeSlots-09:00-12:00", false],
      ["form-contact-timeSlots-13:00-16:00", true],
    ]);
  });

  it("hide the errors of fields not checked yet, and start from the page's values", () => {
    const fields = formFields({
      formId: "form-demand-register",
      names: ["email", "timeSlots"],
      constraint,
      result: undefined,
      defaultValue: { timeSlots: ["09:00-12:00"] },
      check: { validated: { timeSlots: true }, errors: { email: ["required"], timeSlots: ["required"] } },
    });
    expect(fields.email?.errors).toBeUndefined();
    expect(fields.timeSlots?.errors).toEqual(["required"]);
    expect(inputProps(field(fields, "email"), "email")).not.toHaveProperty("aria-invalid", true);
    expect(choiceProps(field(fields, "timeSlots"), "radio", ["09:00-12:00"])[0]?.defaultChecked).toBe(true);
    expect(checkOfResult(undefined)).toBe(UNCHECKED);
  });
});
