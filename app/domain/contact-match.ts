// How the agency tells that two requests come from one person: the same e-mail address, or the same
// phone number however it was typed. A phone is brought to one form, E.164 ("+32480123456"), from
// the ways Belgians and their neighbours write it: "0480 12 34 56", "0480/12.34.56", "(02) 512 34 56",
// "+32 480 12 34 56", "0032 (0)480 12 34 56", "+31 6 1234 5678". A number written without a country
// code is Belgian (the agency's visitors type it so); one without its trunk "0" nor a country code
// ("480123456") could be anything, and is not matched on. The database holds the same rules as the
// SQL function e164_phone() (the contacts migration), checked against this module's table test.

import { formatPhone } from "./phone.ts";

/** Only digits and the separators people type between them; a "+" only in front. */
const TYPED_PHONE = /^\+?[\d\s./()-]+$/;

/** National numbers of the countries whose length the agency knows, after the country code. */
const NATIONAL_NUMBER: Readonly<Record<string, RegExp>> = {
  // Belgium: landlines (and 0800/0900) have 8 digits after the trunk 0, mobiles 9 from 045 to 049
  // (which no landline of Liège's zone 04 begins with).
  "32": /^(?:[1-35-9]\d{7}|4[0-4]\d{6}|4[5-9]\d{7})$/,
  // The Netherlands and France: 9 digits.
  "31": /^[1-9]\d{8}$/,
  "33": /^[1-9]\d{8}$/,
};

/** E.164 allows 15 digits at most; fewer than 8 is no number anyone would leave on a form. */
const MIN_DIGITS = 8;
const MAX_DIGITS = 15;

/**
 * The phone number in E.164 ("+32480123456"), or null when what was typed is not a number this can
 * read: letters, a "+" in the middle, a wrong length for Belgium, the Netherlands or France, or no
 * country code and no trunk "0".
 */
export function e164Phone(typed: unknown): string | null {
  if (typeof typed !== "string") return null;
  const text = typed.trim();
  if (!TYPED_PHONE.test(text)) return null;
  // "+32 (0)2 ...": the trunk 0 some write in brackets after the country code is not dialled.
  const international = text.startsWith("+") || text.replace(/\D/g, "").startsWith("00");
  const digits = (international ? text.replace(/\(0\)/g, "") : text).replace(/\D/g, "");
  let full: string;
  if (text.startsWith("+")) full = digits;
  else if (digits.startsWith("00")) full = digits.slice(2);
  else if (digits.startsWith("0")) full = `32${digits.slice(1)}`;
  else return null;
  if (full.startsWith("0")) return null;
  for (const [code, national] of Object.entries(NATIONAL_NUMBER)) {
    if (!full.startsWith(code)) continue;
    // "+32 0480 ...": a trunk 0 typed after the country code.
    const rest = full.slice(code.length).replace(/^0/, "");
    return national.test(rest) ? `+${code}${rest}` : null;
  }
  return full.length >= MIN_DIGITS && full.length <= MAX_DIGITS ? `+${full}` : null;
}

/** A Belgian number kept in E.164 as the agency writes it ("+32480123456" -> "0480 12 34 56"); another country's as kept. */
export function phoneAsWritten(e164: string): string {
  return e164.startsWith("+32") ? formatPhone(`0${e164.slice(3)}`) : e164;
}

/**
 * What a search for a piece of a phone number looks for in E.164 numbers (without the "+"), or null
 * when the query is not one: "0480" is "32480" (a Belgian number typed the national way), "+32 480"
 * and "0032 480" are "32480", "12 34 56" is "123456". At least four digits, so that a house number
 * or a year does not pass for a phone.
 */
export function phoneSearchDigits(query: string): string | null {
  const text = query.trim();
  if (!TYPED_PHONE.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  if (digits.length < 4) return null;
  if (text.startsWith("+")) return digits;
  if (digits.startsWith("00")) return digits.slice(2);
  if (digits.startsWith("0")) return `32${digits.slice(1)}`;
  return digits;
}

const ADDRESS = /^[^\s@"<>()\\,;:]{1,64}@[^\s@"<>()\\,;:]+\.[^\s@"<>()\\,;:]+$/;

/** The e-mail address as matched (trimmed, lower case), or null when it cannot be one. */
export function matchingEmail(typed: unknown): string | null {
  if (typeof typed !== "string") return null;
  const address = typed.trim().toLowerCase();
  return address.length <= 254 && ADDRESS.test(address) ? address : null;
}

/**
 * A name as compared when looking for one person written twice: without accents, case, punctuation
 * or the order of its words ("Peeters, An" and "an péeters" are one name). Empty for no name.
 */
export function matchingName(name: string | null | undefined): string {
  return (name ?? "")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "")
    .sort()
    .join(" ");
}
