// The JavaScript a page makes the browser load, counted as the server sends it to a browser that
// accepts brotli (the copies compressed at build time), each file's response headers included: the
// /assets/*.js files its HTML names (module preloads and the inline module script), plus every file
// those import statically. What they import dynamically loads only on demand and is collected apart. Used by the benchmark
// (scripts/bench/javascript.ts) and by the budget's end-to-end check (javascript-budget.spec.ts).
import http from "node:http";

/** DESIGN.md's budget for what a public page loads, brotli-compressed. */
export const JAVASCRIPT_BUDGET_KB = 120;

// What the page itself loads: module preloads and the inline module script's imports. Other asset
// paths in the HTML are not loads: the inline route manifest names the modules of routes the page
// links to (loaded when the visitor goes there), and the full manifest file, which lazy route
// discovery never fetches (it asks /__manifest; checked in Chromium).
const PAGE_SCRIPTS = /(?:rel="modulepreload" href="|from "|import\(")\/assets\/([^"]+\.js)"/g;
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["'](\.\/[^"']+\.js)["']/g;
// The bundler writes a dynamic import's path between backquotes.
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g;

/** What Chromium says it accepts. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

/** The bytes of an answer's status line and headers as they crossed the connection. */
function headBytes(response: http.IncomingMessage): number {
  const lines = [`HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}`];
  for (let i = 0; i < response.rawHeaders.length; i += 2)
    lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
  return Buffer.byteLength(`${lines.join("\r\n")}\r\n\r\n`);
}

/**
 * The size of the answer as sent, its headers and its body before the browser decodes it, in KB (as
 * Lighthouse counts a script's transfer size: a file's headers cost about 0.3 KB); and its encoding.
 */
export function sentKb(url: string): Promise<{ kb: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": BROWSER_ENCODINGS } }, (response) => {
        let bytes = headBytes(response);
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on("end", () =>
          resolve({ kb: bytes / 1024, encoding: String(response.headers["content-encoding"] ?? "none") }),
        );
      })
      .on("error", reject);
  });
}

/** The script files a page's HTML names. */
export function scriptsNamedIn(html: string): string[] {
  return [...new Set([...html.matchAll(PAGE_SCRIPTS)].map((match) => match[1] ?? ""))];
}

/** The site's script files, read once each: what each imports, and their sizes as sent. */
export function scriptGraph(origin: string) {
  const files = new Map<string, Buffer>();
  async function asset(name: string): Promise<Buffer> {
    let bytes = files.get(name);
    if (!bytes) {
      const response = await fetch(`${origin}/assets/${name}`);
      if (response.status !== 200) throw new Error(`/assets/${name} answered ${response.status}`);
      bytes = Buffer.from(await response.arrayBuffer());
      files.set(name, bytes);
    }
    return bytes;
  }
  return {
    /** A file's text as the browser runs it (the copy the graph read). */
    text: async (name: string): Promise<string> => (await asset(name)).toString("utf8"),
    /** The files with everything they import statically; their dynamic imports go to `onDemand`. */
    closure: async (names: string[], onDemand: Set<string>): Promise<Set<string>> => {
      const seen = new Set<string>();
      const queue = [...names];
      for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
        if (seen.has(name)) continue;
        seen.add(name);
        const code = (await asset(name)).toString("utf8");
        for (const match of code.matchAll(STATIC_IMPORT)) queue.push((match[1] ?? "").slice(2));
        for (const match of code.matchAll(DYNAMIC_IMPORT)) onDemand.add((match[1] ?? "").slice(2));
      }
      return seen;
    },
    /** The files' sizes as sent, added up, and the encodings they came in. */
    sentSize: async (names: Set<string>): Promise<{ kb: number; encodings: string }> => {
      let kb = 0;
      const encodings = new Set<string>();
      for (const name of names) {
        const sent = await sentKb(`${origin}/assets/${name}`);
        kb += sent.kb;
        encodings.add(sent.encoding);
      }
      return { kb, encodings: [...encodings].sort().join(", ") };
    },
  };
}
