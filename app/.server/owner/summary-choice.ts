// The owner's choice of summary mail (never, weekly, monthly), read and saved from their account
// page. The period last sent is left alone: switching off and on again never sends a period twice.
import { eq } from "drizzle-orm";
import { isSummaryChoice, type SummaryChoice } from "../../domain/summary-period.ts";
import { audit } from "../admin/audit.ts";
import type { SignedInUser } from "../auth/session.ts";
import { users } from "../db/auth-schema.ts";
import { db } from "../db/client.ts";

export async function summaryChoiceOf(userId: string): Promise<SummaryChoice> {
  const [row] = await db().select({ choice: users.ownerSummary }).from(users).where(eq(users.id, userId));
  return row?.choice ?? "off";
}

/** Saves a valid choice and logs it; null for anything else. */
export async function setSummaryChoice(user: SignedInUser, choice: string): Promise<SummaryChoice | null> {
  if (!isSummaryChoice(choice)) return null;
  await db().transaction(async (tx) => {
    await tx.update(users).set({ ownerSummary: choice, updatedAt: new Date() }).where(eq(users.id, user.id));
    await audit(user, { action: "account.owner-summary", subject: `user ${user.id}`, details: { choice } }, tx);
  });
  return choice;
}
