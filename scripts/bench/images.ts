// The image service (SPEC.md section 7) resizing pictures it has not rendered before, two requests
// at a time over HTTP, against sharp alone doing the same resizes in this process (the baseline:
// what the service adds is reading the master, writing the cache file and HTTP). Then a rendered
// variant served again from the disk cache, against the static server sending the same bytes.
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { renderVariant } from "../../app/.server/images/image-store.ts";
import { measure } from "./measure.ts";
import { measureStaticBaselines } from "./nginx-baseline.ts";
import { type Benchmark, formatPercent, formatRate, type ResultRow } from "./types.ts";

const CONCURRENCY = 2;
const WIDTHS = [400, 600, 1000] as const;
const MAX_VARIANTS = 120;

async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<number> {
  const queue = [...items];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
  return (items.length * 1000) / (performance.now() - started);
}

/** The storage keys of every photo in the database: what `/images/{key}` serves. */
export async function photoKeys(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ file_key: string }>(
      "select distinct file_key from media where kind = 'photo' and file_key is not null order by file_key",
    );
    return rows.map((row) => row.file_key);
  } finally {
    await client.end();
  }
}

export const images: Benchmark = {
  name: "image service",
  async run({ appUrl, databaseUrl, dataDir, workDir, load, log }) {
    const keys = await photoKeys(databaseUrl);
    const cacheDir = path.join(dataDir, "image-cache");
    const cached = new Set(fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir) : []);
    // Variants nobody asked for yet (the page benchmarks rendered some): each request resizes.
    const variants = keys
      .flatMap((key) => WIDTHS.map((width) => ({ key, width })))
      .filter(({ key, width }) => !cached.has(`${key}.w${width}.webp`))
      .slice(0, MAX_VARIANTS);
    if (variants.length < 20) throw new Error(`only ${variants.length} unrendered variants to measure`);
    const originals = path.join(dataDir, "media", "originals");
    const masters = new Map(
      fs.readdirSync(originals).map((file) => [file.replace(/\.[a-z]+$/, ""), path.join(originals, file)] as const),
    );

    log(
      `${variants.length} resizes to WebP (widths ${WIDTHS.join(", ")}), ${CONCURRENCY} at a time, by sharp alone ...`,
    );
    const sharpRate = await inParallel(variants, async ({ key, width }) => {
      const master = masters.get(key);
      if (!master) throw new Error(`no master picture for ${key}`);
      await renderVariant(master, { key, width, format: "webp" });
    });
    log("  ... and by the image service over HTTP");
    let lastUrl = "";
    const serviceRate = await inParallel(variants, async ({ key, width }) => {
      lastUrl = `${appUrl}/images/${key}?width=${width}&format=webp`;
      const response = await fetch(lastUrl);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${lastUrl} answered ${response.status}`);
    });
    const rows: ResultRow[] = [
      {
        benchmark: "image resizes",
        subject: `/images/… renders ${variants.length} new WebP variants, ${CONCURRENCY} at a time`,
        figure: `${serviceRate.toFixed(1)} resizes/s`,
        baseline: { subject: "sharp alone, same resizes in process", figure: `${sharpRate.toFixed(1)} resizes/s` },
        ratio: formatPercent(serviceRate / sharpRate),
      },
    ];

    log("a rendered variant served again from the disk cache ...");
    const hits = await measure(lastUrl, load);
    const bytes = Buffer.from(await (await fetch(lastUrl)).arrayBuffer());
    const file = path.join(workDir, "variant.webp");
    fs.writeFileSync(file, bytes);
    const { nginx, node } = await measureStaticBaselines(file, "image/webp", load);
    const ratio = hits.requestsPerSecond / nginx.requestsPerSecond;
    rows.push({
      benchmark: "image cache hits",
      subject: `/images/… served from the disk cache (${(bytes.length / 1024).toFixed(1)} KB)`,
      figure: formatRate(hits.requestsPerSecond),
      detail: `p99 ${hits.latencyP99Ms} ms; ${formatPercent(hits.requestsPerSecond / node.requestsPerSecond)} of the Node static server (${formatRate(node.requestsPerSecond)})`,
      baseline: { subject: "same bytes as a file, nginx (one worker)", figure: formatRate(nginx.requestsPerSecond) },
      ratio: formatPercent(ratio),
      aim: { text: "at least 50% of nginx", met: ratio >= 0.5 },
    });
    return rows;
  },
};
