// The search box's options, flattened from the JSON groups so arrow keys can walk through them.

import { fill } from "../../i18n/fill.ts";
import type { SearchResults } from "../../shared/listing-view.ts";
import type { CatalogMessages } from "./catalog-messages.ts";
export interface SearchOption {
  id: string;
  group: "properties" | "cities" | "types";
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
    ...results.cities.flatMap((city) =>
      goalOptions(`c-${city.zip}-${city.name}`, "cities", `${city.zip} ${city.name}`, city, messages, showCount),
    ),
    ...results.types.flatMap((type) => goalOptions(`t-${type.webId}`, "types", type.name, type, messages, showCount)),
  ];
}
