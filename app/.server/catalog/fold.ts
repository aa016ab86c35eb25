// Case- and accent-insensitive comparison of city names (SPEC.md section 5, DECISIONS.md), done the
// same way in JavaScript and in SQL. SQL uses translate() rather than the unaccent extension, so
// any PostgreSQL server works without extra setup.
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { foldForSearch } from "../../domain/slug.ts";

const ACCENTED = "àáâãäåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõöøōőŕřśšşťùúûüūůűųýÿžźż";
const PLAIN = "aaaaaaaaacccdeeeeeeeeiiiiiilnnnoooooooorrssstuuuuuuuuyyzzz";

/** "Sint-Genesius-Rode " -> "sint-genesius-rode"; "Liège" -> "liege" (the domain's search key). */
export function fold(text: string): string {
  return foldForSearch(text);
}

export function foldSql(value: SQLWrapper | SQL): SQL {
  return sql`translate(lower(${value}), ${ACCENTED}, ${PLAIN})`;
}
