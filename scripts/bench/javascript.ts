// JavaScript a public page makes the browser load, brotli-compressed (quality 11, as a build would
// serve it), against the budget of 120 KB (DESIGN.md). A page's scripts are the /assets/*.js files
// its HTML names (module preloads and the inline module script), plus every file those import
// statically; what they import dynamically (the map) loads only on demand and is listed apart.
import { brotliCompressSync, constants } from "node:zlib";
import { href } from "../../app/i18n/links.ts";
import { PROPERTY_FORM_SLUGS } from "../../app/i18n/property-form-slugs.ts";
import { firstDetailPath, firstPropertyPath } from "./site-paths.ts";
import type { Benchmark, ResultRow } from "./types.ts";

const BUDGET_KB = 120;

// What the page itself loads: module preloads and the inline module script's imports. Other asset
// paths in the HTML are not loads: the inline route manifest names the modules of routes the page
// links to (loaded when the visitor goes there), and the full manifest file, which lazy route
// discovery never fetches (it asks /__manifest; checked in Chromium).
const PAGE_SCRIPTS = /(?:rel="modulepreload" href="|from "|import\(")\/assets\/([^"]+\.js)"/g;
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["'](\.\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.\/[^"']+\.js)["']\s*\)/g;

function brotliKb(bytes: Buffer): number {
  return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;
}

export const javascript: Benchmark = {
  name: "javascript per page",
  async run({ appUrl, log }) {
    const files = new Map<string, Buffer>();
    async function asset(name: string): Promise<Buffer> {
      let bytes = files.get(name);
      if (!bytes) {
        const response = await fetch(`${appUrl}/assets/${name}`);
        if (response.status !== 200) throw new Error(`/assets/${name} answered ${response.status}`);
        bytes = Buffer.from(await response.arrayBuffer());
        files.set(name, bytes);
      }
      return bytes;
    }
    /** The page's files with everything they import statically; dynamic imports collected apart. */
    async function closure(names: string[], onDemand: Set<string>): Promise<Set<string>> {
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
    }

    const list = href("forSale", "nl");
    const detail = await firstPropertyPath(appUrl);
    const projects = href("projects", "nl");
    const project = await firstDetailPath(appUrl, projects);
    const pages: [string, string][] = [
      ["home", href("home", "nl")],
      ["property list", list],
      ["property detail", detail],
      ["project list", projects],
      ["project detail", project],
      ["contact (with its form)", href("contact", "nl")],
      ["keep me informed (form)", href("demandRegister", "nl")],
      ["purchase offer (form)", `${detail}${PROPERTY_FORM_SLUGS["purchase-offer"].nl}/`],
      ["not found (404)", "/nl/bestaat-niet/"],
    ];
    const rows: ResultRow[] = [];
    const onDemand = new Set<string>();
    const loadedByPages = new Set<string>();
    for (const [name, path] of pages) {
      const html = await (await fetch(`${appUrl}${path}`)).text();
      const named = [...new Set([...html.matchAll(PAGE_SCRIPTS)].map((match) => match[1] ?? ""))];
      const loaded = await closure(named, onDemand);
      for (const file of loaded) loadedByPages.add(file);
      let kb = 0;
      for (const file of loaded) kb += brotliKb(await asset(file));
      log(`${name} ${path}: ${loaded.size} files, ${kb.toFixed(1)} KB brotli`);
      rows.push({
        benchmark: `JavaScript, ${name}`,
        subject: `${path}: ${loaded.size} files`,
        figure: `${kb.toFixed(1)} KB`,
        detail: "brotli, quality 11",
        ratio: `${Math.round((kb / BUDGET_KB) * 100)}% of budget`,
        aim: { text: `at most ${BUDGET_KB} KB`, met: kb <= BUDGET_KB },
      });
    }
    for (const file of onDemand) {
      // What the page has not loaded already.
      const extra = [...(await closure([file], new Set()))].filter((name) => !loadedByPages.has(name));
      let kb = 0;
      for (const name of extra) kb += brotliKb(await asset(name));
      rows.push({
        benchmark: "JavaScript on demand",
        subject: `${file} (loaded when it is needed, e.g. the map)`,
        figure: `${kb.toFixed(1)} KB`,
        detail: "brotli, with its own imports",
      });
    }
    return rows;
  },
};
