// The list filters that read more than one column: what a listing has (garden, parking, ...) and its
// energy label. Each is one SQL condition built from the same facts the detail page and the cards
// show, so a filter never keeps a listing whose page says otherwise.
import { type SQL, sql } from "drizzle-orm";
import { letterCeilings } from "../../../domain/energy-label.ts";
import { COUNTRY_BELGIUM, POSTAL_RANGES } from "../../../domain/region.ts";
import { readArea } from "../../../shared/list-area.ts";
import { ENERGY_LETTERS, type EnergyLetter, type ListFeature } from "../../../shared/list-state.ts";
import { properties } from "../../db/schema.ts";

const details = properties.details;

/** A yes of the details' comfort group (the back office's and the feed's no/yes flags). */
const comfort = {
  garden: sql`(${details} -> 'comfort' ->> 'garden') = 'true'`,
  terrace: sql`(${details} -> 'comfort' ->> 'terrace') = 'true'`,
  garage: sql`(${details} -> 'comfort' ->> 'garage') = 'true'`,
  parking: sql`(${details} -> 'comfort' ->> 'parking') = 'true'`,
  furnished: sql`(${details} -> 'comfort' ->> 'furnished') = 'true'`,
  petsAllowed: sql`(${details} -> 'comfort' ->> 'petsAllowed') = 'true'`,
};

// A number of the details above zero. jsonb_typeof guards the cast: details are checked when they
// are written, but a list page must not fail on one odd row.
const positive = (value: SQL) =>
  sql`(case when jsonb_typeof(${value}) = 'number' then (${value})::text::numeric end) > 0`;

const FEATURE_SQL: Record<ListFeature, SQL> = {
  garden: sql`(${comfort.garden} or ${positive(sql`${details} -> 'surfaces' -> 'garden'`)})`,
  terrace: sql`(${comfort.terrace} or ${positive(sql`${details} -> 'surfaces' -> 'terrace'`)})`,
  parking: sql`(${comfort.garage} or ${comfort.parking} or ${positive(sql`${details} -> 'rooms' -> 'garages'`)} or ${positive(sql`${details} -> 'rooms' -> 'parkingsInternal'`)} or ${positive(sql`${details} -> 'rooms' -> 'parkingsExternal'`)})`,
  // New builds are sold under the VAT regime; units of a project are new whatever their goal.
  newBuild: sql`(${properties.projectId} is not null or (${details} -> 'financial' ->> 'vatRegime') = 'true')`,
  furnished: comfort.furnished,
  pets: comfort.petsAllowed,
};

export function featureCondition(feature: ListFeature): SQL {
  return FEATURE_SQL[feature];
}

/**
 * The best list letter (A to F) a listing is labelled, as its own label reads: a Belgian listing with a
 * score by its region's scale (letterCeilings), any other by the first letter of the label the agency
 * typed (Luxembourg's, or a Belgian one without a score). Null when it is labelled worse than F or not
 * at all, so "C or better" is this letter up to C.
 */
export const energyLetter: SQL = (() => {
  const score = properties.energyPerformance;
  // The postal code as regionByZip reads it: four digits once trimmed, compared as text.
  const zip = sql`btrim(${properties.zip})`;
  const byRegion = POSTAL_RANGES.map(([from, to, region]) => {
    const steps: SQL[] = [];
    for (const letter of ENERGY_LETTERS) {
      const ceiling = letterCeilings(letter)[region];
      if (ceiling === Number.NEGATIVE_INFINITY) continue; // the scale has no such letter
      if (ceiling === Number.POSITIVE_INFINITY) {
        steps.push(sql`else ${letter}`); // the scale's worst: every score is labelled so
        break;
      }
      steps.push(sql`when ${score} <= ${ceiling} then ${letter}`);
    }
    return sql`when ${zip} between ${String(from)} and ${String(to)} then (case ${sql.join(steps, sql` `)} end)`;
  });
  const scored = sql`(${properties.countryId} = ${COUNTRY_BELGIUM} and ${score} is not null and ${zip} ~ '^[0-9]{4}$')`;
  const typedLetter = sql`upper(left(trim(${properties.epcLabelText}), 1))`;
  const [best, worst] = [ENERGY_LETTERS[0], ENERGY_LETTERS[ENERGY_LETTERS.length - 1]];
  return sql`(case when ${scored} then (case ${sql.join(byRegion, sql` `)} end)
    when ${typedLetter} between ${best} and ${worst} then ${typedLetter} end)`;
})();

/** Labelled `letter` or better; `of` is the listing's energyLetter, or a column a query holds it in. */
export function energyCondition(letter: EnergyLetter, of: SQL = energyLetter): SQL {
  return sql`${of} <= ${letter}`;
}

/**
 * Where the map shows a listing: its own point, or, when its address is not public, the point
 * rounded to two decimals (about a kilometre) that the map draws its circle around (approximate() in
 * list-query.ts). An area filters on this point, never on the exact one, so an area drawn round a
 * hidden address finds nothing the map does not show. PostgreSQL's point is (x, y): longitude first.
 */
function shown(coordinate: SQL): SQL {
  return sql`case when ${properties.publishAddress} then ${coordinate} else round(${coordinate}::numeric, 2)::float8 end`;
}
export const shownPoint = sql`point(${shown(sql`${properties.longitude}`)}, ${shown(sql`${properties.latitude}`)})`;

/** In an area of the address (list-area.ts), by PostgreSQL's geometric types; a polygon passed as a parameter. */
export function areaCondition(area: string): SQL {
  const corners = readArea(area);
  if (!corners) return sql`false`;
  const polygon = `(${corners.map((corner) => `(${corner.longitude},${corner.latitude})`).join(",")})`;
  return sql`${shownPoint} <@ ${polygon}::polygon`;
}
