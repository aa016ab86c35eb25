// Rules a manager's site settings must keep, whatever the form they come from: at least one language
// with the default among the enabled ones, contact time slots the visitor can read, a consent
// lifetime the Belgian authority's practice accepts, a lead retention period, top-bar links that
// are only web, phone or mail addresses. Each check answers the normalised value or an error code
// that the back office names in the staff member's language.

import type { TermsError } from "./sale-rent-terms.ts";
import { readTypedNumber } from "./typed-number.ts";

export type SettingsError =
  | "required"
  | "invalid"
  | "tooLong"
  | "number"
  | "noLanguage"
  | "defaultNotEnabled"
  | "timeSlot"
  | "timeSlotOrder"
  | "timeSlotTwice"
  | "cookieLifetime"
  | "retentionMonths"
  | "soldPageDays"
  | "href"
  | "color"
  | "defaultLanguageText"
  | "companyNumber"
  | "vatNumber"
  | "vatNotCompany"
  | "bivNumber"
  | "phone"
  | "email"
  | "url"
  | "zip"
  | "latitude"
  | "longitude"
  | "analyticsId"
  | "adsId"
  | "tagManagerId"
  | "pixelId"
  | "verificationTag"
  | TermsError;

export type Checked<T> = { ok: true; value: T } | { ok: false; error: SettingsError };

export function valid<T>(value: T): Checked<T> {
  return { ok: true, value };
}

export function invalid<T>(error: SettingsError): Checked<T> {
  return { ok: false, error };
}

/**
 * Consent is asked again after this many days at most: 13 months (395 days), the longest validity
 * the European data protection authorities accept for a cookie choice; the demo keeps 6 months (180),
 * the renewal period they recommend. BELGIAN-RULES.md names no figure of its own.
 */
export const COOKIE_LIFETIME_DAYS = { min: 1, max: 395, recommended: 180 } as const;
/** The bounds of LEAD_RETENTION_MONTHS (app/.server/env.ts), so the setting and the variable agree. */
export const RETENTION_MONTHS = { min: 1, max: 120 } as const;
/** How long a sold or rented listing's page may stay after archiving: two years at most, 0 for never. */
export const SOLD_PAGE_DAYS = { min: 0, max: 730, default: 90 } as const;
/** The visitor forms accept at most six chosen slots (app/domain/forms/form-schemas.ts). */
export const MAX_TIME_SLOTS = 6;

/** Enabled languages in the product's order, and the default among them. */
export function checkLanguages<L extends string>(
  enabled: readonly L[],
  defaultLanguage: L,
  order: readonly L[],
): Checked<{ enabled: L[]; defaultLanguage: L }> {
  const chosen = order.filter((language) => enabled.includes(language));
  if (chosen.length === 0) return invalid("noLanguage");
  if (!chosen.includes(defaultLanguage)) return invalid("defaultNotEnabled");
  return valid({ enabled: chosen, defaultLanguage });
}

const TIME = /^([01]?\d|2[0-3])[:.h]([0-5]\d)$/;

function minutes(time: string): { text: string; minutes: number } | undefined {
  const match = TIME.exec(time.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const mins = Number(match[2]);
  return { text: `${String(hours).padStart(2, "0")}:${match[2]}`, minutes: hours * 60 + mins };
}

/** "10:00-13:00"; also accepts "9.00 - 12.00" or "9h00–12h00" and writes them the site's way. */
export function checkTimeSlot(input: string): Checked<string> {
  const parts = input.split(/\s*[-–]\s*/);
  if (input.trim() === "") return invalid("required");
  if (parts.length !== 2) return invalid("timeSlot");
  const from = minutes(parts[0] ?? "");
  const to = minutes(parts[1] ?? "");
  if (!from || !to) return invalid("timeSlot");
  if (from.minutes >= to.minutes) return invalid("timeSlotOrder");
  return valid(`${from.text}-${to.text}`);
}

/** Each slot checked, in the order given; per slot an error, or the list. At most MAX_TIME_SLOTS. */
export function checkTimeSlots(inputs: readonly string[]): { slots: string[]; errors: Map<number, SettingsError> } {
  const slots: string[] = [];
  const errors = new Map<number, SettingsError>();
  inputs.forEach((input, index) => {
    const checked = checkTimeSlot(input);
    if (!checked.ok) errors.set(index, checked.error);
    else if (slots.includes(checked.value)) errors.set(index, "timeSlotTwice");
    else slots.push(checked.value);
  });
  return { slots, errors };
}

/**
 * A whole number typed in a field, read as every number the back office reads (typed-number.ts),
 * within bounds; `error` when it is not.
 */
export function checkWholeNumber(
  input: string,
  bounds: { min: number; max: number },
  error: SettingsError,
): Checked<number> {
  if (input.trim() === "") return invalid("required");
  const read = readTypedNumber(input, "count", bounds);
  return read.ok ? valid(read.value) : invalid(error);
}

export function checkCookieLifetime(input: string): Checked<number> {
  return checkWholeNumber(input, COOKIE_LIFETIME_DAYS, "cookieLifetime");
}

/** Empty: the environment's period applies (null). */
export function checkRetentionMonths(input: string): Checked<number | null> {
  return input.trim() === "" ? valid(null) : checkWholeNumber(input, RETENTION_MONTHS, "retentionMonths");
}

export function checkSoldPageDays(input: string): Checked<number> {
  return checkWholeNumber(input, SOLD_PAGE_DAYS, "soldPageDays");
}

const EMAIL = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}$/i;
const HOST = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?(\/[^\s<>"]*)?$/i;
const INTERNAL = /^\/(?!\/)[^\s<>"\\]*$/;

/**
 * Where a top-bar link may lead: a page of the site ("/login/", given the visitor's language by the
 * frame), a web address, a phone number or a mail address. Nothing else (no "javascript:").
 */
export function checkLinkHref(input: string): Checked<string> {
  const text = input.trim();
  if (text === "") return invalid("required");
  if (INTERNAL.test(text) || HOST.test(text)) return valid(text);
  const tel = /^tel:\s*(\+?[\d\s./()-]+)$/i.exec(text);
  if (tel?.[1]) {
    const digits = tel[1].replace(/\D/g, "");
    return digits.length >= 8 && digits.length <= 15
      ? valid(`tel:${tel[1].trim().startsWith("+") ? "+" : ""}${digits}`)
      : invalid("href");
  }
  const mail = /^mailto:(.+)$/i.exec(text);
  if (mail?.[1] && EMAIL.test(mail[1])) return valid(`mailto:${mail[1]}`);
  return invalid("href");
}

/** "#1877F2" or "1877f2" -> "#1877f2"; empty is no colour. */
export function checkColor(input: string): Checked<string | undefined> {
  const text = input.trim();
  if (text === "") return valid(undefined);
  const match = /^#?([0-9a-f]{6})$/i.exec(text);
  return match?.[1] ? valid(`#${match[1].toLowerCase()}`) : invalid("color");
}

/**
 * A text kept per language must exist in the default language whenever any language has it: the
 * default is what visitors of a language without a translation read. `required` asks for it even
 * when no language has text. True when the default language's text is missing by that rule.
 */
export function missingDefaultText(
  texts: Readonly<Record<string, string | undefined>>,
  defaultLanguage: string,
  required = false,
): boolean {
  const has = (value: string | undefined) => (value ?? "").trim() !== "";
  const any = Object.values(texts).some(has);
  return (required || any) && !has(texts[defaultLanguage]);
}

/** The languages (of `languages`) whose text is empty while some language has one. */
export function missingTranslations<L extends string>(
  texts: Readonly<Partial<Record<string, string>>>,
  languages: readonly L[],
): L[] {
  const has = (value: string | undefined) => (value ?? "").trim() !== "";
  if (!Object.values<string | undefined>(texts).some(has)) return [];
  return languages.filter((language) => !has(texts[language]));
}
