// Accounts made by the agency: staff and owners are invited by e-mail and choose their own password
// through a one-use link (the same page as a reset, valid seven days). The agency never sees or sets
// a password.
import { randomUUID } from "node:crypto";
import { href } from "../../i18n/links.ts";
import type { Actor } from "../admin/audit.ts";
import { changed, staffChange, unchanged } from "../admin/staff-change.ts";
import { type UserRole, users } from "../db/auth-schema.ts";
import type { Transaction } from "../db/client.ts";
import { wakeOutbox } from "../leads/outbox-signal.ts";
import { publicOrigin } from "../public-origin.ts";
import { accountLanguage, queueAccountMail } from "./account-mails.ts";
import { endOlderPasswordLinks, storePasswordLink } from "./password-links.ts";

export const INVITATION_DAYS = 7;

export interface Invitation {
  name: string;
  email: string;
  role: UserRole;
  language: string;
}

/**
 * A one-use link to choose a password, stored as the library's reset token (hashed), in the
 * transaction of the change that mails it. It ends the user's older password links: only the
 * invitation or reset mailed last works.
 */
export async function passwordLink(
  userId: string,
  language: string,
  validMs: number,
  tx: Transaction,
): Promise<{ link: string; token: string }> {
  const token = await storePasswordLink(userId, validMs, tx);
  await endOlderPasswordLinks(userId, token, tx);
  return { link: `${publicOrigin()}${href("setPassword", accountLanguage(language), { token })}`, token };
}

/**
 * Makes the account (without a password) and mails the invitation; null when the address is taken.
 * The account, its link, its mail and the audit lines are one transaction (staffChange): none
 * without the others.
 */
export async function inviteUser(invitation: Invitation, actor: Actor): Promise<string | null> {
  const id = randomUUID();
  const name = invitation.name.trim();
  const email = invitation.email.trim().toLowerCase();
  const language = accountLanguage(invitation.language);
  const invited = await staffChange(actor, async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ id, name, email, emailVerified: true, role: invitation.role, language })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) return unchanged(null);
    await mailInvitation({ id, name, email, language }, tx);
    // One line: "invitation sent again" is sendInvitation's, for an invitation mailed once more.
    return changed(
      id,
      { action: "user.invite", subject: `user ${id}`, details: { role: invitation.role } },
      {
        announces: false,
      },
    );
  });
  if (invited) wakeOutbox();
  return invited;
}

/** Mails a (new) invitation link to an existing account: a lost or expired invitation is sent again. */
export async function sendInvitation(
  user: { id: string; name: string; email: string; language: string },
  actor: Actor,
): Promise<void> {
  await staffChange(actor, async (tx) => {
    await mailInvitation(user, tx);
    return changed(undefined, { action: "user.invitation-sent", subject: `user ${user.id}` }, { announces: false });
  });
  wakeOutbox();
}

/** The invitation's link and its mail, queued in the change's transaction (sent once it commits). */
async function mailInvitation(
  user: { id: string; name: string; email: string; language: string },
  tx: Transaction,
): Promise<void> {
  const { link, token } = await passwordLink(user.id, user.language, INVITATION_DAYS * 24 * 60 * 60 * 1000, tx);
  await queueAccountMail(
    { kind: "invitation", to: { name: user.name, address: user.email }, language: user.language, link, token },
    tx,
  );
}
