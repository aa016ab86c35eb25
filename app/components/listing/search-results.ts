// The search box's options, flattened from the JSON groups so arrow keys can walk through them.

import { fill } from "../../i18n/fill.ts";
import type { SearchResults } from "../../shared/listing-view.ts";
import type { CatalogMessages } from "./catalog-messages.ts";
export interface SearchOption {
  id: string;
  group: "properties" | "combinations" | "cities" | "types";
  label: string;
  detail?: string;
  href?: string;
  disabled: boolean;
  photoKey?: string | null;
}

function goalOptions(
  prefix: string,
  group: SearchOption["group"],
  name: string,
  links: { sale: { href: string; count: number }; rent: { href: string; count: number } },
  messages: CatalogMessages["search"],
  showCount: boolean,
): SearchOption[] {
  // Sale and rent links are active only with a count above 0; counts show only when configured.
  return (["sale", "rent"] as const).map((goal) => {
    const { href, count } = links[goal];
    const word = goal === "sale" ? messages.forSale : messages.forRent;
    return {
      id: `${prefix}-${goal}`,
      group,
      label: name,
      detail: showCount ? fill("{word} ({count})", { word, count }) : word,
      ...(count > 0 ? { href } : {}),
      disabled: count === 0,
    };
  });
}

export function searchOptions(
  results: SearchResults,
  messages: CatalogMessages["search"],
  showCount: boolean,
): SearchOption[] {
  return [
    ...results.properties.map((property) => ({
      id: `p-${property.id}`,
      group: "properties" as const,
      label: `${property.id} · ${property.title}`,
      detail: `${property.city} · ${property.priceText}`,
      href: property.href,
      disabled: false,
      photoKey: property.photoKey,
    })),
    ...results.combinations.flatMap((combination) =>
      goalOptions(`k-${combination.name}`, "combinations", combination.name, combination, messages, showCount),
    ),
    ...results.cities.flatMap((city) =>
      goalOptions(`c-${city.zip}-${city.name}`, "cities", `${city.zip} ${city.name}`, city, messages, showCount),
    ),
    ...results.types.flatMap((type) => goalOptions(`t-${type.webId}`, "types", type.name, type, messages, showCount)),
  ];
}

/** The panel's groups, in the order they are shown. */
export const SEARCH_GROUPS = [
  "properties",
  "combinations",
  "cities",
  "types",
] as const satisfies readonly SearchOption["group"][];

/** An option with its place in the flat list, which the active index and its element id refer to. */
export interface PlacedOption {
  option: SearchOption;
  index: number;
}

export function optionsInGroup(options: SearchOption[], group: SearchOption["group"]): PlacedOption[] {
  return options.map((option, index) => ({ option, index })).filter(({ option }) => option.group === group);
}

/** Whether choosing the option leads anywhere: a sale or rent link with count 0 does not. */
export function canFollow(option: SearchOption | undefined): option is SearchOption & { href: string } {
  return Boolean(option?.href) && !option?.disabled;
}

/**
 * Where an arrow key moves the active option: `delta` steps round the list from `current` (-1 when
 * none is active; up from there goes to the last), skipping disabled options, which cannot be
 * followed. Stays at `current` when every option is disabled.
 */
export function nextEnabledIndex(options: SearchOption[], current: number, delta: number): number {
  const count = options.length;
  let next = current < 0 && delta < 0 ? 0 : current;
  for (let step = 0; step < count; step++) {
    next = (next + delta + count) % count;
    if (!options[next]?.disabled) return next;
  }
  return current;
}
