// The work the server does beside answering requests: matching demands after content changes
// (coalesced, so an import of many properties causes one run) and the daily retention purge. Safe
// with several processes: the matching takes an advisory lock, the purge is idempotent.
import type { Database } from "./db/client.ts";
import { matchDemands } from "./demands/run-matching.ts";
import { purgeExpiredData } from "./leads/retention.ts";

const MATCH_DELAY_MS = 1_000;
const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;
const FIRST_PURGE_MS = 60 * 1000;

export interface BackgroundJobs {
  contentChanged(): void;
  stop(): void;
}

function report(job: string) {
  return (error: unknown) => console.error(`${job}: ${error instanceof Error ? error.message : String(error)}`);
}

export function startBackgroundJobs(
  db: Database,
  options: { origin: string; retentionMonths: number },
): BackgroundJobs {
  let matchTimer: NodeJS.Timeout | undefined;
  let stopped = false;

  const purge = () => {
    if (!stopped) purgeExpiredData(db, options.retentionMonths).catch(report("retention purge"));
  };
  const firstPurge = setTimeout(purge, FIRST_PURGE_MS);
  const purgeTimer = setInterval(purge, PURGE_EVERY_MS);
  firstPurge.unref();
  purgeTimer.unref();

  return {
    contentChanged() {
      if (stopped) return;
      clearTimeout(matchTimer);
      matchTimer = setTimeout(() => {
        if (!stopped) matchDemands(db, options.origin).catch(report("demand matching"));
      }, MATCH_DELAY_MS);
      matchTimer.unref();
    },
    stop() {
      stopped = true;
      clearTimeout(matchTimer);
      clearTimeout(firstPurge);
      clearInterval(purgeTimer);
    },
  };
}
