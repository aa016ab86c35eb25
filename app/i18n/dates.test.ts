import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { dateTextsOf } from "./date-texts.server.ts";
import { dateTimeFormat, formatDate } from "./dates.ts";
import { LOCALES } from "./format.ts";
import { type InterfaceTexts, provideTexts } from "./interface-texts.ts";
import { LANGUAGES } from "./languages.ts";

/** What the site shows, whichever way the dates are written. */
function showsDatesAsTheSiteDoes(): void {
  describe("formatDate", () => {
    it.each([
      ["nl", "5 maart 2024"],
      ["fr", "5 mars 2024"],
      ["en", "5 March 2024"],
      ["de", "5. März 2024"],
    ] as const)("%s: %s", (language, expected) => {
      expect(formatDate("2024-03-05", language)).toBe(expected);
      expect(formatDate(new Date("2024-03-05T12:00:00Z"), language)).toBe(expected);
      expect(formatDate(Date.UTC(2024, 2, 5, 12), language)).toBe(expected);
      expect(formatDate("2024-03-05T12:00:00+01:00", language)).toBe(expected);
    });

    it.each([
      // Late on the 5th in UTC is already the 6th in Brussels (winter: UTC+1; summer: UTC+2).
      ["2024-03-05T23:30:00Z", "6 maart 2024"],
      ["2024-03-05T22:59:59Z", "5 maart 2024"],
      ["2024-07-05T22:00:00Z", "6 juli 2024"],
      ["2024-07-05T21:59:59Z", "5 juli 2024"],
      // A calendar date stays that day.
      ["2024-12-31", "31 december 2024"],
      ["2024-01-01", "1 januari 2024"],
      ["2024-02-29", "29 februari 2024"],
    ])("%s -> %s", (input, expected) => {
      expect(formatDate(input, "nl")).toBe(expected);
    });

    it.each([
      [""],
      ["   "],
      ["not a date"],
      ["2024-02-30"],
      ["2023-02-29"],
      ["2024-13-01"],
      ["2024-00-10"],
      [null],
      [undefined],
      [Number.NaN],
      [new Date("x")],
    ])("%s -> empty", (input) => {
      expect(formatDate(input, "nl")).toBe("");
    });

    it("uses the Belgian locales", () => {
      expect(LOCALES).toEqual({ nl: "nl-BE", fr: "fr-BE", en: "en-GB", de: "de-BE" });
    });
  });

  describe("dateTimeFormat", () => {
    // 22:30 UTC on the last Sunday of March is 00:30 the next day in Brussels (summer time, UTC+2).
    const lateEvening = new Date("2026-03-29T22:30:00Z");

    it("shows a moment on Belgian time, whatever the process's own time zone", () => {
      expect(dateTimeFormat("nl", { dateStyle: "long", timeStyle: "short" }).format(lateEvening)).toBe(
        "30 maart 2026 om 00:30",
      );
      expect(dateTimeFormat("de", { dateStyle: "short", timeStyle: "short" }).format(lateEvening)).toBe(
        "30.03.26, 00:30",
      );
      // Winter time: UTC+1.
      expect(
        dateTimeFormat("fr", { hour: "2-digit", minute: "2-digit" }).format(new Date("2026-01-15T08:05:00Z")),
      ).toBe("09:05");
    });

    it("keeps a zone the caller names, and gives the same format for the same options", () => {
      expect(dateTimeFormat("en", { day: "numeric", month: "short", timeZone: "UTC" }).format(lateEvening)).toBe(
        "29 Mar",
      );
      expect(dateTimeFormat("nl", { dateStyle: "short" })).toBe(dateTimeFormat("nl", { dateStyle: "short" }));
    });
  });
}

describe("by Intl, before the language's texts are loaded", showsDatesAsTheSiteDoes);

describe("written from the language's texts", () => {
  beforeAll(() => {
    for (const language of LANGUAGES)
      provideTexts(language, { dates: dateTextsOf(LOCALES[language]) } as InterfaceTexts);
  });
  afterEach(() => vi.restoreAllMocks());

  showsDatesAsTheSiteDoes();

  it("makes no Intl format for the site's formats, and one for any other", () => {
    const made = vi.spyOn(Intl, "DateTimeFormat");
    const moment = new Date("2026-03-29T22:30:00Z");
    expect(dateTimeFormat("de", { dateStyle: "medium" }).format(moment)).toBe("30.03.2026");
    expect(dateTimeFormat("fr", { weekday: "long", day: "numeric", month: "long" }).format(moment)).toBe(
      "lundi 30 mars",
    );
    expect(formatDate("2024-02-29", "en")).toBe("29 February 2024");
    expect(made).not.toHaveBeenCalled();
    expect(dateTimeFormat("en", { month: "narrow" }).format(moment)).toBe("M");
    expect(made).toHaveBeenCalledTimes(1);
  });
});
