import { dateTimeFormat } from "../../i18n/dates.ts";
import type { Language } from "../../i18n/languages.ts";

/**
 * A Brussels calendar day "YYYY-MM-DD" as the owner portal writes it short: "30 mrt", "30 mars".
 * Read at noon UTC, so the day shown is the day named whatever the zone's offset.
 */
export function dayLabel(day: string, language: Language): string {
  return dateTimeFormat(language, { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}
