// The one mail a double opt-in sends (a demand, the newsletter, following a property): the site's own
// words and the link whose page confirms, to an address nobody has proved yet. `visitor` has no name
// when the form came without a solved captcha, so nothing typed reaches a stranger's mailbox.
import type { MailAddress } from "../db/lead-schema.ts";
import type { MailDraft, MailPurpose } from "../mail/outbox-draft.ts";
import { privateLink } from "../mail/private-links.ts";
import { unsubscribeHeaders } from "../mail/unsubscribe-headers.ts";
import type { FormActionContext } from "./form-action-context.ts";
import { agencyAddress, greeting, signature } from "./lead-mails.ts";
import { MAIL_TEXTS } from "./mail-texts.ts";

export interface OptIn {
  purpose: MailPurpose;
  visitor: MailAddress;
  subject: string;
  /** The sentence before the link: what was asked for. */
  text: string;
  token: string;
  /** The confirm page's path with the token. */
  confirmPath: string;
  /** The unsubscribe page's path with the token, when the subscription has one from its first mail. */
  unsubscribePath?: string;
  /** Lines after the link: what the subscription is about (a property's title and address). */
  about?: string[];
  demandId?: number;
}

export function optInMail(action: FormActionContext, optIn: OptIn): MailDraft {
  const { settings, language } = action.page;
  const confirm = privateLink(`${action.origin}${optIn.confirmPath}`, optIn.token);
  return {
    purpose: optIn.purpose,
    ...(optIn.demandId !== undefined ? { demandId: optIn.demandId } : {}),
    recipient: optIn.visitor,
    replyTo: agencyAddress(settings),
    subject: optIn.subject,
    text: [
      greeting(optIn.visitor.name, language),
      "",
      optIn.text,
      confirm.shown,
      "",
      ...(optIn.about && optIn.about.length > 0 ? [...optIn.about, ""] : []),
      MAIL_TEXTS[language].optInIgnore,
      "",
      signature(settings, language),
    ].join("\n"),
    privateLinks: [confirm],
    ...(optIn.unsubscribePath ? { headers: unsubscribeHeaders(`${action.origin}${optIn.unsubscribePath}`) } : {}),
  };
}
