// The loader and action of a page behind a link in a subscription's mail: confirming a demand, the
// newsletter or a followed property, and unsubscribing from each (components/forms/subscription-step.tsx
// draws them). The page shows one button for a token it knows; its action confirms or unsubscribes.
// Mail programs post to the unsubscribe address for one-click unsubscribe (RFC 8058: a POST without
// a page), which the action takes whatever the body says.
import { type FormMessages, formMessagesFor } from "../i18n/form-messages.server.ts";
import type { SubscriptionStepTexts } from "../shared/subscription-step.ts";
import { pageContext } from "./page-context.ts";

interface StepArgs {
  context: Parameters<typeof pageContext>[0];
  params: { token: string };
}

export interface SubscriptionStep {
  /** Whether the token names a subscription (else the page says the link is not valid). */
  exists: (token: string) => Promise<boolean>;
  /** Confirms or unsubscribes; false when the token no longer names anything to do it to. */
  act: (token: string) => Promise<boolean>;
  texts: (forms: FormMessages) => SubscriptionStepTexts;
}

export function subscriptionStep(step: SubscriptionStep) {
  return {
    loader: async ({ context, params }: StepArgs) => {
      const ctx = await pageContext(context);
      const texts = step.texts(formMessagesFor(ctx.language));
      return {
        known: await step.exists(params.token),
        texts,
        seo: { title: `${texts.title} | ${ctx.settings.agency.name}`, robots: "noindex" },
      };
    },
    action: async ({ context, params }: StepArgs) => {
      await pageContext(context);
      return { done: await step.act(params.token) };
    },
  };
}
