// Changing one's sign-in address: the new address must be confirmed through a link mailed to it
// (24 hours, once), so nobody can move an account to an address they do not read. An address that
// already has an account gets no link, and the answer does not say so.
import { and, eq, ne } from "drizzle-orm";
import { href } from "../../i18n/links.ts";
import { audit } from "../admin/audit.ts";
import { users } from "../db/auth-schema.ts";
import { db } from "../db/client.ts";
import { publicOrigin } from "../public-origin.ts";
import { accountLanguage, queueAccountMail } from "./account-mails.ts";
import { auth } from "./auth.ts";
import { isOneUseToken, oneUseToken } from "./one-use-token.ts";
import { endOlderPasswordLinks } from "./password-links.ts";

export const EMAIL_CHANGE_HOURS = 24;

export async function requestEmailChange(
  user: { id: string; name: string; language: string },
  newEmail: string,
): Promise<void> {
  const email = newEmail.trim().toLowerCase();
  const [taken] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) return;
  const token = await oneUseToken(
    "change-email",
    JSON.stringify({ userId: user.id, email }),
    EMAIL_CHANGE_HOURS * 60 * 60 * 1000,
  );
  const language = accountLanguage(user.language);
  await queueAccountMail({
    kind: "email-change",
    to: { name: user.name, address: email },
    language,
    link: `${publicOrigin()}${href("confirmEmail", language, { token })}`,
    token,
  });
  await audit(
    { id: user.id, name: user.name },
    { action: "account.email-change-requested", subject: `user ${user.id}` },
  );
}

/** The address of a link still good, without using it (the page shows it before it is confirmed). */
export async function pendingEmailChange(token: string): Promise<string | null> {
  // A link edited by hand (a NUL byte, say) is simply no link: it never reaches the database.
  if (!isOneUseToken(token)) return null;
  const context = await (await auth()).$context;
  const found = await context.internalAdapter.findVerificationValue(`change-email:${token}`);
  if (!found || found.expiresAt < new Date()) return null;
  return parse(found.value)?.email ?? null;
}

/** Uses the link: the account signs in with the new address from now on. Null: expired, used or taken. */
export async function confirmEmailChange(token: string): Promise<string | null> {
  if (!isOneUseToken(token)) return null;
  const context = await (await auth()).$context;
  const found = await context.internalAdapter.consumeVerificationValue(`change-email:${token}`);
  const change = found ? parse(found.value) : null;
  if (!change) return null;
  const [changed] = await db()
    .update(users)
    .set({ email: change.email, emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, change.userId), ne(users.email, change.email)))
    .returning({ id: users.id, name: users.name })
    .catch(() => []);
  if (!changed) return null;
  // A password link sent to the old address must not set the password of the account any more.
  await endOlderPasswordLinks(changed.id);
  await audit(changed, { action: "account.email-changed", subject: `user ${changed.id}` });
  return change.email;
}

function parse(value: string): { userId: string; email: string } | null {
  try {
    const parsed = JSON.parse(value) as { userId?: unknown; email?: unknown };
    return typeof parsed.userId === "string" && typeof parsed.email === "string"
      ? { userId: parsed.userId, email: parsed.email }
      : null;
  } catch {
    return null;
  }
}
