// Sending a property to a friend mails a third party, an address nobody confirmed: the mail goes out
// only when the captcha was solved, else the agency alone sees what was sent.
import type { FormValue } from "../../domain/forms/form-schemas.ts";
import { fill } from "../../i18n/fill.ts";
import type { MailAddress } from "../db/lead-schema.ts";
import { commonSubmitOptions, type FormActionContext, mailContextOf } from "./form-action-context.ts";
import { agencyNotification, type MailSubject, signature } from "./lead-mails.ts";
import { MAIL_TEXTS } from "./mail-texts.ts";
import { type MailDraft, submitForm } from "./submit-form.ts";

type SendToFriendValue = FormValue<"send-to-friend">;

function senderOf(value: SendToFriendValue): MailAddress {
  return { name: value.yourName, address: value.yourEmail };
}

export function sendToFriendFormAction(action: FormActionContext) {
  return submitForm<SendToFriendValue>({
    ...commonSubmitOptions("send-to-friend", action),
    facts: (value) => ({ email: value.yourEmail, name: value.yourName, propertyId: action.propertyId }),
    mails: async (lead) => {
      const about = action.about;
      if (!lead.verified || !about)
        return [agencyNotification(mailContextOf("send-to-friend", action, lead), senderOf(lead.value))];
      return [friendMail(lead.value, about, action)];
    },
  });
}

function friendMail(value: SendToFriendValue, about: MailSubject, action: FormActionContext): MailDraft {
  const { settings, language } = action.page;
  const texts = MAIL_TEXTS[language];
  const sender = senderOf(value);
  return {
    purpose: "friend",
    recipient: { name: "", address: value.friendEmail },
    replyTo: sender,
    subject: fill(texts.friendSubject, { name: sender.name, agency: settings.agency.name }),
    text: [
      fill(texts.friendText, { name: sender.name, email: sender.address }),
      "",
      about.title,
      about.url,
      ...(value.message ? ["", value.message] : []),
      "",
      signature(settings, language),
    ].join("\n"),
  };
}
