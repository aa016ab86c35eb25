// The bytes of an imported photo, from a file beside the feed or from an address. A feed comes
// from the agency's CRM, but a feed can be tampered with or badly exported, and the import runs
// with the site's rights: a File could name any file the site can read (its secrets, another
// agency's data), and a download could be redirected to an internal address or never end. So a
// File must lie inside the feed's folder, a download stays on its own origin, and every source is
// cut off past the size limit while it is read, not after.
import fs from "node:fs/promises";
import path from "node:path";

/** The largest photo accepted, file or download. */
export const MAX_PHOTO_BYTES = 30 * 1024 * 1024;
const MAX_REDIRECTS = 3;
const DOWNLOAD_TIMEOUT_MS = 30_000;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function tooLarge(name: string): Error {
  return new Error(`${name} is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB`);
}

function isInside(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== "" && relative !== ".." && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

/**
 * A file named by a relative path under the feed's folder. Symbolic links are followed, and then the
 * real file must still be inside that folder, so neither `../` nor a link leads out of it.
 */
export async function readPhotoFile(feedDir: string, file: string): Promise<Buffer> {
  if (path.isAbsolute(file)) throw new Error(`${file}: a File must be a path relative to the feed's folder`);
  const folder = await fs.realpath(feedDir);
  const real = await fs.realpath(path.resolve(folder, file));
  if (!isInside(folder, real)) throw new Error(`${file} is outside the feed's folder`);
  const handle = await fs.open(real, "r");
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw new Error(`${file} is not a file`);
    if (stat.size > MAX_PHOTO_BYTES) throw tooLarge(file);
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/** The body, read chunk by chunk and abandoned as soon as it passes the limit. */
async function readLimited(response: Response, name: string): Promise<Buffer> {
  if (Number(response.headers.get("content-length")) > MAX_PHOTO_BYTES) throw tooLarge(name);
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    total += read.value.byteLength;
    if (total > MAX_PHOTO_BYTES) throw tooLarge(name);
    chunks.push(read.value);
  }
  return Buffer.concat(chunks, total);
}

/**
 * Downloads a photo. Redirects are followed by hand, at most three and only on the address's own
 * origin (scheme, host and port): a CDN's move of a path is fine, a hop to another host or down to
 * plain http is refused.
 */
export async function downloadPhoto(url: string): Promise<Buffer> {
  // Aborting the request when the body is abandoned closes the connection: nothing more is read.
  const abandon = new AbortController();
  const signal = AbortSignal.any([abandon.signal, AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS)]);
  try {
    let address = new URL(url);
    for (let redirects = 0; ; redirects++) {
      const response = await fetch(address, { redirect: "manual", signal });
      if (!REDIRECT_STATUSES.has(response.status)) {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return await readLimited(response, url);
      }
      const next = new URL(response.headers.get("location") ?? "", address);
      if (next.origin !== address.origin) throw new Error(`${url} redirects to another host (${next.origin})`);
      if (redirects === MAX_REDIRECTS) throw new Error(`${url}: more than ${MAX_REDIRECTS} redirects`);
      await response.body?.cancel();
      address = next;
    }
  } finally {
    abandon.abort();
  }
}
