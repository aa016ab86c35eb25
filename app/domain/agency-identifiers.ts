// The numbers a Belgian estate agent must publish (BELGIAN-RULES.md "The agency's own mentions"),
// checked for their shape and written one way, so the legal mentions never show a mistyped number:
// - the company number (KBO/BCE): ten digits starting with 0 or 1, the last two being 97 minus the
//   first eight modulo 97, written 0123.456.749;
// - the VAT number of a Belgian company: BE and that same company number, written BE 0123.456.749;
// - the BIV/IPI number: six digits, written 509.123 as the institute's register writes it.
// Phone numbers, postal codes and coordinates of the agency's address are checked here too.
import { type Checked, invalid, valid } from "./site-settings-rules.ts";
import { readTypedNumber } from "./typed-number.ts";

function companyDigits(input: string): string | undefined {
  const digits = input.replace(/^\s*BE/i, "").replace(/[\s.\-/]/g, "");
  if (!/^\d{9,10}$/.test(digits)) return undefined;
  // Numbers given before 2005 had nine digits; a leading 0 makes them today's.
  const ten = digits.padStart(10, "0");
  if (ten[0] !== "0" && ten[0] !== "1") return undefined;
  const base = Number(ten.slice(0, 8));
  return 97 - (base % 97) === Number(ten.slice(8)) ? ten : undefined;
}

function grouped(ten: string): string {
  return `${ten.slice(0, 4)}.${ten.slice(4, 7)}.${ten.slice(7)}`;
}

export function checkCompanyNumber(input: string): Checked<string> {
  if (input.trim() === "") return invalid("required");
  const ten = companyDigits(input);
  return ten ? valid(grouped(ten)) : invalid("companyNumber");
}

/** A Belgian company's VAT number is its company number after BE: any other is a typing mistake. */
export function checkVatNumber(input: string, companyNumber: string): Checked<string> {
  if (input.trim() === "") return invalid("required");
  if (!/^\s*BE/i.test(input)) return invalid("vatNumber");
  const ten = companyDigits(input);
  if (!ten) return invalid("vatNumber");
  const company = companyDigits(companyNumber);
  if (company && company !== ten) return invalid("vatNotCompany");
  return valid(`BE ${grouped(ten)}`);
}

export function checkBivNumber(input: string): Checked<string> {
  if (input.trim() === "") return invalid("required");
  // "BIV 509.123" and "BIV/IPI 509 123" as agents write it; the number alone is kept.
  const digits = input.replace(/^\s*(BIV|IPI)([\s/-]*(BIV|IPI))?[\s:-]*/i, "").replace(/[\s.]/g, "");
  return /^\d{6}$/.test(digits) ? valid(`${digits.slice(0, 3)}.${digits.slice(3)}`) : invalid("bivNumber");
}

/** A number someone can dial: 8 to 15 digits, written with spaces, dots, slashes or a leading +. */
export function checkPhone(input: string): Checked<string> {
  const text = input.trim().replace(/\s+/g, " ");
  if (text === "") return invalid("required");
  if (!/^\+?[\d\s./()-]+$/.test(text)) return invalid("phone");
  const digits = text.replace(/\D/g, "").length;
  return digits >= 8 && digits <= 15 ? valid(text) : invalid("phone");
}

/** Belgian postal codes run from 1000 to 9999. */
export function checkBelgianZip(input: string): Checked<string> {
  const text = input.trim();
  if (text === "") return invalid("required");
  return /^[1-9]\d{3}$/.test(text) ? valid(text) : invalid("zip");
}

/**
 * A decimal degree, with a dot or a comma (and a degree sign, as a map may show it), read as every
 * coordinate the back office reads (typed-number.ts); within the bounds of the kind of coordinate.
 */
export function checkCoordinate(input: string, kind: "latitude" | "longitude"): Checked<number> {
  if (input.trim() === "") return invalid("required");
  const read = readTypedNumber(input, kind);
  return read.ok ? valid(read.value) : invalid(kind);
}
