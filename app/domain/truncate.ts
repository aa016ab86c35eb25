// Description teasers (SPEC.md section 9): at most 250 characters, cut at the last word boundary when
// that keeps more than 80% of the limit (otherwise one very long word would leave a stub), ending with
// an ellipsis. Also used for type descriptions in search results (limit 100).

export const DEFAULT_TRUNCATE_LIMIT = 250;
/** A word cut is taken only when the kept text is longer than this share of the limit. */
const WORD_CUT_SHARE = 0.8;

export interface TruncateOptions {
  /** Maximum characters kept before the ellipsis; not a whole number of at least 1 -> 250. */
  limit?: number;
  /** Appended after a cut; "" for none. Default "…" (one character, U+2026). */
  ellipsis?: string;
}

/**
 * Null or blank -> "" (SPEC.md section 5). Text is trimmed; if it fits the limit it is returned whole.
 * Otherwise it is cut after at most `limit` characters, at the last whitespace when that lies beyond
 * 80% of the limit, else exactly at the limit; trailing spaces and dangling separators (, ; : and
 * dashes) are dropped and the ellipsis appended, so the result may be the limit plus the ellipsis long.
 * Characters are counted as a reader sees them (grapheme clusters), so an emoji, a flag or a letter
 * with a combining accent is never split.
 */
export function truncate(text: string | null | undefined, options: TruncateOptions = {}): string {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return "";
  const limit = validLimit(options.limit);
  const ellipsis = options.ellipsis ?? "…";
  // One character past the limit is read: if it is a space, the cut at the limit is a word boundary.
  const chars = graphemes(trimmed, limit + 1);
  if (chars.length <= limit) return trimmed;

  let boundary = -1;
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    if (/^\s+$/u.test(chars[index] ?? "")) {
      boundary = index;
      break;
    }
  }
  const keep = boundary > limit * WORD_CUT_SHARE ? boundary : limit;
  const raw = chars.slice(0, keep).join("");
  // A text made only of separators would be stripped to nothing; then the raw cut is kept.
  const cut = raw.replace(/[\s,;:\-–—]+$/u, "") || raw;
  return `${cut}${ellipsis}`;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The first `count` grapheme clusters of the text (fewer if the text is shorter). */
function graphemes(text: string, count: number): string[] {
  const result: string[] = [];
  for (const { segment } of segmenter.segment(text)) {
    if (result.length >= count) break;
    result.push(segment);
  }
  return result;
}

function validLimit(limit: number | undefined): number {
  return limit !== undefined && Number.isInteger(limit) && limit >= 1 ? limit : DEFAULT_TRUNCATE_LIMIT;
}
