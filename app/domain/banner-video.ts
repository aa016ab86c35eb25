// What a page's banner video may be (SPEC.md 3.x banner settings): a video file the site serves itself
// (an upload, under /videos/), or a video on one of the platforms the property pages already embed
// behind the visitor's consent (YouTube, Vimeo, Facebook: media-urls.ts). Anything else, a file on
// another host above all, is refused with its reason: it would play nowhere under the site's policy,
// and before this rule such an address silently became an image banner.
import { parseVideoUrl, type VideoKind, videoPlatformName } from "./media-urls.ts";

/** The video files a banner plays from the site itself: what a browser plays everywhere. */
export const BANNER_VIDEO_FILE = /^\/[A-Za-z0-9_\-/]{1,200}\.(?:mp4|webm)$/;

export type BannerVideo =
  | { kind: "file"; src: string }
  | { kind: Exclude<VideoKind, "file">; embedUrl: string; url: string; platform: string };

/** The banner's video as the site plays it, or undefined when the text is none it may play. */
export function bannerVideo(input: string | null | undefined): BannerVideo | undefined {
  const text = (input ?? "").trim();
  if (text === "") return undefined;
  if (text.startsWith("/"))
    return BANNER_VIDEO_FILE.test(text) && !text.includes("//") ? { kind: "file", src: text } : undefined;
  const link = parseVideoUrl(text);
  if (!link || link.kind === "file") return undefined;
  const url = new URL(/^https:/i.test(text) ? text : `https://${text}`).href;
  return { kind: link.kind, embedUrl: link.embedUrl, url, platform: videoPlatformName(link.kind) };
}

/** Why a banner video's text is refused: "videoHost" (another host, a page, no address), or none. */
export function bannerVideoError(input: string | null | undefined): "videoHost" | undefined {
  const text = (input ?? "").trim();
  return text === "" || bannerVideo(text) ? undefined : "videoHost";
}
