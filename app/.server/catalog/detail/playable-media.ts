// Videos and virtual tours of a property or project: only the links the domain rules recognise
// (SPEC.md section 5) reach the page; anything else stays out of every src attribute.
import { parseVideoUrl, tourEmbedUrl, tourPlatformName, videoPlatformName } from "../../../domain/media-urls.ts";

import type { PlayableMedia, PlayableTour, PlayableVideo } from "../../../shared/detail-view.ts";
export function playableMedia(rows: { kind: string; url: string | null }[]): PlayableMedia {
  const videos: PlayableVideo[] = [];
  const tours: PlayableTour[] = [];
  for (const row of rows) {
    if (row.kind === "video") {
      const video = parseVideoUrl(row.url);
      if (video)
        videos.push({
          kind: video.kind,
          embedUrl: video.embedUrl,
          url: video.kind === "file" ? video.embedUrl : platformLink(row.url ?? ""),
          platform: video.kind === "file" ? "" : videoPlatformName(video.kind),
        });
    } else if (row.kind === "tour") {
      const embedUrl = tourEmbedUrl(row.url);
      const platform = embedUrl === undefined ? undefined : tourPlatformName(embedUrl);
      if (embedUrl && platform) tours.push({ embedUrl, platform });
    }
  }
  return { videos, tours };
}

/** The agency's link as an absolute https address ("youtu.be/ID" was accepted without a scheme). */
function platformLink(url: string): string {
  const text = url.trim();
  return new URL(/^https:/i.test(text) ? text : `https://${text}`).href;
}
