// Recognising the video and virtual-tour links agencies paste into a property (SPEC.md section 5), so
// the page embeds them in a player frame and never renders an arbitrary address into a src attribute.
// Only https addresses on known hosts are accepted (plus video files under the site's own paths):
// javascript:, data:, http: and look-alike hosts (youtube.com.evil.example) all read as "not a video".

export type VideoKind = "file" | "youtube" | "vimeo" | "facebook";

export interface VideoLink {
  kind: VideoKind;
  /** The platform's video id (YouTube, Vimeo, Facebook); absent for files and fb.watch short links. */
  id?: string;
  /** What to put in the player's src: the file itself, or the platform's embeddable player. */
  embedUrl: string;
}

const VIDEO_FILE = /\.(?:mp4|mov|wmv|avi|flv|webm)$/i;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const NUMERIC_ID = /^\d{1,20}$/;
/** Base for resolving site-relative paths; never shown, only used to tell "same site" apart. */
const SITE = "https://site.invalid";

/**
 * A recognised video link, or undefined. Accepted:
 * - video files (.mp4 .mov .wmv .avi .flv .webm, any case) at an https address or a site path ("/media/a.mp4");
 * - YouTube: youtube.com/watch?v=ID, youtu.be/ID, youtube.com/embed/ID, youtube.com/shorts/ID and the
 *   youtube-nocookie.com embed, with an 11-character id; embedded from youtube-nocookie.com, which sets
 *   no cookies before the visitor plays (the Belgian cookie rules, BELGIAN-RULES.md);
 * - Vimeo: vimeo.com/ID (with an unlisted-video hash: vimeo.com/ID/HASH), vimeo.com/channels/NAME/ID,
 *   vimeo.com/groups/NAME/videos/ID, player.vimeo.com/video/ID; embedded with dnt=1 (no tracking);
 * - Facebook: facebook.com/PAGE/videos/ID, facebook.com/watch/?v=ID, fb.watch/CODE; embedded through
 *   Facebook's video plugin.
 * A link written without a scheme ("youtu.be/ID") is read as https; any other scheme is refused.
 */
export function parseVideoUrl(input: string | null | undefined): VideoLink | undefined {
  const text = cleanInput(input);
  if (text === undefined) return undefined;
  if (isSitePath(text)) {
    const url = new URL(text, SITE);
    if (url.origin !== SITE || !VIDEO_FILE.test(url.pathname)) return undefined;
    return { kind: "file", embedUrl: `${url.pathname}${url.search}` };
  }
  const url = httpsUrl(text);
  if (url === undefined) return undefined;
  const host = url.hostname;
  if (onHost(host, "youtube.com") || onHost(host, "youtube-nocookie.com") || host === "youtu.be") return youtube(url);
  if (onHost(host, "vimeo.com")) return vimeo(url);
  if (onHost(host, "facebook.com") || host === "fb.watch") return facebook(url);
  if (VIDEO_FILE.test(url.pathname)) return { kind: "file", embedUrl: url.href };
  return undefined;
}

/** Virtual-tour hosts whose pages may be framed: Matterport (3D tours), Kuula (360° tours) and Nodalview (Belgian 360° tours). */
export const TOUR_HOSTS: readonly string[] = ["matterport.com", "kuula.co", "nodalview.com"];

/**
 * The address to frame for a virtual tour, or undefined when the link is not an https address on one
 * of TOUR_HOSTS or their subdomains (my.matterport.com). The address is returned normalised.
 */
export function tourEmbedUrl(input: string | null | undefined): string | undefined {
  const text = cleanInput(input);
  if (text === undefined || isSitePath(text)) return undefined;
  const url = httpsUrl(text);
  if (url === undefined) return undefined;
  return TOUR_HOSTS.some((domain) => onHost(url.hostname, domain)) ? url.href : undefined;
}

/** The platform's own name, shown on the poster (a brand: the same in every language). */
export function videoPlatformName(kind: Exclude<VideoKind, "file">): string {
  return { youtube: "YouTube", vimeo: "Vimeo", facebook: "Facebook" }[kind];
}

/** "Matterport", "Kuula" or "Nodalview" for an address tourEmbedUrl accepted; undefined otherwise. */
export function tourPlatformName(embedUrl: string): string | undefined {
  const text = tourEmbedUrl(embedUrl);
  if (text === undefined) return undefined;
  const host = new URL(text).hostname;
  if (onHost(host, "matterport.com")) return "Matterport";
  if (onHost(host, "kuula.co")) return "Kuula";
  if (onHost(host, "nodalview.com")) return "Nodalview";
  return undefined;
}

/** Whether a tour link can be embedded (see tourEmbedUrl). */
export function isEmbeddableTour(input: string | null | undefined): boolean {
  return tourEmbedUrl(input) !== undefined;
}

/**
 * Trimmed input, or undefined when blank or holding whitespace, control or invisible format
 * characters inside: URL parsers silently drop tabs and newlines ("java\tscript:"), and zero-width or
 * right-to-left marks can disguise a host, so such text is refused outright.
 */
function cleanInput(input: string | null | undefined): string | undefined {
  const text = (input ?? "").trim();
  if (text === "" || /[\s\p{Cc}\p{Cf}]/u.test(text)) return undefined;
  return text;
}

/** "/media/tour.mp4" is on the site; "//host/..." and "/\host/..." are other hosts in a browser's eyes. */
function isSitePath(text: string): boolean {
  return text.startsWith("/") && !text.startsWith("//") && !text.startsWith("/\\");
}

/** An https URL on a public host, without credentials or a custom port; scheme-less text is read as https. */
function httpsUrl(text: string): URL | undefined {
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  if (!hasScheme && (text.startsWith("/") || text.startsWith("\\"))) return undefined;
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "" || url.port !== "") return undefined;
  // A public host has a dot; without one, "media/house.mp4" would be read as the host "media".
  if (!url.hostname.includes(".")) return undefined;
  return url;
}

/** The host is the domain or one of its subdomains; "youtube.com.evil.example" and "notyoutube.com" are not. */
function onHost(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

function pathSegments(url: URL): string[] {
  return url.pathname.split("/").filter((segment) => segment !== "");
}

function youtube(url: URL): VideoLink | undefined {
  const segments = pathSegments(url);
  let id: string | null | undefined;
  if (url.hostname === "youtu.be") id = segments.length === 1 ? segments[0] : undefined;
  else if (segments.length === 1 && segments[0] === "watch") id = url.searchParams.get("v");
  else if (segments.length === 2 && (segments[0] === "embed" || segments[0] === "shorts")) id = segments[1];
  if (id === null || id === undefined || !YOUTUBE_ID.test(id)) return undefined;
  return { kind: "youtube", id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` };
}

function vimeo(url: URL): VideoLink | undefined {
  const segments = pathSegments(url);
  let id: string | undefined;
  let hash: string | undefined;
  if (url.hostname === "player.vimeo.com") {
    if (segments.length === 2 && segments[0] === "video") id = segments[1];
    hash = url.searchParams.get("h") ?? undefined;
  } else if (url.hostname === "vimeo.com" || url.hostname === "www.vimeo.com") {
    const [first, second, third, fourth] = segments;
    if (segments.length <= 2 && first !== undefined && NUMERIC_ID.test(first)) {
      id = first;
      hash = second;
    } else if (segments.length === 3 && first === "channels") id = third;
    else if (segments.length === 4 && first === "groups" && third === "videos") id = fourth;
  }
  if (id === undefined || !NUMERIC_ID.test(id)) return undefined;
  if (hash !== undefined && !/^[0-9a-f]{6,20}$/i.test(hash)) return undefined;
  const query = hash === undefined ? "dnt=1" : `h=${hash}&dnt=1`;
  return { kind: "vimeo", id, embedUrl: `https://player.vimeo.com/video/${id}?${query}` };
}

function facebook(url: URL): VideoLink | undefined {
  const segments = pathSegments(url);
  if (url.hostname === "fb.watch") {
    const code = segments[0];
    if (segments.length !== 1 || code === undefined || !/^[A-Za-z0-9_-]{1,32}$/.test(code)) return undefined;
    return { kind: "facebook", embedUrl: facebookPlugin(`https://fb.watch/${code}/`) };
  }
  let id: string | null | undefined;
  let canonical: string | undefined;
  if (segments.length === 1 && segments[0] === "watch") {
    id = url.searchParams.get("v");
    canonical = `https://www.facebook.com/watch/?v=${id}`;
  } else if (segments.length === 3 && segments[1] === "videos" && /^[A-Za-z0-9._-]{1,100}$/.test(segments[0] ?? "")) {
    id = segments[2];
    canonical = `https://www.facebook.com/${segments[0]}/videos/${id}/`;
  }
  if (id === null || id === undefined || canonical === undefined || !NUMERIC_ID.test(id)) return undefined;
  return { kind: "facebook", id, embedUrl: facebookPlugin(canonical) };
}

function facebookPlugin(href: string): string {
  return `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(href)}&show_text=false`;
}
