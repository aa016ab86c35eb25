// Videos and virtual tours of a property or project: only the links the domain rules recognise
// (SPEC.md section 5) reach the page; anything else stays out of every src attribute.
import { parseVideoUrl, tourEmbedUrl } from "../../../domain/media-urls.ts";

import type { PlayableMedia, PlayableVideo } from "../../../shared/detail-view.ts";
export function playableMedia(rows: { kind: string; url: string | null }[]): PlayableMedia {
  const videos: PlayableVideo[] = [];
  const tours: { embedUrl: string }[] = [];
  for (const row of rows) {
    if (row.kind === "video") {
      const video = parseVideoUrl(row.url);
      if (video) videos.push({ kind: video.kind, embedUrl: video.embedUrl, url: row.url ?? video.embedUrl });
    } else if (row.kind === "tour") {
      const embedUrl = tourEmbedUrl(row.url);
      if (embedUrl) tours.push({ embedUrl });
    }
  }
  return { videos, tours };
}
