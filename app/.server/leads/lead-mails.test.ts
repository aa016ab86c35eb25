// The mails' words about the visitor and the offer: a lead without a title is greeted by name alone,
// an old lead's "miss" still reads as a word, and an offer's loan term is one value with its unit.
import { describe, expect, it } from "vitest";
import type { Language } from "../../i18n/languages.ts";
import { financingTermText, greeting, visitorName } from "./lead-mails.ts";

describe("the visitor's name and greeting", () => {
  it.each<[Language, Record<string, unknown>, string]>([
    ["nl", { firstName: "Jan", lastName: "Peeters" }, "Beste Jan Peeters,"],
    ["fr", { firstName: "Jan", lastName: "Peeters" }, "Bonjour Jan Peeters,"],
    ["de", { firstName: "Jan", lastName: "Peeters" }, "Guten Tag Jan Peeters,"],
    ["en", { firstName: "Jan", lastName: "Peeters" }, "Dear Jan Peeters,"],
    ["nl", { title: "ms", firstName: "An", lastName: "Peeters" }, "Beste Mevr. An Peeters,"],
    // Sent before "miss" was dropped from the forms: still a word, never the code.
    ["nl", { title: "miss", firstName: "An", lastName: "Peeters" }, "Beste Juf. An Peeters,"],
    ["de", { title: "miss", firstName: "An", lastName: "Peeters" }, "Guten Tag Fräulein An Peeters,"],
  ])("%s %j: %s", (language, value, expected) => {
    expect(greeting(visitorName(value, language), language)).toBe(expected);
  });
});

describe("the loan's term", () => {
  it.each<[Language, Record<string, unknown>, string | undefined]>([
    ["nl", { financingTerm: 6, financingTermUnit: "weeks" }, "6 weken"],
    ["nl", { financingTerm: 1, financingTermUnit: "weeks" }, "1 week"],
    ["fr", { financingTerm: 30, financingTermUnit: "days" }, "30 jours"],
    ["en", { financingTerm: 1, financingTermUnit: "days" }, "1 day"],
    ["de", { financingTerm: 4, financingTermUnit: "weeks" }, "4 Wochen"],
    ["nl", {}, undefined],
  ])("%s %j: %s", (language, fields, expected) => {
    expect(financingTermText(fields, language)).toBe(expected);
  });
});
