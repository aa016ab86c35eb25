// The mails of accounts: an invitation to choose a password, a password-reset link, the confirmation
// of a new e-mail address. Each goes through the outbox like every other mail of the site (retried,
// listed in the back office), in the account holder's language; its link is the recipient's alone:
// staff read the mail with the link's token hidden.
import { fill } from "../../i18n/fill.ts";
import { isLanguage, type Language } from "../../i18n/languages.ts";
import { ACCOUNT_MESSAGES } from "../../i18n/messages/account.ts";
import { type Database, db, type Transaction } from "../db/client.ts";
import { outgoingMails } from "../db/lead-schema.ts";
import { greeting, signature } from "../leads/lead-mails.ts";
import { wakeOutbox } from "../leads/outbox-signal.ts";
import { outboxValues } from "../mail/outbox-draft.ts";
import { privateLink } from "../mail/private-links.ts";
import { siteData } from "../site-settings.ts";

export type AccountMailKind = "invitation" | "reset" | "email-change";

export interface AccountMail {
  kind: AccountMailKind;
  to: { name: string; address: string };
  language: string;
  /** A one-use link: only its recipient ever reads it (mail/private-links.ts). */
  link: string;
  token: string;
}

export function accountLanguage(language: string | null | undefined): Language {
  return language && isLanguage(language) ? language : "nl";
}

export async function queueAccountMail(mail: AccountMail, database: Database | Transaction = db()): Promise<void> {
  const { settings } = await siteData();
  const language = accountLanguage(mail.language);
  const t = ACCOUNT_MESSAGES[language].mails;
  const agency = settings.agency.name;
  const [subject, body] =
    mail.kind === "invitation"
      ? [t.invitationSubject, t.invitation]
      : mail.kind === "reset"
        ? [t.resetSubject, t.reset]
        : [t.emailChangeSubject, t.emailChange];
  const link = privateLink(mail.link, mail.token);
  const text = [
    greeting(mail.to.name, language),
    "",
    fill(body, { agency }),
    link.shown,
    ...(mail.kind === "reset" ? ["", t.resetIgnore] : []),
    "",
    signature(settings, language),
  ].join("\n");
  await database.insert(outgoingMails).values(
    outboxValues({
      purpose: `account-${mail.kind}`,
      recipient: mail.to,
      subject: fill(subject, { agency }),
      text,
      privateLinks: [link],
    }),
  );
  wakeOutbox();
}
