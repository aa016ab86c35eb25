// The file of each language's interface texts (app/i18n/interface-texts.ts): made once per process
// from the texts in the code, named after its content, so that a browser keeps it for a year and a
// new release's texts come under a new name.
import { createHash } from "node:crypto";
import { dateTextsOf } from "../i18n/date-texts.server.ts";
import { formMessagesFor } from "../i18n/form-messages.server.ts";
import { LOCALES } from "../i18n/format.ts";
import { type InterfaceTexts, provideTexts } from "../i18n/interface-texts.ts";
import { isLanguage, LANGUAGES, type Language } from "../i18n/languages.ts";
import { messagesFor } from "../i18n/messages.server.ts";

interface TextsFile {
  hash: string;
  path: string;
  json: string;
}

const files = new Map<Language, TextsFile>();
const texts = new Map<Language, InterfaceTexts>();

/** Made once per language: the server's renders and the browser's file share them (the dates are read from Intl). */
function interfaceTexts(language: Language): InterfaceTexts {
  let made = texts.get(language);
  if (!made) {
    made = { site: messagesFor(language), forms: formMessagesFor(language), dates: dateTextsOf(LOCALES[language]) };
    texts.set(language, made);
  }
  return made;
}

function textsFile(language: Language): TextsFile {
  let file = files.get(language);
  if (!file) {
    const json = JSON.stringify(interfaceTexts(language));
    const hash = createHash("sha256").update(json).digest("base64url").slice(0, 12);
    file = { hash, path: `/texts/${language}.${hash}.json`, json };
    files.set(language, file);
  }
  return file;
}

/** Where the browser fetches the texts of `language`. */
export function textsPath(language: Language): string {
  return textsFile(language).path;
}

/** Server rendering reads every language's texts from the code, with no fetch. */
export function provideEveryLanguagesTexts(): void {
  for (const language of LANGUAGES) provideTexts(language, interfaceTexts(language));
}

const NAME = /^([a-z]{2})\.([\w-]+)\.json$/;

/**
 * GET /texts/<language>.<hash>.json. The current name is kept for a year. An older name (a page
 * from before a release, still open in a tab) gets the current texts, not to be kept: the page's
 * scripts need texts to start, and the new ones differ little.
 */
export function textsAnswer(name: string): Response {
  const [, language, hash] = NAME.exec(name) ?? [];
  if (!isLanguage(language)) {
    return new Response("No interface texts by that name.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const file = textsFile(language);
  return new Response(file.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": hash === file.hash ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
