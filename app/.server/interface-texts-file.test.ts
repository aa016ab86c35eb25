import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dateTextsOf } from "../i18n/date-texts.server.ts";
import { formMessagesFor } from "../i18n/form-messages.server.ts";
import { LOCALES } from "../i18n/format.ts";
import { LANGUAGES } from "../i18n/languages.ts";
import { messagesFor } from "../i18n/messages.server.ts";
import { textsAnswer, textsPath } from "./interface-texts-file.ts";

function fileName(path: string): string {
  return path.slice("/texts/".length);
}

describe("the interface texts' files", () => {
  it("hold every text of their language, under a name made from their content", async () => {
    for (const language of LANGUAGES) {
      const path = textsPath(language);
      const answer = textsAnswer(fileName(path));
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
      const body = await answer.text();
      expect(JSON.parse(body)).toEqual({
        site: messagesFor(language),
        forms: formMessagesFor(language),
        dates: dateTextsOf(LOCALES[language]),
      });
      const hash = createHash("sha256").update(body).digest("base64url").slice(0, 12);
      expect(path).toBe(`/texts/${language}.${hash}.json`);
    }
    expect(new Set(LANGUAGES.map(textsPath)).size).toBe(LANGUAGES.length);
  });

  it("are kept for a year under their current name", () => {
    expect(textsAnswer(fileName(textsPath("de"))).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("answer an older name (a page open since before a release) with the current texts, not to be kept", async () => {
    const answer = textsAnswer("fr.AAAAAAAAAAAA.json");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-cache");
    expect(await answer.text()).toBe(await textsAnswer(fileName(textsPath("fr"))).text());
  });

  it("answer 404 for a language the site does not ship or a name of another shape", () => {
    for (const name of ["xx.AAAAAAAAAAAA.json", "nl.json", "nl.AAAA.js", "../nl.AAAA.json", "NL.AAAA.json"]) {
      const answer = textsAnswer(name);
      expect(answer.status, name).toBe(404);
      expect(answer.headers.get("cache-control"), name).toBe("no-store");
    }
  });
});
