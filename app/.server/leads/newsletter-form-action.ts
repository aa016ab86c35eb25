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
import { commonSubmitOptions, type FormActionContext, visitorOf } from "./form-action-context.ts";
import { MAIL_TEXTS } from "./mail-texts.ts";
import { optInFormAction } from "./opt-in-form-action.ts";
import { optInMail } from "./opt-in-mail.ts";
import { newSubscriptionToken } from "./subscription-token.ts";

type NewsletterValue = FormValue<"newsletter">;

export function newsletterFormAction(action: FormActionContext) {
  return optInFormAction(action, {
    common: commonSubmitOptions("newsletter", action),
    write: (tx, lead) => insertSubscriber(tx, lead, action),
    optInMail: (visitor, token) => newsletterOptIn(visitor, token, action),
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

function newsletterOptIn(visitor: MailAddress, token: string, action: FormActionContext): MailDraft {
  const { settings, language } = action.page;
  const texts = MAIL_TEXTS[language];
  return optInMail(action, {
    purpose: "newsletter-confirmation",
    visitor,
    subject: fill(texts.newsletterSubject, { agency: settings.agency.name }),
    text: texts.newsletterText,
    token,
    confirmPath: href("newsletterConfirm", language, { token }),
    unsubscribePath: href("newsletterUnsubscribe", language, { token }),
  });
}
