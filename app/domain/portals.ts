// The property portals an agency advertises on. Figures and publications name a portal by its key
// (lower-case letters, digits and dashes); a portal not listed here is still accepted from an import,
// shown by its key. Staff choose from PUBLICATION_PORTALS: each with the hosts its adverts live on
// (an advert's address elsewhere is a typing mistake or a link to a copy) and whether it sends
// figures (a CSV export: docs/import.md, "Importing portal figures"). Realo lists a property but
// reports nothing, so the owner is not shown an empty line for it.

export interface PublicationPortal {
  key: string;
  /** How the portal writes itself; the agency's own list has no brand and is named in each language. */
  name: string;
  /** The hosts its adverts are on, subdomains included; empty: the site's own host (the agency's own list). */
  hosts: readonly string[];
  sendsFigures: boolean;
}

/** The agency's own list of properties (its website's offer): the key of the one medium that is the site. */
export const OWN_LIST = "agency";

export const PUBLICATION_PORTALS: readonly PublicationPortal[] = [
  { key: "immoweb", name: "Immoweb", hosts: ["immoweb.be"], sendsFigures: true },
  { key: "zimmo", name: "Zimmo", hosts: ["zimmo.be"], sendsFigures: true },
  { key: "immovlan", name: "Immovlan", hosts: ["immovlan.be"], sendsFigures: true },
  { key: "realo", name: "Realo", hosts: ["realo.be"], sendsFigures: false },
  { key: OWN_LIST, name: "", hosts: [], sendsFigures: false },
];

export const PUBLICATION_PORTAL_KEYS = PUBLICATION_PORTALS.map((portal) => portal.key) as [string, ...string[]];

export const KNOWN_PORTALS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(PUBLICATION_PORTALS.filter((portal) => portal.name).map((portal) => [portal.key, portal.name])),
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

export function publicationPortal(key: string): PublicationPortal | undefined {
  return PUBLICATION_PORTALS.find((portal) => portal.key === key);
}

/**
 * Whether a portal's figures may be shown: a portal of the list says so itself; one only an import
 * knows is believed when it sent figures.
 */
export function portalSendsFigures(key: string, hasFigures: boolean): boolean {
  return publicationPortal(key)?.sendsFigures ?? hasFigures;
}

/**
 * What is wrong with an advert's address on a portal, or undefined when it will do: "url" when it is
 * no http(s) address, "urlHost" when it is on another host than the portal's (for the agency's own
 * list: the site's own host, `ownHost`).
 */
export function advertUrlProblem(portal: string, url: string, ownHost: string): "url" | "urlHost" | undefined {
  if (!URL.canParse(url)) return "url";
  const parsed = new URL(url);
  if ((parsed.protocol !== "https:" && parsed.protocol !== "http:") || !parsed.hostname) return "url";
  if (parsed.username || parsed.password) return "url";
  const known = publicationPortal(portal);
  if (!known) return undefined;
  const hosts = known.hosts.length > 0 ? known.hosts : [ownHost.toLowerCase()];
  const host = parsed.hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`)) ? undefined : "urlHost";
}
