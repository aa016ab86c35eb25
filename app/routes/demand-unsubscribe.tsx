// Unsubscribing from "keep me informed": the mail's link shows this page with one button; mail
// programs use the same address for one-click unsubscribe (RFC 8058).
import { demandExists, unsubscribeDemand } from "../.server/demands/demand-subscription.ts";
import { subscriptionStep } from "../.server/subscription-step.ts";
import { SubscriptionStepPage } from "../components/forms/subscription-step.tsx";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import type { Route } from "./+types/demand-unsubscribe";

const step = subscriptionStep({
  exists: demandExists,
  act: unsubscribeDemand,
  texts: ({ ui }) => ({
    title: ui.unsubscribeTitle,
    question: ui.unsubscribeQuestion,
    button: ui.unsubscribeButton,
    done: ui.unsubscribed,
    failed: ui.confirmFailed,
  }),
});

export const loader = step.loader;
export const action = step.action;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default SubscriptionStepPage;
