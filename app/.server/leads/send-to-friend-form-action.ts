// Sending a property to a friend mails a third party, an address nobody confirmed, from the agency's
// address. So the mail goes out only when the captcha was solved (else it waits, held in the outbox,
// until staff confirm the lead; the agency alone sees what was sent), it carries the site's own words, the property and the sender's address, never text the
// sender typed (no message, not even their name: either could be an advert or a phishing link), and
// one recipient gets at most a few of them a day.
import type { FormValue } from "../../domain/forms/form-schemas.ts";
import { fill } from "../../i18n/fill.ts";
import type { MailAddress } from "../db/lead-schema.ts";
import type { MailDraft } from "../mail/outbox-draft.ts";
import { commonSubmitOptions, type FormActionContext, mailContextOf } from "./form-action-context.ts";
import { agencyNotification, type MailSubject, signature } from "./lead-mails.ts";
import { leadSettings } from "./lead-settings.ts";
import { MAIL_TEXTS } from "./mail-texts.ts";
import { DAY_MS, hashedKey, mailboxOf, type SubmissionLimit } from "./rate-limit.ts";
import { submitForm } from "./submit-form.ts";

type SendToFriendValue = FormValue<"send-to-friend">;

/** Enough for a visitor who sends a few properties to their partner; too few to be worth a spammer's while. */
export const FRIEND_MAILS_PER_DAY = 3;

function senderOf(value: SendToFriendValue): MailAddress {
  return { name: value.yourName, address: value.yourEmail };
}

export function sendToFriendFormAction(action: FormActionContext) {
  return submitForm<SendToFriendValue>({
    ...commonSubmitOptions("send-to-friend", action),
    facts: (value) => ({ email: value.yourEmail, name: value.yourName, propertyId: action.propertyId }),
    // Counted only when the friend is mailed: a submission without a solved captcha reaches no one.
    limits: (value, verified) => (verified && action.about ? [recipientLimit(value.friendEmail)] : []),
    mails: async (lead) => {
      const about = action.about;
      if (!about) return [agencyNotification(mailContextOf("send-to-friend", action, lead), senderOf(lead.value))];
      if (!lead.verified)
        return [
          agencyNotification(mailContextOf("send-to-friend", action, lead), senderOf(lead.value)),
          { ...friendMail(lead.value, about, action), held: true },
        ];
      return [friendMail(lead.value, about, action)];
    },
  });
}

function recipientLimit(address: string): SubmissionLimit {
  return {
    key: `recipient:${hashedKey(leadSettings().secret, "recipient", mailboxOf(address))}`,
    max: FRIEND_MAILS_PER_DAY,
    windowMs: DAY_MS,
  };
}

function friendMail(value: SendToFriendValue, about: MailSubject, action: FormActionContext): MailDraft {
  const { settings, language } = action.page;
  const texts = MAIL_TEXTS[language];
  return {
    purpose: "friend",
    recipient: { name: "", address: value.friendEmail },
    // The friend can answer the sender; the sender's address is checked as an address, not free text.
    replyTo: { name: "", address: value.yourEmail },
    subject: fill(texts.friendSubject, { agency: settings.agency.name }),
    text: [
      fill(texts.friendText, { email: value.yourEmail }),
      "",
      about.title,
      about.url,
      "",
      texts.friendNote,
      "",
      signature(settings, language),
    ].join("\n"),
  };
}
