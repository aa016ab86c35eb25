// Build assets compressed once, at build time, at the best ratio (brotli quality 11, gzip level 9),
// and sent as they are to browsers that accept them; the others get the file itself, which the
// on-the-fly compression after this handler may still compress.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { dropDocumentHeaders } from "./security-headers.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; pictures and fonts are compressed already. */
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".map", ".txt", ".html"]);
/**
 * What a compressed copy adds to its answer: `Content-Encoding` and `Vary`. A copy that does not save
 * more than this is not written. Small files count: a page loads several scripts under 1 KB, which
 * brotli halves.
 */
const ENCODING_HEADER_BYTES = "Content-Encoding: gzip\r\nVary: Accept-Encoding\r\n".length;

/**
 * How a build asset is sent. Its hashed name never changes content, so a browser keeps it for a year
 * and never asks again: validators (ETag, Last-Modified) and byte ranges would be bytes on every
 * answer that no browser uses.
 */
const BUILD_ASSET_SENDING = {
  maxAge: "1y",
  immutable: true,
  etag: false,
  lastModified: false,
  acceptRanges: false,
} as const;

const ENCODINGS = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;

/** What a pass of precompressAssets did: the copies it wrote, and every file it looked at. */
export interface PrecompressedAssets {
  files: number;
  bytes: number;
  brotliBytes: number;
  /** The names of the compressible files the pass took, copies written or not. */
  taken: ReadonlySet<string>;
}

/**
 * Writes name.br and name.gz beside every compressible file of `dir` whose copies are smaller,
 * leaving out the names in `skip` (files an earlier pass took).
 */
export async function precompressAssets(
  dir: string,
  skip: ReadonlySet<string> = new Set(),
): Promise<PrecompressedAssets> {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  // Several files at once, the largest first: one at a time, brotli's best quality kept one core busy
  // and left the other idle for most of the build's longest step (on two cores, 2 MB of scripts took
  // about as long as the rest of the build after React Router's). The copies are the same bytes.
  const taken = new Set(fs.readdirSync(dir).filter((name) => COMPRESSIBLE.has(path.extname(name)) && !skip.has(name)));
  const queue = [...taken]
    .map((name) => ({ file: path.join(dir, name), size: fs.statSync(path.join(dir, name)).size }))
    .sort((a, b) => b.size - a.size);
  async function compressNext(): Promise<void> {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { file } = next;
      const content = fs.readFileSync(file);
      const [asBrotli, asGzip] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      // Brotli's copy is the smaller: when it does not gain, gzip's does not either.
      if (asBrotli.length + ENCODING_HEADER_BYTES >= content.length) continue;
      fs.writeFileSync(`${file}.br`, asBrotli);
      if (asGzip.length + ENCODING_HEADER_BYTES < content.length) fs.writeFileSync(`${file}.gz`, asGzip);
      files += 1;
      bytes += content.length;
      brotliBytes += asBrotli.length;
    }
  }
  await Promise.all(Array.from({ length: os.availableParallelism() }, () => compressNext()));
  return { files, bytes, brotliBytes, taken };
}

/** The files of `dir`, read once, at start: the build does not change under a running server. */
function filesOf(dir: string): ReadonlySet<string> {
  return fs.existsSync(dir) ? new Set(fs.readdirSync(dir)) : new Set<string>();
}

/** The precompressed copies made of the asset `name`, brotli's first; none for a name that is no asset. */
function copiesOf(present: ReadonlySet<string>, name: string): (typeof ENCODINGS)[number][] {
  if (name.includes("/") || !present.has(name)) return [];
  return ENCODINGS.filter((encoding) => present.has(name + encoding.extension));
}

/** Serves the precompressed copy of an asset of `dir` when the browser accepts its encoding. */
function precompressedAssets(dir: string): RequestHandler {
  const present = filesOf(dir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    const offered = copiesOf(present, name);
    if (offered.length === 0) return next();
    res.vary("Accept-Encoding");
    // The smallest the browser accepts. Browsers list gzip first ("gzip, deflate, br, zstd"), so the
    // browser's order is not a preference.
    const encoding = offered.find((candidate) => req.acceptsEncodings(candidate.name) === candidate.name);
    if (!encoding) return next();
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding.name);
    dropDocumentHeaders(res);
    res.sendFile(name + encoding.extension, { ...BUILD_ASSET_SENDING, root: dir, dotfiles: "deny" }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}

/** The assets every page loads, its scripts and stylesheets, with the type Express gives each. */
const TYPES_IN_MEMORY: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

/** A precompressed copy of a build asset, as it is sent. */
export interface AssetCopy {
  bytes: Buffer;
  type: string;
  encoding: (typeof ENCODINGS)[number]["name"];
}

/**
 * The headers a build asset goes with (buildAssets sends the same): kept by a browser for a year,
 * compressed as the browser asked.
 */
export function assetCopyHeaders(copy: AssetCopy): Record<string, string> {
  return {
    Vary: "Accept-Encoding",
    "Content-Type": copy.type,
    "Content-Encoding": copy.encoding,
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Length": String(copy.bytes.length),
  };
}

/**
 * The precompressed copy of one of the build's scripts or stylesheets that a browser takes, from
 * memory: read from disk the first time it is asked for and kept, as the build does not change under
 * a running server (at most the build's copies, about 2.5 MB). Sent through Express and `send`, a
 * copy cost the server a `stat`, an `open`, reads through the thread pool and a `close`: 0.4 to 0.9 ms
 * of CPU each, several times a kept page, for the dozen a first visit loads. Undefined for anything
 * else (another file, a copy not made, an Accept-Encoding with weights), which buildAssets sends.
 */
export function assetCopiesInMemory(
  dir: string,
): (name: string, accepted: string | undefined) => AssetCopy | undefined {
  const present = filesOf(dir);
  const kept = new Map<string, Buffer>();
  return (name, accepted) => {
    const type = TYPES_IN_MEMORY[path.extname(name)];
    if (!type || !accepted || accepted.includes(";")) return;
    const codings = accepted.split(",").map((coding) => coding.trim());
    // As precompressedAssets chooses: the first of brotli and gzip the browser takes.
    const encoding = copiesOf(present, name).find(
      (candidate) => codings.includes(candidate.name) || codings.includes("*"),
    );
    if (!encoding) return;
    const file = name + encoding.extension;
    let bytes = kept.get(file);
    if (!bytes) {
      try {
        bytes = fs.readFileSync(path.join(dir, file));
      } catch {
        // Gone or unreadable since the start: buildAssets answers, or says it is not there.
        return;
      }
      kept.set(file, bytes);
    }
    return { bytes, type, encoding: encoding.name };
  };
}

/**
 * The build's assets (build/client/assets): the precompressed copy when the browser takes it, else
 * the file. An app of its own, as Express's sendFile takes whether to send an ETag from the app's
 * setting, not from its options.
 */
export function buildAssets(dir: string): express.Express {
  const assets = express();
  assets.disable("etag");
  // Its own defaults, not the parent's: the parent app says nothing about itself either.
  assets.disable("x-powered-by");
  assets.use(precompressedAssets(dir));
  assets.use(express.static(dir, { ...BUILD_ASSET_SENDING, index: false, setHeaders: dropDocumentHeaders }));
  return assets;
}
