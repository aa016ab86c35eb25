// One sign-in attempt: the library checks the password (an unknown address costs the same hash
// time as a wrong password) and makes a new session; a deactivated account's session is ended at
// once and the attempt fails like any other.
import { APIError } from "better-auth/api";
import type { UserRole } from "../db/auth-schema.ts";
import { auth, endSession } from "./auth.ts";

export interface SignInResult {
  role: UserRole;
  /** The Set-Cookie headers of the new session, for the answer that follows. */
  headers: Headers;
}

export async function signIn(request: Request, email: string, password: string): Promise<SignInResult | null> {
  try {
    const { headers, response } = await auth().api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    if (response.user.active === false) {
      await endSession(response.token);
      return null;
    }
    const cookies = new Headers();
    for (const cookie of headers.getSetCookie()) cookies.append("Set-Cookie", cookie);
    return { role: response.user.role as UserRole, headers: cookies };
  } catch (error) {
    if (error instanceof APIError) return null;
    throw error;
  }
}
