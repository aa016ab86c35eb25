// The list pages' state lives in the URL (shareable, works without JavaScript). A filter is read
// on its own: one the list cannot read (a price typed "400,000", a town with "<", a range the wrong
// way round) is left out and the others apply, so what the visitor typed never turns the list into
// an error page; the form keeps the value and says why it was left out (list-filters.tsx). Prices
// and areas are read as Belgians type them ("400.000", "400 000", "92,5"). Only a page number the
// list cannot read is a 400, in the visitor's language. Parameters the list does not know (utm_*,
// fbclid, setcookies) are left for others. The agency's original links write the town as
// `city={name}|{zip}` (SPEC.md section 2).
import { z } from "zod";

import { type NumberBounds, type NumberKind, readTypedNumber } from "../../../domain/typed-number.ts";
import { readArea, writeArea } from "../../../shared/list-area.ts";
import {
  ENERGY_LETTERS,
  LIST_FILTERS,
  type ListFilterName,
  type ListQuery,
  SORTS,
  VIEWS,
} from "../../../shared/list-state.ts";

const whole = (max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));

/**
 * A number typed into the form: "400.000" and "400 000" are four hundred thousand, "92,5" m² has a
 * decimal comma. A price is whole euros (the list's links write it back without cents).
 */
const typed = (kind: Extract<NumberKind, "amount" | "area">, bounds: Partial<NumberBounds> = {}) =>
  z.string().transform((text, context) => {
    const read = readTypedNumber(text, kind, bounds);
    if (read.ok) return kind === "amount" ? Math.round(read.value) : read.value;
    context.addIssue({ code: "custom", message: read.reason });
    return z.NEVER;
  });

/** A checkbox's yes: "1" as the list's links write it, "on" as a browser sends a box without a value. */
const yes = z.enum(["1", "on"]).transform(() => true as const);

/** A filter the list cannot read is left out, the others apply. */
const optional = <T extends z.ZodType>(filter: T) => filter.optional().catch(undefined);

const schema = z.object({
  type: optional(whole(999)),
  city: optional(
    z
      .string()
      .trim()
      .min(1)
      .max(80)
      .regex(/^[^<>{}\\]+$/u),
  ),
  priceMin: optional(typed("amount")),
  priceMax: optional(typed("amount")),
  bedrooms: optional(whole(50)),
  bedroomsMax: optional(whole(50)),
  areaMin: optional(typed("area", { max: 1_000_000 })),
  plotMin: optional(typed("area", { max: 100_000_000 })),
  energy: optional(z.enum(ENERGY_LETTERS)),
  garden: optional(yes),
  terrace: optional(yes),
  parking: optional(yes),
  newBuild: optional(yes),
  furnished: optional(yes),
  pets: optional(yes),
  // Kept as the site writes it, so an area typed by hand ("50.8,4.3;…") has one address too.
  area: optional(
    z.string().transform((text, context) => {
      const corners = readArea(text);
      if (corners) return writeArea(corners);
      context.addIssue({ code: "custom", message: "not an area" });
      return z.NEVER;
    }),
  ),
  // An order or view the site no longer has (an old link, a bookmark) shows the default one.
  sort: z.enum(SORTS).catch("newest"),
  view: z.enum(VIEWS).catch("grid"),
  page: whole(100_000).pipe(z.number().min(1)).default(1),
});

/** The parameters the list reads: its filters, then its order, view and page. */
const KNOWN = [...LIST_FILTERS, "sort", "view", "page"] as const;

/** The ranges a visitor sets with two fields: the wrong way round, neither bound applies. */
const RANGES = [
  ["priceMin", "priceMax"],
  ["bedrooms", "bedroomsMax"],
] as const satisfies readonly (readonly [ListFilterName, ListFilterName])[];

/**
 * The list's state from its URL. Empty fields (a GET form) count as absent; a filter that cannot be
 * read, given twice, or a range the wrong way round is left out. Only a malformed page is refused.
 */
export function parseListUrl(search: URLSearchParams): { ok: true; query: ListQuery } | { ok: false; reason: string } {
  const raw: Record<string, string> = {};
  for (const name of KNOWN) {
    const values = search.getAll(name).filter((value) => value.trim() !== "");
    if (values.length > 1 && name === "page") return { ok: false, reason: "page is repeated" };
    if (values.length === 1 && values[0] !== undefined) raw[name] = values[0];
  }
  const result = schema.safeParse(raw);
  if (!result.success)
    return { ok: false, reason: result.error.issues.map((issue) => issue.path.join(".")).join(", ") };
  const query: ListQuery = { ...result.data };
  // A filter left out is absent, as in a list the visitor never filtered.
  for (const name of LIST_FILTERS) if (query[name] === undefined) delete query[name];
  for (const [low, high] of RANGES) {
    const from = query[low];
    const to = query[high];
    if (from !== undefined && to !== undefined && from > to) {
      delete query[low];
      delete query[high];
    }
  }
  return { ok: true, query };
}
