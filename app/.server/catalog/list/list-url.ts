// The list pages' state lives in the URL (shareable, works without JavaScript). This reads it
// strictly: a malformed value is a 400 in the visitor's language, never a 500, while parameters
// the list does not know (utm_*, fbclid, setcookies) are left for others and ignored here. The
// agency's original links write the town as `city={name}|{zip}` (SPEC.md section 2).
import { z } from "zod";

import { ENERGY_LETTERS, LIST_FILTERS, type ListQuery, SORTS, VIEWS } from "../../../shared/list-state.ts";

const whole = (max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));

/** A checkbox's yes: "1" as the list's links write it, "on" as a browser sends a box without a value. */
const yes = z.enum(["1", "on"]).transform(() => true as const);

const schema = z.object({
  type: whole(999).optional(),
  city: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[^<>{}\\]+$/u)
    .optional(),
  priceMin: whole(1_000_000_000).optional(),
  priceMax: whole(1_000_000_000).optional(),
  bedrooms: whole(50).optional(),
  bedroomsMax: whole(50).optional(),
  areaMin: whole(1_000_000).optional(),
  plotMin: whole(100_000_000).optional(),
  energy: z.enum(ENERGY_LETTERS).optional(),
  garden: yes.optional(),
  terrace: yes.optional(),
  parking: yes.optional(),
  newBuild: yes.optional(),
  furnished: yes.optional(),
  pets: yes.optional(),
  // An order or view the site no longer has (an old link, a bookmark) shows the default one.
  sort: z.enum(SORTS).catch("newest"),
  view: z.enum(VIEWS).catch("grid"),
  page: whole(100_000).pipe(z.number().min(1)).default(1),
});

/** The parameters the list reads: its filters, then its order, view and page. */
const KNOWN = [...LIST_FILTERS, "sort", "view", "page"] as const;

/** The parsed state, or the reason the query is malformed. Empty fields (a GET form) count as absent. */
export function parseListUrl(search: URLSearchParams): { ok: true; query: ListQuery } | { ok: false; reason: string } {
  const raw: Record<string, string> = {};
  for (const name of KNOWN) {
    const values = search.getAll(name).filter((value) => value.trim() !== "");
    if (values.length > 1) return { ok: false, reason: `${name} is repeated` };
    if (values[0] !== undefined) raw[name] = values[0];
  }
  const result = schema.safeParse(raw);
  if (!result.success)
    return { ok: false, reason: result.error.issues.map((issue) => issue.path.join(".")).join(", ") };
  const query: ListQuery = result.data;
  if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax) {
    return { ok: false, reason: "priceMin is above priceMax" };
  }
  if (query.bedrooms !== undefined && query.bedroomsMax !== undefined && query.bedrooms > query.bedroomsMax) {
    return { ok: false, reason: "bedrooms is above bedroomsMax" };
  }
  return { ok: true, query };
}
