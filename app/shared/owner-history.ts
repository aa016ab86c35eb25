// The events of an owner's history of their property, as the server reads them and the page tells them.
import type { Marquee } from "../domain/listing.ts";

export type HistoryEvent =
  | { kind: "published"; at: string }
  | { kind: "visit"; at: string /** The agency's feedback, written for the owner. */; feedback?: string }
  | { kind: "offer"; at: string }
  | { kind: "documents"; at: string }
  | { kind: "match"; at: string; count: number }
  | { kind: "price"; at: string; before: number; after: number }
  | { kind: "marquee"; at: string; marquee: Marquee }
  | { kind: "unpublished"; at: string }
  | { kind: "republished"; at: string };
