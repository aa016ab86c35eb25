// No browser chunk of the build carries a back-office or owner-portal text: those texts reach the
// browser only in a loader's data, one language at a time, so a page never downloads the four
// languages of a screen (or another screen's texts). The check reads the build's files, no page.
// Texts also found in a public catalogue are left out: the public side ships its own texts, and a
// shared phrase would prove nothing.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "./fixtures.ts";

const MESSAGES = path.resolve(import.meta.dirname, "../../app/i18n/messages");
const ASSETS = path.resolve(import.meta.dirname, "../../build/client/assets");
/** Long enough to be one screen's own sentence or label, not a word any module could hold. */
const DISTINCTIVE_LENGTH = 24;

const isBackOffice = (name: string) => /^(admin|owner)/.test(name);

/** Every message module under app/i18n/messages, as a path relative to it. */
async function messageModules(): Promise<string[]> {
  const files = await readdir(MESSAGES, { recursive: true });
  return files.filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts")).sort();
}

function stringsIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === "string") into.add(value);
  else if (value !== null && typeof value === "object") for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

async function textsOf(files: string[]): Promise<Set<string>> {
  const texts = new Set<string>();
  for (const file of files) stringsIn(await import(path.join(MESSAGES, file)), texts);
  return texts;
}

/** The ways a bundler may write a text inside a string literal. */
function spellings(text: string): string[] {
  const json = JSON.stringify(text).slice(1, -1);
  const escaped = (hex: (code: string) => string) =>
    json.replace(/[^\x20-\x7e]/g, (c) => `\\u${hex(c.charCodeAt(0).toString(16).padStart(4, "0"))}`);
  return [
    ...new Set([
      text,
      json,
      text.replaceAll("'", "\\'"),
      escaped((code) => code),
      escaped((code) => code.toUpperCase()),
    ]),
  ];
}

test.use({ axe: false });

test("no browser chunk carries a text of a back-office or owner-portal catalogue", async () => {
  const modules = await messageModules();
  const backOfficeModules = modules.filter((file) => isBackOffice(file));
  expect(backOfficeModules.length, "back-office message modules found").toBeGreaterThan(40);
  const publicTexts = [...(await textsOf(modules.filter((file) => !isBackOffice(file))))];
  const distinctive = [...(await textsOf(backOfficeModules))].filter(
    (text) => text.length >= DISTINCTIVE_LENGTH && !publicTexts.some((shared) => shared.includes(text)),
  );
  expect(distinctive.length, "back-office texts to look for").toBeGreaterThan(1000);

  const chunks = (await readdir(ASSETS)).filter((file) => file.endsWith(".js"));
  expect(chunks.length, "browser chunks in build/client/assets (run npm run build first)").toBeGreaterThan(10);
  const found: string[] = [];
  for (const chunk of chunks) {
    const code = await readFile(path.join(ASSETS, chunk), "utf8");
    for (const text of distinctive)
      if (spellings(text).some((spelling) => code.includes(spelling))) found.push(`${chunk}: "${text}"`);
  }
  expect(found, "back-office texts inside browser chunks").toEqual([]);
});

test("the code every public page loads holds nothing of the back office's frame", async () => {
  // The route manifest names the root route's module and the chunks it imports: what every page,
  // public or not, downloads. The back office's error page and frame are fetched only when needed.
  const manifestFile = (await readdir(ASSETS)).find((file) => /^manifest-.*\.js$/.test(file));
  expect(manifestFile, "the route manifest in build/client/assets").toBeDefined();
  const source = await readFile(path.join(ASSETS, manifestFile ?? ""), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
    entry: { module: string; imports: string[] };
    routes: { root: { module: string; imports?: string[] } };
  };
  const everyPage = [
    manifest.entry.module,
    ...manifest.entry.imports,
    manifest.routes.root.module,
    ...(manifest.routes.root.imports ?? []),
  ];
  const carrying: string[] = [];
  for (const url of new Set(everyPage)) {
    const code = await readFile(path.join(ASSETS, path.basename(url)), "utf8");
    // The frame's main element: drawn by the frame and its error page, by nothing public.
    if (code.includes("admin-frame-main")) carrying.push(path.basename(url));
  }
  expect(carrying, "chunks every page loads that hold the back office's frame").toEqual([]);
});
