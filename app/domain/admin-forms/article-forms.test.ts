// The "add an article" schema as the articles page runs it, on the server and in the browser.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { newArticleSchema } from "./article-forms.ts";

function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema: newArticleSchema });
}

describe("newArticleSchema", () => {
  it("takes a category and a title, trimmed", () => {
    const submission = parse({ categoryId: "7", title: "  Onze werkwijze " });
    expect(submission.status === "success" ? submission.value : submission.error).toEqual({
      categoryId: 7,
      title: "Onze werkwijze",
    });
  });

  it.each([
    ["categoryId", "", "required"],
    ["categoryId", "services", "chooseOne"],
    ["categoryId", "-3", "chooseOne"],
    ["title", "", "required"],
    ["title", "   ", "required"],
    ["title", "x".repeat(201), "tooLong"],
    ["title", "Tab\u0007", "controlCharacters"],
  ])("refuses %s = %j with %s", (field, typed, key) => {
    const submission = parse({ categoryId: "7", title: "Onze werkwijze", [field]: typed });
    expect(submission.status === "error" ? submission.error : submission.status).toEqual({ [field]: [key] });
  });
});
