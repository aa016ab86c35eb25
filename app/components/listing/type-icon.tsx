// Property type icons (SPEC.md section 9), chosen by the domain rule typeIconName.
import { type TypeIconName, typeIconName } from "../../domain/listing.ts";

const PATHS: Record<TypeIconName, string> = {
  residential: "M3 11 12 3l9 8v10h-6v-6H9v6H3z",
  building: "M5 21V3h14v18h-5v-4h-4v4zM8 6h2v2H8zm6 0h2v2h-2zM8 10h2v2H8zm6 0h2v2h-2zM8 14h2v2H8zm6 0h2v2h-2z",
  land: "M2 19h20l-6-9-4 5-3-3zM17 5a2 2 0 1 1 0 4 2 2 0 0 1 0-4",
  retail: "M3 9 5 3h14l2 6a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0m1 3v9h16v-9M10 21v-5h4v5",
  default: "M4 21V7l8-4 8 4v14h-5v-5H9v5zM8 9h2v2H8zm6 0h2v2h-2z",
};

/** Decorative: the type's name is always written next to it. */
export function TypeIcon({ webId }: { webId: number }) {
  const name = typeIconName(webId);
  return (
    <svg
      className={`type-icon type-icon-${name}`}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
