import { describe, expect, it } from "vitest";
import { pageMeta } from "./page-meta.ts";

describe("pageMeta's referrer policy", () => {
  it("keeps the referrer to this site on a page whose links leave without one, so its own forms still post", () => {
    // "no-referrer" would make a browser post the page's forms with `Origin: null`, which React
    // Router refuses; the account-flows end-to-end test sends such forms without JavaScript.
    expect(pageMeta({ title: "Team", noReferrer: true })).toContainEqual({ name: "referrer", content: "same-origin" });
  });

  it("leaves other pages to the site-wide policy", () => {
    expect(pageMeta({ title: "Team" }).some((tag) => "name" in tag && tag.name === "referrer")).toBe(false);
  });
});
