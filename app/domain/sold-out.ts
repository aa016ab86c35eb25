// When a project is sold out (SPEC.md section 4, availability messages: "sold out"): every unit of its
// price list is sold or rented; a project without a price list is sold out when it has constructions
// (its own published listings) and every one of them is sold or rented. A project with nothing listed
// yet is not sold out: there is nothing to say about it. Units under option still count as unsold:
// an option can fall through.

export interface ProjectStock {
  /** Units in the price list. */
  units: number;
  /** Of those, sold or rented. */
  unitsGone: number;
  /** Published listings of the project. */
  constructions: number;
  /** Of those, sold or rented (Marquee 3 or 4). */
  constructionsGone: number;
}

export function isSoldOut(stock: ProjectStock): boolean {
  if (stock.units > 0) return stock.unitsGone >= stock.units;
  return stock.constructions > 0 && stock.constructionsGone >= stock.constructions;
}
