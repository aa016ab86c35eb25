// What the Content Security Policy allows beyond the site's own files, read from its content: the
// tracking tags the site settings configure, and the hosts of the video files properties and projects
// play (banner videos are the site's own files). Kept a few seconds like the settings and forgotten
// with the rest of the content (content-caches.ts), so a tag added in the back office is allowed on
// the next page, on every instance.
import { sql } from "drizzle-orm";
import { parseVideoUrl } from "../domain/media-urls.ts";
import { db } from "./db/client.ts";
import type { TrackingIds } from "./db/json-shapes.ts";
import { siteData } from "./site-settings.ts";

/** What the policy allows beyond the site's own files (server/security-headers.ts builds it). */
export interface CspSources {
  tracking: TrackingIds;
  /** Origins (`https://video.example`) of video files played from another host. */
  videoOrigins: readonly string[];
}

const TTL_MS = 5_000;
const NONE: CspSources = { tracking: {}, videoOrigins: [] };

let cached: { at: number; value: Promise<CspSources> } | undefined;
let last: CspSources = NONE;

async function load(): Promise<CspSources> {
  const [{ settings }, videos] = await Promise.all([
    siteData(),
    db().execute<{ url: string }>(sql`select distinct url from media where kind = 'video' and url is not null`),
  ]);
  const videoOrigins = new Set<string>();
  for (const { url } of videos.rows) {
    const video = parseVideoUrl(url);
    // Files on the site's own paths are 'self'; players are frames, allowed by frame-src.
    if (video?.kind === "file" && /^https:/i.test(video.embedUrl)) videoOrigins.add(new URL(video.embedUrl).origin);
  }
  return { tracking: settings.tracking, videoOrigins: [...videoOrigins].sort() };
}

/** The sources in force, read again when older than a few seconds or after a content change. */
export function cspSources(): Promise<CspSources> {
  const now = Date.now();
  if (!cached || now - cached.at > TTL_MS) {
    const value = load();
    cached = { at: now, value };
    value.then(
      (sources) => {
        last = sources;
      },
      () => {
        if (cached?.value === value) cached = undefined;
      },
    );
  }
  return cached.value;
}

/**
 * The sources last read, for an answer that cannot wait (a page kept by the page cache, rendered with
 * them or with older ones that a content change since would have dropped with the page).
 */
export function lastCspSources(): CspSources {
  return last;
}

/** Drops what was read: the content changed. */
export function forgetCspSources(): void {
  cached = undefined;
}
