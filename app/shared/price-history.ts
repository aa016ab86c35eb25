// A change of a listing's advertised price, as the listing editor shows it to staff.
export interface PriceChange {
  /** ISO time of the change. */
  at: string;
  before: number;
  after: number;
}
