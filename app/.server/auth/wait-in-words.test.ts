// How long a refused password makes someone wait, as the sign-in page says it: one second or one
// minute in the singular of their language, more in the plural, two minutes from 120 seconds on.
import { describe, expect, it } from "vitest";
import type { Language } from "../../i18n/languages.ts";
import { waitInWords } from "./own-account.ts";

describe("waitInWords", () => {
  it.each<[Language, number, string]>([
    ["nl", 1, "Te veel mislukte pogingen. Probeer het opnieuw over 1 seconde."],
    ["nl", 45, "Te veel mislukte pogingen. Probeer het opnieuw over 45 seconden."],
    ["fr", 1, "Trop de tentatives échouées. Réessayez dans 1 seconde."],
    ["en", 1, "Too many failed attempts. Try again in 1 second."],
    ["de", 1, "Zu viele fehlgeschlagene Versuche. Versuchen Sie es in 1 Sekunde erneut."],
    ["de", 119, "Zu viele fehlgeschlagene Versuche. Versuchen Sie es in 119 Sekunden erneut."],
    ["nl", 120, "Te veel mislukte pogingen. Probeer het opnieuw over 2 minuten."],
  ])("%s, %i s: %s", (language, seconds, said) => {
    expect(waitInWords(language, seconds)).toBe(said);
  });
});
