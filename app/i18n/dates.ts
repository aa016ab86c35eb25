// Dates and times as the site shows them, in each language, on Belgian time. Apart from the numbers
// (format.ts) so that only the pages that show dates (the owner portal, the back office, sign-in)
// carry this code.
import { BELGIAN_TIME_ZONE } from "../domain/brussels-day.ts";
import { formatKey, writeDate } from "./date-texts.ts";
import { LOCALES } from "./format.ts";
import { readyTexts } from "./interface-texts.ts";
import type { Language } from "./languages.ts";

/** A date or time format: `format` writes a moment (a Date or milliseconds; now without one). */
export interface DateFormat {
  format(date?: Date | number): string;
}

const dateFormats = new Map<string, DateFormat>();

/**
 * A date or time format in the language, on Belgian time unless `options` name another zone: the
 * server's HTML and the browser then show the same moment the same way, wherever either runs.
 * Formats are kept, one per language and options. A format of date-texts.ts's WRITTEN_FORMATS is
 * written from the language's interface texts where they are loaded (the page's language in the
 * browser, every language on the server); any other, or before the texts are there, by Intl, made
 * only when it is needed.
 */
export function dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions): DateFormat {
  const key = formatKey(options);
  const kept = `${language} ${key}`;
  let format = dateFormats.get(kept);
  if (format === undefined) {
    const timeZone = options.timeZone ?? BELGIAN_TIME_ZONE;
    let intl: Intl.DateTimeFormat | undefined;
    format = {
      format(date = Date.now()) {
        const texts = readyTexts(language)?.dates;
        const written = texts && writeDate(texts, key, timeZone, typeof date === "number" ? date : date.getTime());
        if (written !== undefined) return written;
        intl ??= new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone });
        return intl.format(date);
      },
    };
    dateFormats.set(kept, format);
  }
  return format;
}

function dateFormat(language: Language, timeZone: string): DateFormat {
  return dateTimeFormat(language, { dateStyle: "long", timeZone });
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The long date in the language: "5 maart 2024", "5 mars 2024", "5 March 2024", "5. März 2024".
 * A Date, a timestamp or an ISO text; moments are shown as the day in Belgium (Europe/Brussels), so
 * server and browser agree. A date-only text ("2024-03-05") is that calendar day wherever it is read,
 * and an impossible one ("2024-02-30") is refused rather than rolled over to March. Anything invalid -> "".
 */
export function formatDate(date: Date | string | number | null | undefined, language: Language): string {
  if (date === null || date === undefined) return "";
  if (typeof date === "string") {
    const text = date.trim();
    const parts = DATE_ONLY.exec(text);
    if (parts !== null) {
      const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
      const moment = new Date(Date.UTC(year, month - 1, day));
      if (moment.getUTCFullYear() !== year || moment.getUTCMonth() !== month - 1 || moment.getUTCDate() !== day)
        return "";
      return dateFormat(language, "UTC").format(moment);
    }
    if (text === "") return "";
    return formatMoment(new Date(text), language);
  }
  return formatMoment(typeof date === "number" ? new Date(date) : date, language);
}

function formatMoment(moment: Date, language: Language): string {
  return Number.isNaN(moment.getTime()) ? "" : dateFormat(language, BELGIAN_TIME_ZONE).format(moment);
}
