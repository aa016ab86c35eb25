// A record's id in a back-office address (/admin/leads/:id/): digits that name a row, or the 404.
// The tables number their rows with PostgreSQL's integer, so an id beyond its range names no row and
// must not reach a query (where it would be an error, not a "no such row").
import { notFound } from "../http-errors.ts";

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
