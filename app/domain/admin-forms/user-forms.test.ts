// The users pages' schemas as the back office runs them: FormData through Conform's parseWithZod
// (an empty input is undefined), on the server and in the browser alike. Every error is a key the
// staff member's texts know (ADMIN_FORM_ERRORS), never a sentence.
import { parseWithZod } from "@conform-to/zod/v4";
import { afterAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { ADMIN_FORM_ERRORS } from "./admin-fields.ts";
import { invitationSchema, linkPropertySchema, userChangeSchema } from "./user-forms.ts";

type Fields = Record<string, string>;
const seenErrors = new Set<string>();

function parse(schema: ZodType, fields: Fields) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  const submission = parseWithZod(formData, { schema });
  const errors: Record<string, string[]> = {};
  if (submission.status !== "success")
    for (const [name, keys] of Object.entries(submission.error ?? {}))
      if (keys) {
        errors[name] = keys;
        for (const key of keys) seenErrors.add(key.split("|")[0] ?? key);
      }
  return { errors, value: submission.status === "success" ? submission.value : undefined };
}

const invitation: Fields = { name: "Koen Verhaegen", email: "koen@example.be", role: "owner", language: "nl" };

describe("invitation", () => {
  it("takes a name, an address, a role and a language; the address trimmed and in lower case", () => {
    expect(parse(invitationSchema, { ...invitation, email: "  Koen.V@Example.BE " }).value).toEqual({
      ...invitation,
      email: "koen.v@example.be",
    });
  });

  it.each([
    ["name", "", "required"],
    ["name", "   ", "required"],
    ["name", "x".repeat(121), "tooLong"],
    ["name", "Koen\u0000", "controlCharacters"],
    ["email", "", "required"],
    ["email", "koen@", "email"],
    ["email", "koen example.be", "email"],
    ["email", `${"k".repeat(250)}@example.be`, "tooLong"],
    ["role", "", "required"],
    ["role", "admin", "chooseOne"],
    ["language", "es", "chooseOne"],
    ["language", "", "required"],
  ])("refuses %s = %j with %s", (field, typed, key) => {
    expect(parse(invitationSchema, { ...invitation, [field]: typed }).errors[field]).toEqual([key]);
  });

  it("names every field missing from a post", () => {
    expect(Object.keys(parse(invitationSchema, {}).errors).sort()).toEqual(["email", "language", "name", "role"]);
  });
});

describe("a user's role, language and active state", () => {
  it.each([
    [
      { role: "agent", language: "fr", active: "yes" },
      { role: "agent", language: "fr", active: true },
    ],
    [
      { role: "owner", language: "de", active: "no" },
      { role: "owner", language: "de", active: false },
    ],
  ])("reads %j", (fields, value) => {
    expect(parse(userChangeSchema, fields).value).toEqual(value);
  });

  it.each([
    ["role", "root", "chooseOne"],
    ["language", "", "required"],
    ["active", "maybe", "chooseOne"],
    ["active", "", "required"],
  ])("refuses %s = %j with %s", (field, typed, key) => {
    const fields = { role: "agent", language: "nl", active: "yes", [field]: typed };
    expect(parse(userChangeSchema, fields).errors[field]).toEqual([key]);
  });
});

describe("linking a property", () => {
  it.each([
    ["", "required"],
    ["  ", "required"],
    ["R".repeat(41), "tooLong"],
  ])("refuses %j with %s", (typed, key) => {
    expect(parse(linkPropertySchema, { property: typed }).errors.property).toEqual([key]);
  });

  it("takes a reference, trimmed", () => {
    expect(parse(linkPropertySchema, { property: " HAL-0042 " }).value).toEqual({ property: "HAL-0042" });
  });
});

afterAll(() => {
  // Each key met above has its sentence in every language (the texts are typed by this list).
  for (const key of seenErrors) expect(ADMIN_FORM_ERRORS as readonly string[]).toContain(key);
});
