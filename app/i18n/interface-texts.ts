// The interface texts of one language (labels, buttons, the cookie dialog, the forms' messages) as
// the browser gets them: one file per language that it fetches once and keeps
// (app/routes/interface-texts.ts), not a copy in every page's data. Every page used to carry them
// twice, in its HTML and in the data its scripts hydrate from, and on a slow link those bytes held
// back the first paint. The server has every language from the start (app/entry.server.tsx).
import { use } from "react";
import type { DateTexts } from "./date-texts.ts";
import type { Language } from "./languages.ts";
import type { FormMessages } from "./messages/forms-nl.ts";
import type { SiteMessages } from "./messages/site-messages.ts";

export interface InterfaceTexts {
  site: SiteMessages;
  forms: FormMessages;
  /** The language's date names and patterns, so the browser writes dates without Intl (date-texts.ts). */
  dates: DateTexts;
}

const ready = new Map<Language, InterfaceTexts>();
const loading = new Map<string, Promise<InterfaceTexts>>();

/** The texts of `language`, from now on, without a fetch. */
export function provideTexts(language: Language, texts: InterfaceTexts): void {
  ready.set(language, texts);
}

/** The texts of `language` if they are here already (the server has every language's). */
export function readyTexts(language: Language): InterfaceTexts | undefined {
  return ready.get(language);
}

/** Fetches the texts file at `path` once; a fetch that failed may be tried again. */
export function loadTexts(language: Language, path: string): Promise<InterfaceTexts> {
  let texts = loading.get(path);
  if (!texts) {
    texts = fetch(path).then(async (response) => {
      if (!response.ok) throw new Error(`The interface texts at ${path} answered ${response.status}`);
      const loaded = (await response.json()) as InterfaceTexts;
      ready.set(language, loaded);
      return loaded;
    });
    texts.catch(() => loading.delete(path));
    loading.set(path, texts);
  }
  return texts;
}

const switching = new Map<string, Promise<InterfaceTexts>>();

/**
 * The texts of a language the visitor went to in the browser. Without them the page cannot be drawn
 * there, so if its file cannot be had, the page is loaded again, whole, from the server, which draws
 * it in that language.
 */
function textsAfterSwitch(language: Language, path: string): Promise<InterfaceTexts> {
  let texts = switching.get(path);
  if (!texts) {
    texts = loadTexts(language, path).catch(() => {
      window.location.reload();
      return new Promise<InterfaceTexts>(() => {});
    });
    switching.set(path, texts);
  }
  return texts;
}

/**
 * The texts of `language`, or none without a language. A page whose language has not been loaded
 * yet (a visitor who switched languages) suspends until its file has come: a navigation is a
 * transition, so the last page stays on screen meanwhile.
 */
export function useInterfaceTexts(
  language: Language | undefined,
  path: string | undefined,
): InterfaceTexts | undefined {
  if (!language || !path) return undefined;
  return ready.get(language) ?? use(textsAfterSwitch(language, path));
}
