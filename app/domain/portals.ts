// The property portals an agency advertises on. Figures and publications name a portal by its key
// (lower-case letters, digits and dashes); a portal not listed here is still accepted, shown by its key.
export const KNOWN_PORTALS: Readonly<Record<string, string>> = {
  immoweb: "Immoweb",
  zimmo: "Zimmo",
  realo: "Realo",
  immovlan: "Immovlan",
  "logic-immo": "Logic-Immo",
};

/** The source of views counted by the site itself (property_daily_views.source). */
export const SITE_SOURCE = "site";

/** "Immoweb" -> "immoweb", " Logic-Immo " -> "logic-immo"; undefined for what cannot be a key. */
export function portalKey(name: string): string | undefined {
  const key = name.trim().toLowerCase();
  return /^[a-z0-9][a-z0-9-]{0,39}$/.test(key) && key !== SITE_SOURCE ? key : undefined;
}

export function portalName(key: string): string {
  return KNOWN_PORTALS[key] ?? key;
}
