// The "new project" schema as the projects page runs it, on the server and in the browser.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { newProjectSchema } from "./project-forms.ts";

const valid = { title: "Residentie Zennepark", zip: "1500", city: "Halle" };

function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema: newProjectSchema });
}

describe("newProjectSchema", () => {
  it("takes a title, a postcode and a town, trimmed", () => {
    const submission = parse({ title: " Residentie Zennepark ", zip: " 1500", city: "Halle " });
    expect(submission.status === "success" ? submission.value : submission.error).toEqual(valid);
  });

  it.each([
    ["title", "", "required"],
    ["title", "x".repeat(121), "tooLong"],
    ["zip", "", "required"],
    ["zip", "150", "postcode"],
    ["zip", "B-1500", "postcode"],
    ["zip", "15000", "postcode"],
    ["city", "  ", "required"],
    ["city", "x".repeat(81), "tooLong"],
  ])("refuses %s = %j with %s", (field, typed, key) => {
    const submission = parse({ ...valid, [field]: typed });
    expect(submission.status === "error" ? submission.error : submission.status).toEqual({ [field]: [key] });
  });
});
