// The page editor's schemas as the back office runs them: FormData through Conform's parseWithZod (an
// empty input is undefined), the fields named as the forms post them ("seo.nl.metaTitle"). Every
// error is a key of the shared texts (ADMIN_FORM_ERRORS) or one of the page's own (PageFormError).
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { ADMIN_FORM_ERRORS } from "./admin-fields.ts";
import { newPageSchema, type PageFormError, pageContentSchema } from "./page-forms.ts";

const KNOWN: readonly string[] = [
  ...ADMIN_FORM_ERRORS,
  ...(["invalidRedirect", "videoHost", "verificationTag", "invalid"] satisfies PageFormError[]),
];

function parse(schema: ZodType, fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  const submission = parseWithZod(formData, { schema });
  const errors: Record<string, string> = {};
  if (submission.status !== "success")
    for (const [name, keys] of Object.entries(submission.error ?? {})) if (keys?.[0]) errors[name] = keys[0];
  for (const key of Object.values(errors)) expect(KNOWN).toContain(key.split("|")[0]);
  return { errors, value: submission.status === "success" ? submission.value : undefined };
}

describe("a page's fields", () => {
  it("reads the posted names as nested values, empty ones left out", () => {
    const { value } = parse(pageContentSchema, {
      name: "Over ons",
      "title.nl": " Over ons ",
      "title.fr": "",
      "seo.de.metaTitle": "Über uns",
      "seo.de.isActiveSEO": "on",
      "flags.redirect": "/nl/contact/",
      "banner.type": "color",
      "banner.color": "#123abc",
    });
    expect(value).toMatchObject({
      name: "Over ons",
      title: { nl: "Over ons" },
      seo: { de: { metaTitle: "Über uns", isActiveSEO: "on" } },
      flags: { redirect: "/nl/contact/" },
      banner: { type: "color", color: "#123abc" },
    });
  });

  it.each([
    ["name", "", "required"],
    ["title.nl", "x".repeat(201), "tooLong"],
    ["seo.fr.metaDescription", "x".repeat(1_001), "tooLong"],
    ["flags.redirect", "//elders.example/", "invalidRedirect"],
    ["flags.redirect", "ergens heen", "invalidRedirect"],
    ["banner.video", "https://video.example/clip.mp4", "videoHost"],
    ["banner.video", "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ", "videoHost"],
    ["banner.video", "https://www.dailymotion.com/video/x7tgad0", "videoHost"],
    ["banner.video", "javascript:alert(1)", "videoHost"],
    ["banner.video", "//elders.example/clip.mp4", "videoHost"],
    ["banner.video", "/videos/clip.avi", "videoHost"],
    ["verification.googleVerification", "abc", "verificationTag"],
    ["verification.facebookVerification", '"><script>alert(1)</script>', "verificationTag"],
    ["verification.nortonSafeWeb", "x".repeat(201), "verificationTag"],
    ["verification.nortonSafeWeb", "x".repeat(301), "tooLong"],
    ["banner.color", "blauw", "invalid"],
    ["banner.type", "carrousel", "chooseOne"],
  ])("refuses %s = %j as %s", (name, typed, key) => {
    expect(parse(pageContentSchema, { name: "Over ons", [name]: typed }).errors).toEqual({ [name]: key });
  });
});

describe("a page's banner video and verification tags", () => {
  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://vimeo.com/76979871",
    "https://www.facebook.com/agency/videos/1234567890/",
    "/videos/video-0123456789abcdef01234567.mp4",
    "/videos/video-0123456789abcdef01234567.webm",
  ])("takes the banner video %s", (video) => {
    expect(parse(pageContentSchema, { name: "Over ons", "banner.video": video }).errors).toEqual({});
  });

  it("takes a verification code, or the whole <meta> element it comes in", () => {
    const { value } = parse(pageContentSchema, {
      name: "Over ons",
      "verification.googleVerification": "aBc-123_XYZ.=",
      "verification.facebookVerification": '<meta name="facebook-domain-verification" content="abcdef123456" />',
    });
    expect(value).toMatchObject({ verification: { googleVerification: "aBc-123_XYZ.=" } });
  });
});

describe("a new page", () => {
  it("takes a name, a parent and titles and paths per language", () => {
    expect(parse(newPageSchema, { name: "Vacatures", parent: "4", "title.nl": "Vacatures" }).value).toEqual({
      name: "Vacatures",
      parent: "4",
      title: { nl: "Vacatures" },
    });
    expect(parse(newPageSchema, { name: "Vacatures", parent: "vier" }).errors).toEqual({ parent: "chooseOne" });
  });
});
