// What links a thank-you page (and the visit's calendar file) to the lead it thanks for: the lead's id
// and an HMAC of it under the site's secret. A visitor who changes the id gets no details, as the
// signature no longer fits; the value names no person, so the address carries no personal data.
import { createHmac, timingSafeEqual } from "node:crypto";

/** The query parameter of the thank-you page that carries the receipt. */
export const RECEIPT_PARAMETER = "receipt";

const SIGNATURE_LENGTH = 22; // 132 bits of the HMAC in base64url: unguessable, and a short address
const RECEIPT = /^([1-9]\d{0,9})\.([\w-]{22})$/;

function signature(secret: string, leadId: number): string {
  return createHmac("sha256", secret).update(`thank-you:${leadId}`).digest("base64url").slice(0, SIGNATURE_LENGTH);
}

/** "123.2fGk…": the receipt of lead 123. */
export function leadReceipt(secret: string, leadId: number): string {
  return `${leadId}.${signature(secret, leadId)}`;
}

/** The lead a receipt names when its signature is right; undefined for anything else. */
export function leadOfReceipt(secret: string, receipt: string | null | undefined): number | undefined {
  const match = RECEIPT.exec(receipt ?? "");
  if (!match?.[1] || !match[2]) return undefined;
  const leadId = Number(match[1]);
  if (!Number.isSafeInteger(leadId) || leadId > 2_147_483_647) return undefined;
  const expected = Buffer.from(signature(secret, leadId));
  return timingSafeEqual(expected, Buffer.from(match[2])) ? leadId : undefined;
}

/** The calendar file of the receipt's booked visit (routes/visit-calendar.ts). */
export function visitCalendarHref(receipt: string): string {
  return `/calendar/visit/${receipt}.ics`;
}
