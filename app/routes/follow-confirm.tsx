// Following a property by double opt-in: the link in the opt-in mail shows this page, and its button
// confirms the follow (a mail scanner that follows links confirms no one).
import { confirmFollow, followExists } from "../.server/follow/follow-subscription.ts";
import { subscriptionStep } from "../.server/subscription-step.ts";
import { SubscriptionStepPage } from "../components/forms/subscription-step.tsx";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import type { Route } from "./+types/follow-confirm";

const step = subscriptionStep({
  exists: followExists,
  act: confirmFollow,
  texts: (forms) => ({
    title: forms.pages.follow.title,
    button: forms.ui.followConfirmButton,
    done: forms.ui.followConfirmed,
    failed: forms.ui.confirmFailed,
  }),
});

export const loader = step.loader;
export const action = step.action;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default SubscriptionStepPage;
