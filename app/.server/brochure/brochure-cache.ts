// A brochure is made once per listing, language and version of what it shows, then kept. The version
// is a fingerprint of everything drawn (brochure-content.ts): the listing's rows and the agency's
// settings are read on every request, as the detail page reads them, and when anything shown changed
// (a price, a photo, the agent, the agency's BIV number) the fingerprint differs and the next request
// makes a new one. So no announcement has to reach this cache, and an instance that missed one
// (content-changes.ts) still never hands out an outdated brochure. The cache is bounded in bytes;
// one version per listing and language is kept, the least recently asked for going first.
import type { Language } from "../../i18n/languages.ts";
import { type BrochureContent, brochureContent } from "./brochure-content.ts";
import { brochurePdf } from "./brochure-pdf.ts";
import { brochurePhotos } from "./brochure-photos.ts";

/** About 40 brochures of four photos each. */
const MAX_BYTES = 24 * 1024 * 1024;

export interface Brochure {
  bytes: Buffer;
  fileName: string;
  path: string;
  /** The version it was made from; undefined when it was made without some photo and is not kept. */
  fingerprint: string | undefined;
}

const kept = new Map<string, Brochure>();
let keptBytes = 0;
// One making per version at a time: a link shared in a group chat asks for it many times at once.
const making = new Map<string, Promise<Brochure>>();

function keyOf(id: number, language: Language): string {
  return `${id}:${language}`;
}

function keep(key: string, brochure: Brochure): void {
  drop(key);
  kept.set(key, brochure);
  keptBytes += brochure.bytes.length;
  for (const [oldest, entry] of kept) {
    if (keptBytes <= MAX_BYTES) break;
    kept.delete(oldest);
    keptBytes -= entry.bytes.length;
  }
}

function drop(key: string): void {
  const entry = kept.get(key);
  if (!entry) return;
  kept.delete(key);
  keptBytes -= entry.bytes.length;
}

async function make(content: BrochureContent): Promise<Brochure> {
  const photos = await brochurePhotos(content.photoKeys);
  const bytes = await brochurePdf(content, { photos: photos.jpegs, madeAt: new Date() });
  const brochure = {
    bytes,
    fileName: content.fileName,
    path: content.path,
    fingerprint: photos.complete ? content.fingerprint : undefined,
  };
  if (photos.complete) keep(keyOf(content.id, content.language), brochure);
  return brochure;
}

/** The listing's brochure in the language, from the cache or made now; undefined unless it is published. */
export async function brochureFor(id: number, language: Language): Promise<Brochure | undefined> {
  const content = await brochureContent(id, language);
  return content ? brochureOf(content) : undefined;
}

/** The brochure of this version of the content, from the cache or made now. */
export function brochureOf(content: BrochureContent): Promise<Brochure> {
  const key = keyOf(content.id, content.language);
  const found = kept.get(key);
  if (found?.fingerprint === content.fingerprint) {
    // Asked for again: it goes to the end, the last to be dropped.
    kept.delete(key);
    kept.set(key, found);
    return Promise.resolve(found);
  }
  const version = `${key}:${content.fingerprint}`;
  let pending = making.get(version);
  if (!pending) {
    pending = make(content).finally(() => making.delete(version));
    making.set(version, pending);
  }
  return pending;
}

/** Drops every kept brochure (tests, and the memory figures of a quiet process). */
export function forgetBrochures(): void {
  kept.clear();
  keptBytes = 0;
}

/** How many brochures are kept and their bytes. */
export function keptBrochures(): { count: number; bytes: number } {
  return { count: kept.size, bytes: keptBytes };
}
