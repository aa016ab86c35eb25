// Sign-in for staff and owners on better-auth (decision in DESIGN.md): e-mail and password only, no
// self sign-up (accounts are invited or made with `npm run user:add`), passwords hashed with scrypt
// (memory-hard), sessions in PostgreSQL so every instance accepts them. The session cookie is
// HttpOnly and SameSite=Lax; over https it is `__Host-` prefixed and Secure, on a local http start
// plain. Sessions end after two idle hours (each use within them extends it) and, whatever the use,
// twelve hours after sign-in (checked where the session is read: session.ts).
//
// better-auth (and what it brings: its adapters, plugins and their libraries) is loaded by the first
// request that needs it (auth-instance.ts), not at start: the public site never does, and an idle
// server is the smaller for it.

import type { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { sessions } from "../db/auth-schema.ts";
import { db } from "../db/client.ts";
import type { Auth } from "./auth-instance.ts";
import type { AuthOptions } from "./auth-settings.ts";

let options: AuthOptions | undefined;
let current: Promise<Auth> | undefined;

/** Set once at start-up (server/http-app.ts); nothing is loaded until auth() is first called. */
export function configureAuth(settings: AuthOptions): void {
  options = settings;
  current = undefined;
}

export function auth(): Promise<Auth> {
  const settings = options;
  if (!settings) throw new Error("Authentication is not set up: configureAuth() must run at start-up.");
  current ??= import("./auth-instance.ts").then((module) => module.createAuth(settings));
  return current;
}

/** The error as better-auth's refusal (a wrong password or code, an expired link, ...), or undefined. */
export async function authRefusal(error: unknown): Promise<APIError | undefined> {
  const { APIError } = await import("better-auth/api");
  return error instanceof APIError ? error : undefined;
}

/** Ends one session wherever it is used: its row goes, so no instance accepts its cookie again. */
export async function endSession(token: string): Promise<void> {
  await db().delete(sessions).where(eq(sessions.token, token));
}
