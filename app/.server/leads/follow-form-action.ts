// Following a property, by double opt-in like the newsletter: the visitor gets one mail, the link
// that confirms it, and is told of the property's changes only after the click (follow/). The follow
// starts from the property's history as it stands: only what changes afterwards is news. Every mail
// of it can be unsubscribed from in one click.
import { sql } from "drizzle-orm";
import type { FormValue } from "../../domain/forms/form-schemas.ts";
import { fill } from "../../i18n/fill.ts";
import { href } from "../../i18n/links.ts";
import type { Transaction } from "../db/client.ts";
import { type MailAddress, propertyFollowers } from "../db/lead-schema.ts";
import { propertyChanges } from "../db/stats-schema.ts";
import type { MailDraft } from "../mail/outbox-draft.ts";
import { commonSubmitOptions, type FormActionContext, visitorOf } from "./form-action-context.ts";
import { MAIL_TEXTS } from "./mail-texts.ts";
import { optInFormAction } from "./opt-in-form-action.ts";
import { optInMail } from "./opt-in-mail.ts";
import { newSubscriptionToken } from "./subscription-token.ts";

type FollowValue = FormValue<"follow">;

export function followFormAction(action: FormActionContext) {
  return optInFormAction(action, {
    common: commonSubmitOptions("follow", action),
    write: (tx, lead) => insertFollower(tx, lead, action),
    optInMail: (visitor, token) => followOptIn(visitor, token, action),
  });
}

/** Keeps the follow, unconfirmed, from the property's last change; its token is returned for the mail's links. */
async function insertFollower(
  tx: Transaction,
  lead: { id: number; value: FollowValue; verified: boolean; contactId: number | null },
  action: FormActionContext,
): Promise<string> {
  const propertyId = action.propertyId;
  if (propertyId === undefined) throw new Error("A follow is sent from a property's page.");
  const token = newSubscriptionToken();
  await tx.insert(propertyFollowers).values({
    leadId: lead.id,
    contactId: lead.contactId,
    propertyId,
    token,
    language: action.page.language,
    email: lead.value.email,
    name: lead.verified ? visitorOf(lead.value, action.page.language).name : "",
    toldChangeId: sql`(select coalesce(max(${propertyChanges.id}), 0) from ${propertyChanges}
      where ${propertyChanges.propertyId} = ${propertyId})`,
  });
  return token;
}

function followOptIn(visitor: MailAddress, token: string, action: FormActionContext): MailDraft {
  const { language } = action.page;
  const texts = MAIL_TEXTS[language];
  return optInMail(action, {
    purpose: "follow-confirmation",
    visitor,
    subject: fill(texts.followSubject, { property: action.about?.title ?? "" }),
    text: texts.followText,
    token,
    confirmPath: href("followConfirm", language, { token }),
    unsubscribePath: href("followUnsubscribe", language, { token }),
    about: action.about ? [action.about.title, action.about.url] : [],
  });
}
