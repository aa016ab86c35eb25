// Keeps the owner's history of an advert: each write that changes the price, the banner or whether
// it is online records what changed, in the writer's transaction, so the history never tells of a
// change that was rolled back.
import { type AdvertFacts, advertChanges } from "../../domain/property-changes.ts";
import type { Database, Transaction } from "../db/client.ts";
import { propertyChanges } from "../db/stats-schema.ts";

export async function recordAdvertChanges(
  tx: Database | Transaction,
  propertyId: number,
  before: AdvertFacts,
  after: AdvertFacts,
): Promise<void> {
  const changes = advertChanges(before, after);
  if (changes.length > 0) await tx.insert(propertyChanges).values(changes.map((change) => ({ propertyId, ...change })));
}
