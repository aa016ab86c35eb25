// Unsubscribing from the newsletter: the mail's link shows this page with one button; mail programs
// post to the same address for one-click unsubscribe (RFC 8058).
import { newsletterSubscriptionExists, unsubscribeNewsletter } from "../.server/newsletter/newsletter-subscription.ts";
import { subscriptionStep } from "../.server/subscription-step.ts";
import { SubscriptionStepPage } from "../components/forms/subscription-step.tsx";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

const step = subscriptionStep({
  exists: newsletterSubscriptionExists,
  act: unsubscribeNewsletter,
  texts: ({ ui }) => ({
    title: ui.unsubscribeTitle,
    question: ui.newsletterUnsubscribeQuestion,
    button: ui.unsubscribeButton,
    done: ui.newsletterUnsubscribed,
    failed: ui.confirmFailed,
  }),
});

export const loader = step.loader;
export const action = step.action;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default SubscriptionStepPage;
