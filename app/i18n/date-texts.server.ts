// Each language's date names and patterns (date-texts.ts), read from the server's own Intl: the
// browser then writes dates as the server does without loading Intl's locale data.
import { BELGIAN_TIME_ZONE } from "../domain/brussels-day.ts";
import { type DateField, type DatePiece, type DateTexts, formatKey, WRITTEN_FORMATS, wallClock } from "./date-texts.ts";

/** The moment a clock in `timeZone` shows as the given day and time (a day away from any change of clock). */
function momentShowing(timeZone: string, year: number, month: number, day: number, hour = 9, minute = 7, second = 4) {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const clock = wallClock(asUtc, timeZone);
  if (!clock) throw new Error(`no clock for ${timeZone}`);
  return asUtc - (Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - asUtc);
}

const NUMBER_FIELDS: ReadonlySet<string> = new Set<DateField>(["year", "month", "day", "hour", "minute", "second"]);

function isNumberField(type: string): type is Exclude<DateField, "weekday"> {
  return NUMBER_FIELDS.has(type);
}

function partOf(format: Intl.DateTimeFormat, moment: number, type: Intl.DateTimeFormatPartTypes): string {
  const part = format.formatToParts(moment).find((candidate) => candidate.type === type);
  if (!part) throw new Error(`the format has no ${type}`);
  return part.value;
}

/**
 * The pieces of one format, read from Intl's parts for Tuesday 5 March 2024, 09:07:04 (one digit
 * each, so that "9" and "09" tell a number's style apart), with the names a field takes in it read
 * from the same format for every month and weekday. Undefined for a format with a part this module
 * does not write (a day period, an era).
 */
function piecesOf(format: Intl.DateTimeFormat, timeZone: string, names: string[][]): DatePiece[] | undefined {
  const nameList = (list: string[]): number => {
    const known = names.findIndex((candidate) => candidate.join("\n") === list.join("\n"));
    if (known >= 0) return known;
    names.push(list);
    return names.length - 1;
  };
  const pieces: DatePiece[] = [];
  for (const { type, value } of format.formatToParts(momentShowing(timeZone, 2024, 3, 5))) {
    if (type === "literal") {
      pieces.push(value);
    } else if (type === "month" && !/^\d+$/.test(value)) {
      const months = Array.from({ length: 12 }, (_, index) =>
        partOf(format, momentShowing(timeZone, 2024, index + 1, 5), "month"),
      );
      pieces.push(["month", nameList(months)]);
    } else if (type === "weekday") {
      // 3 March 2024 was a Sunday.
      const days = Array.from({ length: 7 }, (_, index) =>
        partOf(format, momentShowing(timeZone, 2024, 3, 3 + index), "weekday"),
      );
      pieces.push(["weekday", nameList(days)]);
    } else if (isNumberField(type)) {
      pieces.push([type, value.length === 2 ? "2-digit" : "numeric"]);
    } else {
      return undefined;
    }
  }
  return pieces;
}

/** The date names and patterns of `locale` for every format in WRITTEN_FORMATS that this module can write. */
export function dateTextsOf(locale: string): DateTexts {
  const texts: DateTexts = { names: [], formats: {} };
  for (const options of WRITTEN_FORMATS) {
    const timeZone = options.timeZone ?? BELGIAN_TIME_ZONE;
    const pieces = piecesOf(new Intl.DateTimeFormat(locale, { ...options, timeZone }), timeZone, texts.names);
    if (pieces) texts.formats[formatKey(options)] = pieces;
  }
  return texts;
}
