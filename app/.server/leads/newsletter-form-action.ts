// The newsletter by double opt-in: a sign-up is kept as a subscription waiting for its confirmation,
// and the visitor gets one mail, the link that confirms it; the address is on the list only after the
// click (newsletter/newsletter-subscription.ts). Like every mail of the newsletter, that mail can be
// unsubscribed from in one click, so a stranger who got it can say "never" at once.
import type { FormValue } from "../../domain/forms/form-schemas.ts";
import { fill } from "../../i18n/fill.ts";
import { href } from "../../i18n/links.ts";
import type { Transaction } from "../db/client.ts";
import { type MailAddress, newsletterSubscribers } from "../db/lead-schema.ts";
import type { MailDraft } from "../mail/outbox-draft.ts";
import { privateLink } from "../mail/private-links.ts";
import { unsubscribeHeaders } from "../mail/unsubscribe-headers.ts";
import {
  commonSubmitOptions,
  type FormActionContext,
  leadFactsOf,
  mailContextOf,
  visitorOf,
} from "./form-action-context.ts";
import { agencyAddress, agencyNotification, greeting, signature, unconfirmedRecipient } from "./lead-mails.ts";
import { MAIL_TEXTS } from "./mail-texts.ts";
import { submitForm } from "./submit-form.ts";
import { newSubscriptionToken } from "./subscription-token.ts";

type NewsletterValue = FormValue<"newsletter">;

export function newsletterFormAction(action: FormActionContext) {
  const language = action.page.language;
  return submitForm<NewsletterValue, undefined, string>({
    ...commonSubmitOptions("newsletter", action),
    facts: (value) => leadFactsOf(visitorOf(value, language), action),
    write: (tx, lead) => insertSubscriber(tx, lead, action),
    mails: async (lead) => {
      const visitor = visitorOf(lead.value, language);
      return [
        agencyNotification(mailContextOf("newsletter", action, lead), visitor),
        newsletterOptIn(unconfirmedRecipient(visitor), lead.extra, action),
      ];
    },
  });
}

/** Keeps the sign-up, unconfirmed; its token is returned for the mail's links. */
async function insertSubscriber(
  tx: Transaction,
  lead: { id: number; value: NewsletterValue; verified: boolean; contactId: number | null },
  action: FormActionContext,
): Promise<string> {
  const token = newSubscriptionToken();
  await tx.insert(newsletterSubscribers).values({
    leadId: lead.id,
    contactId: lead.contactId,
    token,
    language: action.page.language,
    email: lead.value.email,
    name: lead.verified ? visitorOf(lead.value, action.page.language).name : "",
  });
  return token;
}

/** The opt-in mail; `visitor` has no name when the form was sent without a solved captcha. */
function newsletterOptIn(visitor: MailAddress, token: string, action: FormActionContext): MailDraft {
  const { settings, language } = action.page;
  const texts = MAIL_TEXTS[language];
  const confirm = privateLink(`${action.origin}${href("newsletterConfirm", language, { token })}`, token);
  const unsubscribe = `${action.origin}${href("newsletterUnsubscribe", language, { token })}`;
  return {
    purpose: "newsletter-confirmation",
    recipient: visitor,
    replyTo: agencyAddress(settings),
    subject: fill(texts.newsletterSubject, { agency: settings.agency.name }),
    text: [
      greeting(visitor.name, language),
      "",
      texts.newsletterText,
      confirm.shown,
      "",
      texts.optInIgnore,
      "",
      signature(settings, language),
    ].join("\n"),
    privateLinks: [confirm],
    headers: unsubscribeHeaders(unsubscribe),
  };
}
