// The page editor's fields read back into a page's params on the server: the banner video (a file the
// site serves, or a video on a platform the site embeds behind consent; nothing else), the page's
// verification tags (a pasted <meta> element kept as its content; anything but a token refused) and
// the pictures' keys, each refusal on its field.
import { describe, expect, it } from "vitest";
import { pageParamsSchema } from "../db/json-shapes.ts";
import type { PageRow } from "../site-settings.ts";
import { pageFormValues, readPageContent } from "./page-form.ts";

const row = {
  id: 4,
  parentId: null,
  routeKey: null,
  slugs: { nl: "over-ons" },
  name: "Over ons",
  status: "published",
  showInMenu: true,
  sort: 0,
  params: pageParamsSchema.parse({ title: { nl: "Over ons" } }),
  createdAt: new Date(),
  updatedAt: new Date(),
} as PageRow;

function read(changes: Record<string, string>) {
  return readPageContent({ ...pageFormValues(row), ...changes }, row, "nl");
}

describe("the banner video", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["https://vimeo.com/76979871"],
    ["https://www.facebook.com/agency/videos/1234567890/"],
    ["/videos/video-0123456789abcdef01234567.mp4"],
  ])("keeps %s", (video) => {
    const { content, errors } = read({ "banner.type": "video", "banner.video": video });
    expect(errors).toEqual({});
    expect(content.params.banner?.video).toBe(video);
  });

  it.each([
    ["https://video.example/clip.mp4"],
    ["https://www.dailymotion.com/video/x7tgad0"],
    ["http://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["/images/site-abc"],
  ])("refuses %s with its reason (the save stops there)", (video) => {
    expect(read({ "banner.type": "video", "banner.video": video }).errors).toEqual({ "banner.video": "videoHost" });
  });
});

describe("the page's verification tags", () => {
  it("keeps each code, the content of a pasted <meta> element, and fills the form with them again", () => {
    const { content, errors } = read({
      "verification.googleVerification": '<meta name="google-site-verification" content="gOoGle-123_abc" />',
      "verification.nortonSafeWeb": "norton-456",
    });
    expect(errors).toEqual({});
    expect(content.params.verification).toEqual({ googleVerification: "gOoGle-123_abc", nortonSafeWeb: "norton-456" });
    const values = pageFormValues({ ...row, params: content.params });
    expect(values["verification.googleVerification"]).toBe("gOoGle-123_abc");
    expect(values["verification.facebookVerification"]).toBe("");
  });

  it.each([['"><script>alert(1)</script>'], ["abc"], ["x".repeat(201)], ["code met spaties"]])(
    "refuses %j",
    (typed) => {
      expect(read({ "verification.facebookVerification": typed }).errors).toEqual({
        "verification.facebookVerification": "verificationTag",
      });
    },
  );

  it("leaves a page without tags without any", () => {
    expect(read({}).content.params.verification).toBeUndefined();
  });
});

describe("the pictures' keys", () => {
  it("keeps the banner's keys in order and refuses one that is no key", () => {
    expect(read({ "banner.type": "gallery", "banner.images": "site-a, site-b" }).content.params.banner?.images).toEqual(
      ["site-a", "site-b"],
    );
    expect(read({ logo: "../etc/passwd" }).errors).toEqual({ logo: "invalidImage" });
  });
});
