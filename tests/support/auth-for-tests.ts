// The sign-in library set up for a test file's own database, as the server sets it up at start-up,
// with the site's secret; and the lead settings whose secret keys the site's counters (the brake on
// current passwords counts with it).
import { configureAuth } from "../../app/.server/auth/auth.ts";
import type { Database } from "../../app/.server/db/client.ts";
import { setLeadSettings } from "../../app/.server/leads/lead-settings.ts";

export const TEST_AUTH_SECRET = "a-test-secret-that-is-long-enough-to-derive-from";

export function configureAuthForTests(db: Database, origin = "http://localhost:3000"): void {
  configureAuth({ db, secret: TEST_AUTH_SECRET, origin });
  setLeadSettings({
    secret: TEST_AUTH_SECRET,
    minFillMs: 0,
    submissionsPer10Minutes: 20,
    submissionsPerHourPerForm: 100,
    dataDir: "",
    retentionMonths: 24,
  });
}
