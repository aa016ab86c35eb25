// Accounts made by the agency: staff and owners are invited by e-mail and choose their own password
// through a one-use link (the same page as a reset, valid seven days). The agency never sees or sets
// a password.
import { randomUUID } from "node:crypto";
import { href } from "../../i18n/links.ts";
import { type Actor, audit } from "../admin/audit.ts";
import { type UserRole, users } from "../db/auth-schema.ts";
import { db } from "../db/client.ts";
import { publicOrigin } from "../public-origin.ts";
import { accountLanguage, queueAccountMail } from "./account-mails.ts";
import { oneUseToken } from "./one-use-token.ts";
import { endOlderPasswordLinks, PASSWORD_LINK } from "./password-links.ts";

export const INVITATION_DAYS = 7;

export interface Invitation {
  name: string;
  email: string;
  role: UserRole;
  language: string;
}

/**
 * A one-use link to choose a password, stored as the library's reset token (hashed). It ends the
 * user's older password links: only the invitation or reset mailed last works.
 */
export async function passwordLink(
  userId: string,
  language: string,
  validMs: number,
): Promise<{ link: string; token: string }> {
  const token = await oneUseToken(PASSWORD_LINK, userId, validMs);
  await endOlderPasswordLinks(userId, token);
  return { link: `${publicOrigin()}${href("setPassword", accountLanguage(language), { token })}`, token };
}

/** Makes the account (without a password) and mails the invitation; false when the address is taken. */
export async function inviteUser(invitation: Invitation, actor: Actor): Promise<string | null> {
  const id = randomUUID();
  const email = invitation.email.trim().toLowerCase();
  const language = accountLanguage(invitation.language);
  const [created] = await db()
    .insert(users)
    .values({ id, name: invitation.name.trim(), email, emailVerified: true, role: invitation.role, language })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) return null;
  await sendInvitation({ id, name: invitation.name.trim(), email, language }, actor);
  await audit(actor, { action: "user.invite", subject: `user ${id}`, details: { role: invitation.role } });
  return id;
}

/** Mails a (new) invitation link to an existing account: a lost or expired invitation is sent again. */
export async function sendInvitation(
  user: { id: string; name: string; email: string; language: string },
  actor: Actor,
): Promise<void> {
  const { link, token } = await passwordLink(user.id, user.language, INVITATION_DAYS * 24 * 60 * 60 * 1000);
  await queueAccountMail({
    kind: "invitation",
    to: { name: user.name, address: user.email },
    language: user.language,
    link,
    token,
  });
  await audit(actor, { action: "user.invitation-sent", subject: `user ${user.id}` });
}
