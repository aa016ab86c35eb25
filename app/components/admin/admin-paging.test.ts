import { describe, expect, it } from "vitest";
import { pageHref } from "./admin-paging.tsx";

describe("pageHref", () => {
  it("is the list's whole address with its filters and the page, as the site's links take them", () => {
    expect(pageHref("/admin/leads/", new URLSearchParams("assignee=me&page=1"), 3)).toBe(
      "/admin/leads/?assignee=me&page=3",
    );
    expect(pageHref("/admin/leads/", new URLSearchParams("assignee=me&page=3"), 1)).toBe("/admin/leads/?assignee=me");
  });

  it("is the list's path alone for its first page without filters", () => {
    expect(pageHref("/admin/contacts/", new URLSearchParams("page=2"), 1)).toBe("/admin/contacts/");
  });
});
