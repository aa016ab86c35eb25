// Why a filter in the list's address is not applied, in the visitor's language, under the field it
// concerns: list-url.ts leaves out what it cannot read and a range the wrong way round, and the field
// keeps what was typed, so nothing typed disappears without a word. Written with the page's data on
// the server, where the address is read: the browser then needs no number reader of its own (it
// took the lead forms' script, 8 KB, to every list page).
import { readTypedNumber } from "../../../domain/typed-number.ts";
import { fill } from "../../../i18n/fill.ts";
import type { CatalogMessages } from "../../../i18n/messages/site-messages.ts";
import {
  type FilterNotes,
  LIST_FILTERS,
  type ListFilterName,
  type ListQuery,
  NUMBER_FILTERS,
  typedIn,
} from "../../../shared/list-state.ts";

/** The ranges set with two fields; the wrong way round, the list leaves both out. */
const RANGES = [
  ["priceMin", "priceMax", "priceReversed"],
  ["bedrooms", "bedroomsMax", "bedroomsReversed"],
] as const;

/** A value quoted in a note, cut short when it is long (a pasted text). */
function quoted(value: string): string {
  return value.length > 40 ? `${value.slice(0, 39)}…` : value;
}

/** Each filter of the address that is not in the list's state, with why. */
export function filterNotes(
  search: URLSearchParams,
  query: ListQuery,
  messages: Pick<
    CatalogMessages["list"],
    "filterUnread" | "filterUnreadAmount" | "filterUnreadArea" | "priceReversed" | "bedroomsReversed" | "areaUnread"
  >,
): FilterNotes {
  const left = (name: ListFilterName) => (query[name] === undefined ? typedIn(search, name) : "");
  const notes: FilterNotes = {};
  for (const name of LIST_FILTERS) {
    const value = left(name);
    if (value === "") continue;
    // An area is no text the visitor typed: the note says what it should be, not what it was.
    if (name === "area") {
      notes.area = { text: messages.areaUnread, fields: ["area"] };
      continue;
    }
    const kind = NUMBER_FILTERS[name];
    const message =
      kind === "amount"
        ? messages.filterUnreadAmount
        : kind === "area"
          ? messages.filterUnreadArea
          : messages.filterUnread;
    notes[name] = { text: fill(message, { value: quoted(value) }), fields: [name] };
  }
  const number = (name: ListFilterName) => {
    const kind = NUMBER_FILTERS[name];
    const value = left(name);
    if (kind === undefined) return /^\d{1,10}$/.test(value) ? Number(value) : undefined;
    const read = readTypedNumber(value, kind);
    return read.ok ? read.value : undefined;
  };
  for (const [low, high, message] of RANGES) {
    const from = number(low);
    const to = number(high);
    if (from === undefined || to === undefined || from <= to) continue;
    delete notes[low];
    notes[high] = { text: messages[message], fields: [low, high] };
  }
  return notes;
}
