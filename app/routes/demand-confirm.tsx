// The double opt-in of "keep me informed": the link in the mail shows this page, and its button
// confirms (a mail scanner that follows links does not confirm anyone). Then the current matches
// are mailed at once.
import { db } from "../.server/db/client.ts";
import { confirmDemand, demandExists } from "../.server/demands/demand-subscription.ts";
import { matchDemands } from "../.server/demands/run-matching.ts";
import { errorSummary } from "../.server/error-summary.ts";
import { publicOrigin } from "../.server/public-origin.ts";
import { subscriptionStep } from "../.server/subscription-step.ts";
import { SubscriptionStepPage } from "../components/forms/subscription-step.tsx";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import type { Route } from "./+types/demand-confirm";

const step = subscriptionStep({
  exists: demandExists,
  act: async (token) => {
    const id = await confirmDemand(token);
    if (id === undefined) return false;
    await matchDemands(db(), publicOrigin(), id).catch((error: unknown) => {
      // The confirmation stands; the next content change matches this demand too.
      console.error(`demand matching: ${errorSummary(error)}`);
    });
    return true;
  },
  texts: (forms) => ({
    title: forms.pages.demand.title,
    button: forms.ui.confirmButton,
    done: forms.ui.confirmed,
    failed: forms.ui.confirmFailed,
  }),
});

export const loader = step.loader;
export const action = step.action;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default SubscriptionStepPage;
