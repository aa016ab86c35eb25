// How the search box reads what a visitor typed (issue: a quick search that never drops a query).
// Besides one thing at a time (a listing's number, a town or postal code, a type), it reads a
// listing's reference as the listing shows it ("IZ-486", "iz486", "iz 486", "#486") and two things
// at once: a type and a town ("huis halle", "appartement in sint-genesius-rode"), a town and its
// postal code ("halle 1500"). The text comes folded (lower case, no accents: fold()).

/** The most a visitor types in the search box; the search endpoint refuses twice as much. */
export const MAX_QUERY_LENGTH = 60;

/** The longest listing number a reference can carry (the ids' primary-key range). */
const MAX_DIGITS = 9;

/**
 * The listing number of a typed reference: an agency's prefix of up to five letters, a separator or
 * none, then the number ("iz-486" -> "486"); "#486" and the bare number too. Null for anything else.
 */
export function referenceNumber(folded: string): string | null {
  const match = /^(?:[a-z]{1,5}[\s\-./_]*|#\s*)?(\d{1,9})$/.exec(folded.trim());
  const digits = match?.[1];
  return digits && digits.length <= MAX_DIGITS && !/^0+$/.test(digits) ? digits.replace(/^0+/, "") : null;
}

/**
 * A typed reference as references are compared: letters and digits only ("IZ-486" and "iz 486" are
 * "iz486"). Null when it holds no digit and no letter, or only one kind (a town, a number).
 */
export function referenceKey(folded: string): string | null {
  const key = folded.replace(/[^a-z0-9]/g, "");
  return /[a-z]/.test(key) && /\d/.test(key) && key.length <= 30 ? key : null;
}

/**
 * A text as names are compared: folded, each run of anything but letters and digits one space
 * ("Sint-Pieters-Leeuw" and "sint pieters leeuw" are "sint pieters leeuw").
 */
export function searchKey(folded: string): string {
  return folded.replace(/[^a-z0-9]+/g, " ").trim();
}

/** Words that may join two things in a query ("huis in halle", "maison a hal", "haus bei halle"). */
const JOINING_WORDS = new Set(["in", "im", "a", "au", "bei", "near", "nabij", "pres"]);

/**
 * Every way to read the words as two things, a first part and the rest ("huis sint pieters leeuw"
 * -> ["huis", "sint pieters leeuw"], ["huis sint", "pieters leeuw"], ...); where the rest starts with
 * a joining word, also without it. Empty for a single word.
 */
export function twoPartReadings(folded: string): [string, string][] {
  const words = searchKey(folded).split(" ").filter(Boolean);
  const readings: [string, string][] = [];
  for (let cut = 1; cut < words.length; cut += 1) {
    const first = words.slice(0, cut).join(" ");
    const rest = words.slice(cut);
    readings.push([first, rest.join(" ")]);
    if (rest.length > 1 && JOINING_WORDS.has(rest[0] ?? "")) readings.push([first, rest.slice(1).join(" ")]);
  }
  return readings;
}
