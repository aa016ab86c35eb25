// The words of a page behind a link in a subscription's mail: the server's loader picks them
// (app/.server/subscription-step.ts), the page draws them (components/forms/subscription-step.tsx).
export interface SubscriptionStepTexts {
  title: string;
  /** Above the button, when the step needs saying (unsubscribing does). */
  question?: string;
  button: string;
  done: string;
  failed: string;
}
