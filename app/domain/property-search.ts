// Finding a property by what staff remember of it: its reference, a word of its title, its street or
// its town, typed in any case and with or without accents ("leuven", "Léuven", "REF-12 tuin"). Every
// word typed must be found in one of them. The same rule narrows the list on the server (a search sent
// without JavaScript) and in the browser as one types.

/** Lower case, accents off, runs of anything but letters and digits as one space. */
export function searchText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** What a property is found by, prepared once: reference, title, street and town as one search text. */
export function propertyHaystack(property: {
  reference: string | null;
  title: string;
  street: string | null;
  city: string;
}): string {
  return ` ${searchText([property.reference, property.title, property.street, property.city].filter(Boolean).join(" "))} `;
}

/** Whether every word of the query starts a word of the haystack; an empty query finds everything. */
export function matchesSearch(haystack: string, query: string): boolean {
  const words = searchText(query).split(" ").filter(Boolean);
  return words.every((word) => haystack.includes(` ${word}`));
}
