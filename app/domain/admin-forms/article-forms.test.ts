// The articles page's schemas ("add an article", the editor) as the server and the browser run them.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { articleSchema, newArticleSchema } from "./article-forms.ts";

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

function parseArticle(fields: Record<string, string>, team = false) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema: articleSchema({ team }) });
}

describe("articleSchema, the article editor", () => {
  it("marks each field with its refusal, the slug with the address it would become", () => {
    const submission = parseArticle(
      {
        status: "published",
        sort: "x",
        categoryId: "3",
        email: "geen-adres",
        phone: "bel me",
        "title-nl": "",
        "summary-nl": "Zonder titel",
        "title-de": "Häuser",
        "slug-de": "Häuser",
      },
      true,
    );
    expect(submission.status === "error" ? submission.error : submission.status).toEqual({
      sort: ["number"],
      email: ["email"],
      phone: ["phone"],
      "title-nl": ["required"],
      "slug-nl": ["slugEmpty"],
      "slug-de": ["slugInvalid|haeuser"],
    });
    // What was typed comes back as typed.
    expect(submission.reply().initialValue?.["slug-de"]).toBe("Häuser");
  });

  it("takes a team member's spoken languages, only those the list offers", () => {
    const formData = new FormData();
    for (const [name, value] of [
      ["status", "draft"],
      ["categoryId", "4"],
      ["title-nl", "Ann"],
      ["languages", "nl"],
      ["languages", "xx"],
      ["languages", "ar"],
    ])
      formData.append(name ?? "", value ?? "");
    const submission = parseWithZod(formData, { schema: articleSchema({ team: true }) });
    expect(submission.status === "success" ? submission.value.languages : submission.error).toEqual(["nl", "ar"]);
  });

  it.each([
    ["", 0],
    ["7", 7],
    ["1.000", 1000],
    ["1 000", 1000],
    ["1e2", null],
    ["0x10", null],
    ["2,5", null],
    ["-1", null],
    ["40000", null],
  ])("reads the order %j as Belgians type numbers: %s", (typed, order) => {
    const submission = parseArticle({ status: "draft", categoryId: "1", sort: typed, "title-nl": "Verkopen" });
    expect(submission.status === "success" ? submission.value.sort : null).toBe(order);
    if (submission.status === "error") expect(Object.keys(submission.error ?? {})).toEqual(["sort"]);
  });

  it("counts a language whose editor holds only an empty paragraph as no text, and asks for one text", () => {
    expect(parseArticle({ status: "draft", categoryId: "1" }).reply().error).toEqual({ "": ["noText"] });
    expect(
      parseArticle({ status: "draft", categoryId: "1", "body-fr": "<p></p>", "body-en": "<p><br></p>" }).reply().error,
    ).toEqual({
      "": ["noText"],
    });
  });
});
