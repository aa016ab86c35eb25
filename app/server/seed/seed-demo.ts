import type { Database } from "../db/client.ts";

export interface SeedOptions {
  dataDir: string;
  log: (message: string) => void;
}

/** Seeds the demo agency when the database holds no site settings yet. Returns true when it seeded. */
export async function seedDemoIfEmpty(_db: Database, _options: SeedOptions): Promise<boolean> {
  throw new Error("not implemented yet");
}
