import { describe, expect, it } from "vitest";
import { isEmbeddableTour, parseVideoUrl, tourEmbedUrl, tourPlatformName, videoPlatformName } from "./media-urls.ts";

const YT = "dQw4w9WgXcQ";
const YT_EMBED = `https://www.youtube-nocookie.com/embed/${YT}`;

describe("parseVideoUrl: video files", () => {
  it.each([
    ["https://cdn.example.be/video/tour.mp4", "https://cdn.example.be/video/tour.mp4"],
    ["https://cdn.example.be/a.MOV", "https://cdn.example.be/a.MOV"],
    ["https://cdn.example.be/a.wmv", "https://cdn.example.be/a.wmv"],
    ["https://cdn.example.be/a.avi", "https://cdn.example.be/a.avi"],
    ["https://cdn.example.be/a.flv", "https://cdn.example.be/a.flv"],
    ["https://cdn.example.be/a.webm?v=2", "https://cdn.example.be/a.webm?v=2"],
    ["/media/house.mp4", "/media/house.mp4"],
    ["/media/house.webm?v=3#t=10", "/media/house.webm?v=3"],
    ["/media/../media/house.mp4", "/media/house.mp4"],
    ["cdn.example.be/a.mp4", "https://cdn.example.be/a.mp4"],
  ])("%s", (input, embedUrl) => {
    expect(parseVideoUrl(input)).toEqual({ kind: "file", embedUrl });
  });

  it.each([
    ["http://cdn.example.be/a.mp4"],
    ["//cdn.example.be/a.mp4"],
    ["/\\cdn.example.be/a.mp4"],
    ["\\\\cdn.example.be/a.mp4"],
    ["ftp://cdn.example.be/a.mp4"],
    ["file:///etc/a.mp4"],
    ["media/house.mp4"],
    ["https://cdn.example.be/a.mp4.html"],
    ["https://cdn.example.be/a.mkv"],
    ["https://cdn.example.be/mp4"],
    ["/media/house.mp4x"],
    ["https://cdn.example.be:8443/a.mp4"],
    ["https://user:pass@cdn.example.be/a.mp4"],
  ])("refuses %s", (input) => {
    expect(parseVideoUrl(input)).toBeUndefined();
  });
});

describe("parseVideoUrl: YouTube", () => {
  it.each([
    [`https://www.youtube.com/watch?v=${YT}`],
    [`https://youtube.com/watch?v=${YT}&t=30s`],
    [`https://m.youtube.com/watch?feature=share&v=${YT}`],
    [`https://www.youtube.com/watch/?v=${YT}`],
    [`https://youtu.be/${YT}`],
    [`https://youtu.be/${YT}?si=abc`],
    [`https://www.youtube.com/embed/${YT}`],
    [`https://www.youtube.com/embed/${YT}?autoplay=1`],
    [`https://www.youtube-nocookie.com/embed/${YT}`],
    [`https://www.youtube.com/shorts/${YT}`],
    [`https://WWW.YOUTUBE.COM/watch?v=${YT}`],
    [`youtu.be/${YT}`],
    [`www.youtube.com/watch?v=${YT}`],
    [`  https://youtu.be/${YT}  `],
  ])("%s", (input) => {
    expect(parseVideoUrl(input)).toEqual({ kind: "youtube", id: YT, embedUrl: YT_EMBED });
  });

  it.each([
    [`http://www.youtube.com/watch?v=${YT}`],
    [`https://www.youtube.com/watch?v=${YT.slice(0, 10)}`],
    [`https://www.youtube.com/watch?v=${YT}x`],
    ["https://www.youtube.com/watch?v=dQw4w9WgX<Q"],
    ["https://www.youtube.com/watch"],
    [`https://www.youtube.com/${YT}`],
    [`https://www.youtube.com/embed/${YT}/extra`],
    [`https://youtu.be/${YT}/extra`],
    [`https://youtu.be/watch?v=${YT}`],
    [`https://youtube.com.evil.example/watch?v=${YT}`],
    [`https://evilyoutube.com/watch?v=${YT}`],
    [`https://www.youtube.com.evil.example/embed/${YT}`],
    [`https://youtu.be.evil.example/${YT}`],
    [`https://www.youtube.com@evil.example/watch?v=${YT}`],
    [`https://evil.example/youtube.com/watch?v=${YT}`],
    [`https://evil.example/?u=https://youtu.be/${YT}`],
    [`https://www.youtube.com:444/watch?v=${YT}`],
  ])("refuses %s", (input) => {
    expect(parseVideoUrl(input)).toBeUndefined();
  });
});

describe("parseVideoUrl: Vimeo", () => {
  it.each([
    ["https://vimeo.com/76979871", "76979871", "https://player.vimeo.com/video/76979871?dnt=1"],
    ["https://www.vimeo.com/76979871/", "76979871", "https://player.vimeo.com/video/76979871?dnt=1"],
    ["https://vimeo.com/76979871?share=copy", "76979871", "https://player.vimeo.com/video/76979871?dnt=1"],
    ["https://vimeo.com/76979871/ab12cd34ef", "76979871", "https://player.vimeo.com/video/76979871?h=ab12cd34ef&dnt=1"],
    ["https://vimeo.com/channels/staffpicks/76979871", "76979871", "https://player.vimeo.com/video/76979871?dnt=1"],
    [
      "https://vimeo.com/groups/shortfilms/videos/76979871",
      "76979871",
      "https://player.vimeo.com/video/76979871?dnt=1",
    ],
    ["https://player.vimeo.com/video/76979871", "76979871", "https://player.vimeo.com/video/76979871?dnt=1"],
    [
      "https://player.vimeo.com/video/76979871?h=ab12cd34ef",
      "76979871",
      "https://player.vimeo.com/video/76979871?h=ab12cd34ef&dnt=1",
    ],
    ["vimeo.com/76979871", "76979871", "https://player.vimeo.com/video/76979871?dnt=1"],
  ])("%s", (input, id, embedUrl) => {
    expect(parseVideoUrl(input)).toEqual({ kind: "vimeo", id, embedUrl });
  });

  it.each([
    ["http://vimeo.com/76979871"],
    ["https://vimeo.com/abc"],
    ["https://vimeo.com/"],
    ["https://vimeo.com/76979871/not-a-hash!"],
    ["https://vimeo.com/76979871/ab12cd34ef/more"],
    ["https://vimeo.com/channels/staffpicks"],
    ["https://player.vimeo.com/video/abc"],
    ['https://player.vimeo.com/video/76979871?h="><script>'],
    ["https://vimeo.com.evil.example/76979871"],
    ["https://notvimeo.com/76979871"],
    ["https://evil.vimeo.com/76979871"],
  ])("refuses %s", (input) => {
    expect(parseVideoUrl(input)).toBeUndefined();
  });
});

describe("parseVideoUrl: Facebook", () => {
  const plugin = (href: string) =>
    `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(href)}&show_text=false`;

  it.each([
    [
      "https://www.facebook.com/immo.agency/videos/1234567890123456/",
      "1234567890123456",
      plugin("https://www.facebook.com/immo.agency/videos/1234567890123456/"),
    ],
    [
      "https://facebook.com/immo.agency/videos/1234567890123456",
      "1234567890123456",
      plugin("https://www.facebook.com/immo.agency/videos/1234567890123456/"),
    ],
    [
      "https://m.facebook.com/immo.agency/videos/1234567890123456/?s=1",
      "1234567890123456",
      plugin("https://www.facebook.com/immo.agency/videos/1234567890123456/"),
    ],
    [
      "https://www.facebook.com/watch/?v=1234567890",
      "1234567890",
      plugin("https://www.facebook.com/watch/?v=1234567890"),
    ],
    [
      "https://www.facebook.com/watch?v=1234567890",
      "1234567890",
      plugin("https://www.facebook.com/watch/?v=1234567890"),
    ],
  ])("%s", (input, id, embedUrl) => {
    expect(parseVideoUrl(input)).toEqual({ kind: "facebook", id, embedUrl });
  });

  it("reads an fb.watch short link without an id", () => {
    expect(parseVideoUrl("https://fb.watch/aBc-12_x/")).toEqual({
      kind: "facebook",
      embedUrl: plugin("https://fb.watch/aBc-12_x/"),
    });
  });

  it.each([
    ["http://www.facebook.com/immo.agency/videos/1234567890123456/"],
    ["https://www.facebook.com/immo.agency/photos/1234567890123456/"],
    ["https://www.facebook.com/immo.agency/videos/abc/"],
    ["https://www.facebook.com/immo.agency/"],
    ["https://www.facebook.com/watch/?v=abc"],
    ["https://www.facebook.com/watch/"],
    ["https://fb.watch/"],
    ["https://fb.watch/a/b"],
    ["https://facebook.com.evil.example/immo/videos/123/"],
    ["https://fb.watch.evil.example/abc/"],
    ["https://notfacebook.com/immo/videos/123/"],
  ])("refuses %s", (input) => {
    expect(parseVideoUrl(input)).toBeUndefined();
  });
});

describe("parseVideoUrl: dangerous and empty input", () => {
  it.each([
    ["javascript:alert(1)"],
    ["JavaScript:alert(1)//.mp4"],
    [" javascript:alert(1)"],
    ["java\tscript:alert(1)"],
    ["java\nscript:alert(1)//a.mp4"],
    ["data:video/mp4;base64,AAAA"],
    ["data:text/html,<script>alert(1)</script>.mp4"],
    ["vbscript:msgbox(1)"],
    ["blob:https://example.be/1234"],
    ["https://example.be/a b.mp4"],
    ["https://example.be/\u0000a.mp4"],
    ["https://example.be/\u007fa.mp4"],
    ["https://you\u200btube.com/watch?v=dQw4w9WgXcQ"],
    ["https://example.be/\u202e4pm.exe"],
    [""],
    ["   "],
    [null],
    [undefined],
    ["not a url"],
    ["https://"],
    ["https://example.be/page"],
  ])("refuses %j", (input) => {
    expect(parseVideoUrl(input)).toBeUndefined();
  });
});

describe("tourEmbedUrl", () => {
  it.each([
    ["https://my.matterport.com/show/?m=AbCdEf12345", "https://my.matterport.com/show/?m=AbCdEf12345"],
    ["https://matterport.com/discover/space/abc", "https://matterport.com/discover/space/abc"],
    ["https://kuula.co/share/collection/7Fgxs?logo=1", "https://kuula.co/share/collection/7Fgxs?logo=1"],
    ["https://app.nodalview.com/tour/abc123", "https://app.nodalview.com/tour/abc123"],
    ["https://nodalview.com/abc", "https://nodalview.com/abc"],
    ["my.matterport.com/show/?m=AbC", "https://my.matterport.com/show/?m=AbC"],
    [" https://KUULA.CO/share/x ", "https://kuula.co/share/x"],
  ])("%s -> %s", (input, expected) => {
    expect(tourEmbedUrl(input)).toBe(expected);
    expect(isEmbeddableTour(input)).toBe(true);
  });

  it.each([
    ["http://my.matterport.com/show/?m=AbC"],
    ["https://matterport.com.evil.example/show/?m=AbC"],
    ["https://evilmatterport.com/show"],
    ["https://kuula.co.evil.example/share/x"],
    ["https://kuula.com/share/x"],
    ["https://evil.example/?u=https://kuula.co/share/x"],
    ["https://my.matterport.com:8443/show/?m=AbC"],
    ["https://user@my.matterport.com/show/?m=AbC"],
    ["//my.matterport.com/show/?m=AbC"],
    ["/tours/matterport.com"],
    ["javascript:alert('matterport.com')"],
    ["data:text/html,kuula.co"],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    [""],
    [null],
    [undefined],
  ])("refuses %j", (input) => {
    expect(tourEmbedUrl(input)).toBeUndefined();
    expect(isEmbeddableTour(input)).toBe(false);
  });
});

describe("platform names for the poster", () => {
  it.each([
    ["youtube", "YouTube"],
    ["vimeo", "Vimeo"],
    ["facebook", "Facebook"],
  ] as const)("%s is shown as %s", (kind, name) => {
    expect(videoPlatformName(kind)).toBe(name);
  });

  it.each([
    ["https://my.matterport.com/show/?m=ZnPk7rQe2Lw", "Matterport"],
    ["https://kuula.co/share/collection/7abc", "Kuula"],
    ["https://tour.nodalview.com/abc", "Nodalview"],
    ["https://matterport.com.evil.example/show", undefined],
    ["http://my.matterport.com/show/?m=1", undefined],
  ])("%s is a %s tour", (url, name) => {
    expect(tourPlatformName(url)).toBe(name);
  });
});
