// What the catalogue's cards, map points and quick search hand to the browser: built by the loaders in
// app/.server/catalog, drawn by app/components/listing. Plain serialisable data.

/** A card's energy badge: the label ("B", "A−", a Luxembourg text), its colour, the region's figure. */
export interface CardEnergy {
  label: string;
  /** The class of the label's colour (energy-b), or null for a typed label without a scale. */
  tone: string | null;
  /** "180 kWh/m²/jaar" (Flanders, Wallonia) or "38 kg CO₂/m²/jaar" (Brussels). */
  figure: string | null;
}

/** A building's best and worst energy class, each with its colour class. */
export interface EnergyRange {
  best: { label: string; tone: string };
  worst: { label: string; tone: string };
}

export interface ListingCard {
  id: number;
  goal: number;
  href: string;
  title: string;
  /** The agency's reference ("IZ-486"): tells apart cards that share a title (a project's units). */
  reference: string | null;
  city: string;
  zip: string;
  typeName: string;
  typeWebId: number;
  marquee: number;
  /** Every future visit slot is taken (the badge says so). */
  fullyBooked: boolean;
  priceText: string;
  /** The last change of its shown price, within the last 60 days, lowered it: the "price reduced" badge. */
  priceReduced: boolean;
  bedrooms: number | null;
  livingArea: number | null;
  plotArea: number | null;
  energy: CardEnergy | null;
  /** The list view's rows only: the description's start, at most 250 characters. */
  excerpt?: string;
  photoKey: string | null;
  photoWidth: number | null;
  photoHeight: number | null;
}

export interface MapPoint {
  id: number;
  href: string;
  title: string;
  priceText: string;
  latitude: number;
  longitude: number;
  /** PublishAddress false: the point is the town's, not the house's. */
  approximate: boolean;
  city: string;
  photoKey: string | null;
  energy: CardEnergy | null;
}

export interface ProjectCard {
  id: number;
  title: string;
  href: string;
  external: boolean;
  city: string;
  zip: string;
  delivery: string | null;
  /** The project's number as the agency gives it (SPEC.md section 3, Project). */
  number: string | null;
  units: number;
  available: number;
  /** "Van € 245.000 tot € 395.000", or one price; null when no price is asked. */
  priceRange: string | null;
  /** Every unit (or, without a price list, every listing) sold or rented: app/domain/sold-out.ts. */
  soldOut: boolean;
  photoKey: string | null;
  photoWidth: number | null;
  photoHeight: number | null;
}

export interface SearchLink {
  href: string;
  count: number;
}

export interface SearchResults {
  properties: { id: number; title: string; href: string; city: string; priceText: string; photoKey: string | null }[];
  /** Two things typed together, a type in a town or a town with its postal code, as the list they open. */
  combinations: { name: string; sale: SearchLink; rent: SearchLink }[];
  cities: { name: string; zip: string; sale: SearchLink; rent: SearchLink }[];
  types: { webId: number; name: string; sale: SearchLink; rent: SearchLink }[];
}
