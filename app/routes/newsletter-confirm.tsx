// The newsletter's double opt-in: the link in the opt-in mail shows this page, and its button
// confirms the address (a mail scanner that follows links confirms no one).
import { confirmNewsletter, newsletterSubscriptionExists } from "../.server/newsletter/newsletter-subscription.ts";
import { subscriptionStep } from "../.server/subscription-step.ts";
import { SubscriptionStepPage } from "../components/forms/subscription-step.tsx";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import type { Route } from "./+types/newsletter-confirm";

const step = subscriptionStep({
  exists: newsletterSubscriptionExists,
  act: confirmNewsletter,
  texts: (forms) => ({
    title: forms.pages.newsletter.title,
    button: forms.ui.newsletterConfirmButton,
    done: forms.ui.newsletterConfirmed,
    failed: forms.ui.confirmFailed,
  }),
});

export const loader = step.loader;
export const action = step.action;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default SubscriptionStepPage;
