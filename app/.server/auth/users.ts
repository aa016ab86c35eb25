// Making an account: the user row and its password credential, as the sign-in library reads them.
// Used by `npm run user:add` (the first manager of a real installation) and the demo seed.
import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { accounts, type UserRole, users } from "../db/auth-schema.ts";
import type { Database } from "../db/client.ts";

export interface NewUser {
  id?: string;
  name: string;
  email: string;
  password: string;
  /**
   * The password already hashed (scrypt, as the library stores it): many accounts with one password
   * then cost one slow hash instead of one each (the end-to-end tests' accounts).
   */
  passwordHash?: string;
  role: UserRole;
  language?: string;
  /** When the account was made (the demo seed's fixed date); now by default. */
  createdAt?: Date;
}

export const MIN_PASSWORD_LENGTH = 10;

/** Creates the account; an address already in use is refused (the unique index). */
export async function createUser(db: Database, user: NewUser): Promise<string> {
  if (user.password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`A password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const id = user.id ?? randomUUID();
  const hash = user.passwordHash ?? (await hashPassword(user.password));
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id,
      name: user.name,
      email: user.email.trim().toLowerCase(),
      emailVerified: true,
      role: user.role,
      language: user.language ?? "nl",
      ...(user.createdAt ? { createdAt: user.createdAt, updatedAt: user.createdAt } : {}),
    });
    await tx.insert(accounts).values({
      id: `${id}-credential`,
      accountId: id,
      providerId: "credential",
      userId: id,
      password: hash,
      ...(user.createdAt ? { createdAt: user.createdAt, updatedAt: user.createdAt } : {}),
    });
  });
  return id;
}
