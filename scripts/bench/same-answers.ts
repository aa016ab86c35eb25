// Whether the render shortcuts (server/render-shortcuts.ts) change what the site answers: every public
// address asked of a server with them and of one started with RENDER_SHORTCUTS=0, the answers
// compared (status, headers, body as decoded) once what differs on every answer is taken out (the
// nonce, a form's signed token, the server's own address). Asked as a browser asks, compressed.
//   node scripts/bench/same-answers.ts      (after `npm run build`; a throw-away database, the demo)
// Exits 1 when an answer differs. `npm run bench` runs the same comparison before it measures.
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { startServer } from "../../tests/support/start-server.ts";
import { makeTempDir, startThrowAwayCluster } from "../../tests/support/throw-away-postgres.ts";

/**
 * Headers that differ between any two answers of one server, and how the body is framed: its length,
 * which differs with the length of the server's port in its absolute links, or chunks, which a
 * compressed page sent whole (server/page-requests.ts) no longer needs (the bodies are compared):
 * not compared.
 */
const PER_ANSWER_HEADERS = new Set(["date", "keep-alive", "connection", "content-length", "transfer-encoding"]);
/**
 * The coding of a compressed answer: the site sends its pages with brotli, an earlier build a page it
 * rendered whole with zstd (docs/decisions/0027); the bodies are compared decoded, so what counts is
 * that an answer is compressed or not.
 */
const CODINGS = new Set(["br", "zstd", "gzip", "deflate"]);
const NONCE = /nonce(=|-)["']?[A-Za-z0-9+/_-]{8,}={0,2}/g;
/** A form's signed token (time, random part, signature): new on every render. */
const FORM_TOKEN = /\b\d+\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}/g;

/** The site's public addresses: the sitemap's, and the answers around them a visitor or a robot meets. */
export async function publicAddresses(appUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${appUrl}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);
  const home = await (await fetch(`${appUrl}/nl/`)).text();
  const texts = /\/texts\/[^"']+\.json/.exec(home)?.[0];
  const asset = /\/assets\/[^"']+\.css/.exec(home)?.[0];
  const property = listed.find((address) => /^\/nl\/te-koop\/.+\/\d+\/$/.test(address)) ?? "/nl/te-koop/";
  const propertyId = /\/(\d+)\/$/.exec(property)?.[1] ?? "1";
  const around = [
    "/",
    "/nl",
    "/nl/te-koop",
    "/nl/te-koop/?view=map",
    "/nl/te-koop/?page=2",
    "/nl/te-koop/?sort=price-asc",
    `${property}bezoek/`,
    `${property}bod/`,
    "/nl/bestaat-niet/",
    "/fr/nexiste-pas/",
    "/xx/",
    "/te-koop/",
    `/property/${propertyId}`,
    "/robots.txt",
    "/sitemap.xml",
    "/favicon.ico",
    "/logo.svg",
    "/admin/",
    "/nl/login/",
    "/api/search?q=gent",
    "/api/map-points/nl/sale",
    "/nl//te-koop/",
    "/nl/te-koop/index.html",
    ...(texts ? [texts] : []),
    ...(asset ? [asset] : []),
  ];
  return [...new Set([...listed, ...around])];
}

export interface Difference {
  address: string;
  what: string;
}

/** An answer with what differs between any two servers taken out: the nonce, and the server's own address. */
async function answer(
  origin: string,
  address: string,
): Promise<{ status: number; headers: Map<string, string>; body: string }> {
  const response = await fetch(`${origin}${address}`, {
    redirect: "manual",
    // As a browser asks: the server compresses what it would compress for a visitor (fetch decodes it).
    headers: { "User-Agent": "same-answers", "Accept-Encoding": "gzip, deflate, br, zstd" },
  });
  const { host } = new URL(origin);
  // The address may also stand encoded in a link's query (a share link's mailto: and wa.me text).
  const normalized = (text: string) =>
    text
      .replace(NONCE, "nonce$1…")
      .replace(FORM_TOKEN, "form-token")
      .replaceAll(host, "host")
      .replaceAll(encodeURIComponent(host), "host");
  const headers = new Map<string, string>();
  for (const [name, value] of response.headers) {
    if (name === "content-encoding" && CODINGS.has(value)) headers.set(name, "compressed");
    else if (!PER_ANSWER_HEADERS.has(name)) headers.set(name, normalized(value));
  }
  return { status: response.status, headers, body: normalized(await response.text()) };
}

/** Asks both servers for every address, one after the other, and lists what differs. */
export async function compareAnswers(baselineUrl: string, url: string, addresses: string[]): Promise<Difference[]> {
  const differences: Difference[] = [];
  for (const address of addresses) {
    const [before, after] = [await answer(baselineUrl, address), await answer(url, address)];
    if (before.status !== after.status)
      differences.push({ address, what: `status ${before.status} → ${after.status}` });
    const names = new Set([...before.headers.keys(), ...after.headers.keys()]);
    for (const name of names) {
      if (before.headers.get(name) !== after.headers.get(name))
        differences.push({ address, what: `${name}: ${before.headers.get(name)} → ${after.headers.get(name)}` });
    }
    if (before.body !== after.body) {
      let at = 0;
      while (at < before.body.length && before.body[at] === after.body[at]) at += 1;
      differences.push({
        address,
        what: `body from character ${at}: …${before.body.slice(at, at + 80)} → …${after.body.slice(at, at + 80)}`,
      });
    }
  }
  return differences;
}

async function main(): Promise<void> {
  const cluster = await startThrowAwayCluster("pg-same-answers-");
  const dataDir = makeTempDir("same-answers-data-");
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    const env = { DATABASE_URL: cluster.url, PAGE_CACHE_SECONDS: "0", VIEW_COUNTING: "0" };
    console.log("seeding the demo agency and starting the two servers ...");
    const seeding = await startServer({ dataDir, env });
    await seeding.stop("SIGTERM");
    const baseline = await startServer({ dataDir, env: { ...env, SEED_DEMO: "0", RENDER_SHORTCUTS: "0" } });
    servers.push(baseline);
    const shortcuts = await startServer({ dataDir, env: { ...env, SEED_DEMO: "0" } });
    servers.push(shortcuts);
    const addresses = await publicAddresses(shortcuts.url);
    const differences = await compareAnswers(baseline.url, shortcuts.url, addresses);
    for (const { address, what } of differences) console.log(`${address}: ${what}`);
    console.log(`${addresses.length} addresses, ${differences.length} differences`);
    process.exitCode = differences.length === 0 ? 0 : 1;
  } finally {
    for (const server of servers) await server.stop("SIGTERM").catch(() => undefined);
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
