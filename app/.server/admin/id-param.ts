// A record's id in a back-office address (/admin/leads/:id/): digits that name a row, or the 404; and
// one a form sends, or the 400.
// The tables number their rows with PostgreSQL's integer, so an id beyond its range names no row and
// must not reach a query (where it would be an error, not a "no such row").
import { badRequest, notFound } from "../http-errors.ts";

/** PostgreSQL's integer (serial) ceiling. */
const LARGEST_ID = 2_147_483_647;

/** The named parameter as a row id (a positive integer, written plainly: no sign, zeros, spaces, exponent), or the 404. */
export function positiveIdParam(params: Readonly<Record<string, string | undefined>>, name: string): number {
  const value = params[name] ?? "";
  if (!/^[1-9][0-9]{0,9}$/.test(value)) notFound();
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id > LARGEST_ID) notFound();
  return id;
}

/**
 * A row id a form sends (the module to change, the contact to merge with), or the 400 with `what`
 * as its reason. Nine digits at most: always within PostgreSQL's integer, so a query never errs on it.
 */
export function positiveId(value: FormDataEntryValue | null, what: string): number {
  const id = typeof value === "string" && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 0;
  if (!id) badRequest(what);
  return id;
}
