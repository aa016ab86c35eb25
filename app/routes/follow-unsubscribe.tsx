// Unfollowing a property: the link in every mail about it shows this page with one button; mail
// programs post to the same address for one-click unsubscribe (RFC 8058). It ends this follow only.
import { followExists, unsubscribeFollow } from "../.server/follow/follow-subscription.ts";
import { subscriptionStep } from "../.server/subscription-step.ts";
import { SubscriptionStepPage } from "../components/forms/subscription-step.tsx";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import type { Route } from "./+types/follow-unsubscribe";

const step = subscriptionStep({
  exists: followExists,
  act: unsubscribeFollow,
  texts: ({ ui }) => ({
    title: ui.unsubscribeTitle,
    question: ui.followUnsubscribeQuestion,
    button: ui.unsubscribeButton,
    done: ui.followUnsubscribed,
    failed: ui.confirmFailed,
  }),
});

export const loader = step.loader;
export const action = step.action;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default SubscriptionStepPage;
