import { describe, expect, it } from "vitest";
import { ADMIN_ARTICLES_MESSAGES } from "../../i18n/messages/admin-articles.ts";
import type { ArticleFormValues } from "../../shared/article-form.ts";
import {
  articleAuditKey,
  articleFieldDescriber,
  articleFormData,
  articleFormFields,
  mergeArticleForm,
} from "./article-merge.ts";
import { formBase, readFormBase } from "./edit-merge-form.ts";

const empty = { title: "", slug: "", summary: "", body: "" };
const opened: ArticleFormValues = {
  status: "draft",
  sort: "3",
  categoryId: "12",
  phone: "",
  email: "",
  languages: ["nl", "fr"],
  texts: {
    nl: { title: "Schatting", slug: "schatting", summary: "Binnen de week.", body: "<p>Wij komen langs.</p>" },
    fr: empty,
    en: empty,
    de: empty,
  },
};
const withSummary = (values: ArticleFormValues, summary: string): ArticleFormValues => ({
  ...values,
  texts: { ...values.texts, nl: { ...values.texts.nl, summary } },
});

describe("an article's form merged with what was saved meanwhile", () => {
  // The form as opened, nothing chosen yet.
  const asOpened = { base: readFormBase(formBase(articleFormFields(opened))), takeTheirs: new Set<string>() };

  it("keeps the other's summary and my order, with nothing to choose", () => {
    const { merged } = mergeArticleForm({ ...opened, sort: "7" }, withSummary(opened, "Binnen twee dagen."), asOpened);
    expect(merged.conflicts).toEqual([]);
    expect(merged.taken).toEqual(["summary-nl"]);
    expect(merged.fields).toMatchObject({ sort: "7", "summary-nl": "Binnen twee dagen." });
  });

  it("asks about a summary both changed", () => {
    const { merged } = mergeArticleForm(
      withSummary(opened, "Op afspraak."),
      withSummary(opened, "Binnen twee dagen."),
      asOpened,
    );
    expect(merged.conflicts).toEqual(["summary-nl"]);
  });

  it("posts the merged fields as the form does, the spoken languages one by one", () => {
    const form = articleFormData(articleFormFields(opened));
    expect(form.getAll("languages")).toEqual(["nl", "fr"]);
    expect(form.get("summary-nl")).toBe("Binnen de week.");
  });

  it("names fields as the staff member reads them and as the audit line keeps them", () => {
    const describe = articleFieldDescriber(ADMIN_ARTICLES_MESSAGES.nl, [{ id: 12, name: "Diensten" }]);
    expect(describe("summary-nl").label).toBe("Samenvatting (NL)");
    expect(describe("body-nl").shown("<p>Wij komen <strong>langs</strong>.</p>")).toBe("Wij komen langs.");
    expect(describe("categoryId").shown("12")).toBe("Diensten");
    expect(describe("status").shown("published")).toBe("Gepubliceerd");
    expect([articleAuditKey("summary-nl"), articleAuditKey("phone"), articleAuditKey("sort")]).toEqual([
      "summary.nl",
      "data",
      "sort",
    ]);
  });
});
