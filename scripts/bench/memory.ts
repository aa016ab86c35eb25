// Memory of the app process as the operating system counts it (RSS, from /proc), with PostgreSQL's
// beside it (the proportional share, PSS, summed over its processes: its shared buffers appear in
// every backend's RSS). Three moments:
// - at start: the server that did not seed (as after every start but the first), idle;
// - after load: once the page, image and search benchmarks have run against it;
// - over a soak of mixed traffic (pages in four languages, searches, new image sizes, contact
//   forms) for BENCH_SOAK_SECONDS (600 by default), sampled every 30 s: growth is the last sample
//   against the first minute's.
import fs from "node:fs";
import path from "node:path";
import { href } from "../../app/i18n/links.ts";
import { IMAGE_WIDTHS } from "../../app/shared/image-url.ts";
import { contactFields, formToken, postForm } from "../reliability/form-client.ts";
import { photoKeys } from "./images.ts";
import { firstPropertyPath } from "./site-paths.ts";
import type { BenchContext, Benchmark, ResultRow } from "./types.ts";

const AIMS = { idleMb: 150, afterLoadMb: 250 };
const SAMPLE_MS = 30_000;

function statusField(pid: number, field: string): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) / 1024;
}

export function rssMb(pid: number): number {
  return statusField(pid, "VmRSS");
}

function pssMb(pid: number): number {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) / 1024;
  } catch {
    return 0; // the process ended meanwhile
  }
}

/** PostgreSQL's memory: the postmaster (its pid is in the data folder) and every process it started. */
export function postgresPssMb(dataDir: string): number {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  let total = pssMb(postmaster);
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === postmaster) total += pssMb(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

const mb = (value: number): string => `${Math.round(value)} MB`;

export const memoryAtStart: Benchmark = {
  name: "memory at start",
  async run({ uncachedAppIdleRssMb, postgresDataDir, log }: BenchContext): Promise<ResultRow[]> {
    // Read when the server had just started and had not been asked for anything (bench.ts).
    const rss = uncachedAppIdleRssMb;
    log(`app process idle after start: ${mb(rss)} RSS`);
    return [
      {
        benchmark: "memory, idle after start",
        subject: "RSS of the app process after `npm start`'s command on a seeded database, no request yet",
        figure: mb(rss),
        detail: `PostgreSQL beside it: ${mb(postgresPssMb(postgresDataDir))} PSS`,
        aim: { text: `at most ${AIMS.idleMb} MB`, met: rss <= AIMS.idleMb },
      },
    ];
  },
};

/** One round of a visitor mix; runs in a loop on several connections during the soak. */
async function mixedRound(appUrl: string, paths: string[], pictureKeys: string[], round: number): Promise<void> {
  const language = (["nl", "fr", "en", "de"] as const)[round % 4] ?? "nl";
  const get = async (url: string) => {
    const response = await fetch(`${appUrl}${url}`);
    await response.arrayBuffer();
    // Every address of the mix exists: anything else (a picture not found) is a failure too.
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  };
  await get(paths[round % paths.length] ?? "/");
  await get(`${href("forSale", language)}?minPrice=${100_000 + (round % 50) * 10_000}`);
  await get(
    `/api/search?q=${encodeURIComponent(["gent", "brussel", "villa", "appartement", "2000"][round % 5] ?? "")}&lang=${language}`,
  );
  const key = pictureKeys[round % pictureKeys.length];
  const width = IMAGE_WIDTHS[Math.floor(round / pictureKeys.length) % IMAGE_WIDTHS.length];
  // WebP, the one format the site offers at every width: each key and width is resized once, then kept.
  if (key) await get(`/images/${key}?width=${width}&format=webp`);
  if (round % 10 === 0) {
    const contact = href("contact", language);
    const token = await formToken(appUrl, contact);
    const posted = await postForm(appUrl, contact, contactFields(round, token));
    if (posted.status >= 500) throw new Error(`the contact form answered ${posted.status}`);
  }
}

export const memoryUnderLoad: Benchmark = {
  name: "memory after load and soak",
  async run({ uncachedAppUrl, uncachedAppPid, postgresDataDir, databaseUrl, log }: BenchContext): Promise<ResultRow[]> {
    const afterLoad = rssMb(uncachedAppPid);
    log(`app process after the benchmarks' load: ${mb(afterLoad)} RSS`);
    const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
    const detail = await firstPropertyPath(uncachedAppUrl);
    const paths = ["/nl/", "/fr/", "/en/", "/de/", href("forSale", "nl"), href("forRent", "fr"), detail];
    // From the database, not from a list page: after the search benchmark the lists show generated
    // listings, which have no photos, and the soak asked for no picture at all.
    const keys = await photoKeys(databaseUrl);
    if (keys.length === 0) throw new Error("no photo in the database for the soak to ask sizes of");
    log(`soak: ${soakSeconds} s of mixed traffic on 4 connections, RSS every ${SAMPLE_MS / 1000} s ...`);
    const samples: number[] = [];
    const deadline = Date.now() + soakSeconds * 1000;
    let rounds = 0;
    let failures = 0;
    const sampler = setInterval(() => {
      samples.push(rssMb(uncachedAppPid));
      log(`  ${samples.length * (SAMPLE_MS / 1000)} s: ${mb(samples.at(-1) ?? 0)}`);
    }, SAMPLE_MS);
    try {
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (Date.now() < deadline) {
            const round = rounds++;
            await mixedRound(uncachedAppUrl, paths, keys, round).catch((error: unknown) => {
              failures += 1;
              if (failures <= 3) log(`  ${error instanceof Error ? error.message : String(error)}`);
            });
          }
        }),
      );
    } finally {
      clearInterval(sampler);
    }
    const end = rssMb(uncachedAppPid);
    const early = Math.max(...samples.slice(0, 2), afterLoad);
    const peak = Math.max(...samples, end);
    const growth = end - early;
    return [
      {
        benchmark: "memory, after load",
        subject: "RSS of the app process (rendering every request) after the page, image and search benchmarks",
        figure: mb(afterLoad),
        detail: `PostgreSQL beside it: ${mb(postgresPssMb(postgresDataDir))} PSS`,
        aim: { text: `at most ${AIMS.afterLoadMb} MB`, met: afterLoad <= AIMS.afterLoadMb },
      },
      {
        benchmark: "memory, soak",
        subject: `${soakSeconds} s of mixed traffic (${rounds} rounds of pages, searches, image sizes; a contact form every 10th; ${failures} failed)`,
        figure: `${mb(end)} at the end`,
        detail: `${growth >= 0 ? "+" : ""}${mb(growth)} since the first minute (${mb(early)}), peak ${mb(peak)}, samples ${samples.map((s) => Math.round(s)).join(" ")} MB; PostgreSQL ${mb(postgresPssMb(postgresDataDir))} PSS`,
        aim: {
          text: `no growth (at most 10% above the first minute) and at most ${AIMS.afterLoadMb} MB`,
          met: failures === 0 && end <= early * 1.1 && peak <= AIMS.afterLoadMb,
        },
      },
    ];
  },
};
