import { describe, expect, it } from "vitest";
import { FORM_ERRORS } from "../domain/forms/form-fields.ts";
import { formMessagesFor } from "./form-messages.server.ts";
import { LANGUAGES } from "./languages.ts";
import { messagesFor } from "./messages.server.ts";

/** Every leaf of a message tree as "path" -> text. */
function leaves(tree: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree !== null && typeof tree === "object") {
    for (const [key, value] of Object.entries(tree)) {
      for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, tree);
  }
  return out;
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "").sort((a, b) => a.localeCompare(b));

const reference = leaves(messagesFor("nl"));

describe.each(LANGUAGES)("messages in %s", (language) => {
  const texts = leaves(messagesFor(language));

  it("has exactly the keys of every other language", () => {
    expect([...texts.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it("has a non-empty text for every key", () => {
    const empty = [...texts].filter(([, text]) => typeof text !== "string" || text.trim() === "").map(([path]) => path);
    expect(empty).toEqual([]);
  });

  it("uses the same placeholders as Dutch", () => {
    const mismatched = [...reference]
      .filter(([path, text]) => placeholders(texts.get(path)).join() !== placeholders(text).join())
      .map(([path]) => path);
    expect(mismatched).toEqual([]);
  });
});

const formReference = leaves(formMessagesFor("nl"));

// The forms' texts (labels, notices, the confirm and unsubscribe pages) are a catalogue of their own.
describe.each(LANGUAGES)("form messages in %s", (language) => {
  const texts = leaves(formMessagesFor(language));

  it("has exactly the keys of every other language, each with a text and Dutch's placeholders", () => {
    expect([...texts.keys()].sort()).toEqual([...formReference.keys()].sort());
    const empty = [...texts].filter(([, text]) => typeof text !== "string" || text.trim() === "").map(([path]) => path);
    expect(empty).toEqual([]);
    const mismatched = [...formReference]
      .filter(([path, text]) => placeholders(texts.get(path)).join() !== placeholders(text).join())
      .map(([path]) => path);
    expect(mismatched).toEqual([]);
  });
});

describe("form errors", () => {
  it.each(LANGUAGES)("every form error has a text in %s", (language) => {
    const texts = formMessagesFor(language).errors as unknown as Record<string, unknown>;
    for (const key of FORM_ERRORS) {
      expect.soft(typeof texts[key], key).toBe("string");
      expect.soft(String(texts[key]).trim(), key).not.toBe("");
    }
  });
});
