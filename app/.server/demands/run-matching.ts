// Runs the demand matching with the site's settings: after a demand is confirmed (that demand only)
// and whenever published content changes (every active demand).
import { href } from "../../i18n/links.ts";
import type { Database } from "../db/client.ts";
import { wakeOutbox } from "../leads/outbox-signal.ts";
import { siteData } from "../site-settings.ts";
import { runDemandMatching } from "./demand-matching.ts";

export async function matchDemands(db: Database, origin: string, demandId?: number) {
  const { settings } = await siteData();
  const result = await runDemandMatching(db, {
    origin,
    agencyName: settings.agency.name,
    agencyEmail: settings.agency.email,
    unsubscribeUrl: (token, language) => `${origin}${href("demandUnsubscribe", language, { token })}`,
    ...(demandId !== undefined ? { demandId } : {}),
  });
  if (result.alerted > 0) wakeOutbox();
  return result;
}
