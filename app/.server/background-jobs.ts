// The work the server does beside answering requests: matching demands and telling followers what
// changed after content changes (coalesced, so an import of many properties causes one run), the daily retention purge with the
// cleaning of unused site pictures, and the owners' summary mails. Safe with several processes: the
// matching takes an advisory lock, the purge and the cleaning are idempotent, and each summary's
// period is claimed on the owner's row with its mail.

import { cleanUnusedSitePictures } from "./admin/site-picture-references.ts";
import type { Database } from "./db/client.ts";
import { matchDemands } from "./demands/run-matching.ts";
import { errorFrames, errorSummary } from "./error-summary.ts";
import { notifyFollowers } from "./follow/follow-news-mails.ts";
import { leadSettings } from "./leads/lead-settings.ts";
import { purgeExpiredData, retentionMonthsInForce } from "./leads/retention.ts";
import { sendDueOwnerSummaries } from "./owner/owner-summary.ts";

const MATCH_DELAY_MS = 1_000;
const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;
const FIRST_PURGE_MS = 60 * 1000;
// Summaries are due from 07:00 on a Monday or a 1st: an hourly look sends them within the hour, and
// one shortly after start sends those a restart (a deployment at 07:00) would otherwise delay.
const SUMMARIES_EVERY_MS = 60 * 60 * 1000;
const FIRST_SUMMARIES_MS = 2 * 60 * 1000;

export interface BackgroundJobs {
  contentChanged(): void;
  stop(): void;
}

function report(job: string) {
  // Kind, code and where it was thrown: never the message, which may quote a person's data.
  return (error: unknown) => console.error([`${job}: ${errorSummary(error)}`, ...errorFrames(error, 2)].join("\n    "));
}

export interface BackgroundJobOptions {
  origin: string;
  /** The retention period when the site settings set none (LEAD_RETENTION_MONTHS). */
  defaultRetentionMonths: number;
  /** The clock the summaries go by (tests set it). */
  now?: () => Date;
  /** How long after start the summaries are first looked at (tests shorten it). */
  firstSummariesMs?: number;
}

export function startBackgroundJobs(db: Database, options: BackgroundJobOptions): BackgroundJobs {
  let matchTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  const now = options.now ?? (() => new Date());

  const purge = () => {
    if (stopped) return;
    retentionMonthsInForce(db, options.defaultRetentionMonths)
      .then((months) => purgeExpiredData(db, months))
      .catch(report("retention purge"));
    cleanUnusedSitePictures(db, leadSettings().dataDir)
      .then(({ removed }) => {
        if (removed.length > 0) console.log(`site pictures: ${removed.length} used nowhere, removed`);
      })
      .catch(report("site picture cleaning"));
  };
  const firstPurge = setTimeout(purge, FIRST_PURGE_MS);
  const purgeTimer = setInterval(purge, PURGE_EVERY_MS);
  firstPurge.unref();
  purgeTimer.unref();

  const summaries = () => {
    if (!stopped) sendDueOwnerSummaries(db, { origin: options.origin, now: now() }).catch(report("owner summaries"));
  };
  const firstSummaries = setTimeout(summaries, options.firstSummariesMs ?? FIRST_SUMMARIES_MS);
  const summariesTimer = setInterval(summaries, SUMMARIES_EVERY_MS);
  firstSummaries.unref();
  summariesTimer.unref();

  return {
    contentChanged() {
      if (stopped) return;
      clearTimeout(matchTimer);
      matchTimer = setTimeout(() => {
        if (stopped) return;
        matchDemands(db, options.origin).catch(report("demand matching"));
        notifyFollowers(db, options.origin).catch(report("follow news"));
      }, MATCH_DELAY_MS);
      matchTimer.unref();
    },
    stop() {
      stopped = true;
      clearTimeout(matchTimer);
      clearTimeout(firstPurge);
      clearInterval(purgeTimer);
      clearTimeout(firstSummaries);
      clearInterval(summariesTimer);
    },
  };
}
