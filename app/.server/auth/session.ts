// Who is asking: the signed-in user of a request, read on the server in every loader and action
// that needs one. A session past its absolute lifetime, or of a deactivated user, is ended here and
// counts as none.
import { redirect } from "react-router";
import type { Language } from "../../i18n/languages.ts";
import { href } from "../../i18n/links.ts";
import type { UserRole } from "../db/auth-schema.ts";
import { forbidden } from "../http-errors.ts";
import { auth, endSession } from "./auth.ts";
import { ABSOLUTE_TIMEOUT_MS } from "./auth-settings.ts";

export interface SignedInUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  language: Language;
  twoFactorEnabled: boolean;
  sessionToken: string;
}

const STAFF: readonly UserRole[] = ["manager", "agent"];

/**
 * A page of the back office asks twice for one GET request (the root loader for the frame's language,
 * the page's loader for the rights): the answer is kept on the request. Not for a POST, whose action
 * may change the session (two-factor codes set up, signed out) before the loaders run.
 */
const answered = new WeakMap<Request, Promise<SignedInUser | null>>();

export function signedInUser(request: Request, now = Date.now()): Promise<SignedInUser | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return lookUpUser(request, now);
  let answer = answered.get(request);
  if (!answer) {
    answer = lookUpUser(request, now);
    answered.set(request, answer);
  }
  return answer;
}

async function lookUpUser(request: Request, now: number): Promise<SignedInUser | null> {
  const found = await (await auth()).api.getSession({ headers: request.headers });
  if (!found) return null;
  const { session, user } = found;
  const tooOld = now - new Date(session.createdAt).getTime() > ABSOLUTE_TIMEOUT_MS;
  if (tooOld || user.active === false) {
    await endSession(session.token);
    return null;
  }
  const language = ["nl", "fr", "en", "de"].includes(user.language ?? "") ? (user.language as Language) : "nl";
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role as UserRole,
    language,
    twoFactorEnabled: user.twoFactorEnabled === true,
    sessionToken: session.token,
  };
}

/** To the sign-in page, which sends the person back to this page once they are in. */
function toSignIn(request: Request, language: Language): never {
  const here = new URL(request.url);
  throw redirect(`${href("login", language)}?next=${encodeURIComponent(here.pathname + here.search)}`);
}

/** Where a manager without two-factor codes is sent, to set them up before anything else. */
export const TWO_FACTOR_SETUP_PATH = "/admin/account/";

/**
 * A staff member (manager or agent), or: to sign-in without a session, 403 with another role. A
 * manager must have two-factor codes: until they are set up, every back-office page but the account
 * page sends them there. With `secondFactor`, an agent without codes gets 403 too: for what takes
 * everyone's personal data out of the site (the exports), a stolen password must not be enough.
 * (Setting codes up ends the account's sessions made without one: own-account.ts.)
 */
export async function requireStaff(
  request: Request,
  roles: readonly UserRole[] = STAFF,
  options: { withoutTwoFactor?: boolean; secondFactor?: boolean } = {},
): Promise<SignedInUser> {
  const user = await signedInUser(request);
  if (!user) toSignIn(request, "nl");
  if (!roles.includes(user.role)) forbidden();
  if (user.role === "manager" && !user.twoFactorEnabled && !options.withoutTwoFactor)
    throw redirect(TWO_FACTOR_SETUP_PATH);
  if (options.secondFactor && !user.twoFactorEnabled) forbidden();
  return user;
}

/**
 * An owner, for the owner portal: without a session to sign-in (and back), staff get 403. Which
 * properties they may see is checked by the portal's queries (property_owners).
 */
export async function requireOwner(request: Request, language: Language): Promise<SignedInUser> {
  const user = await signedInUser(request);
  if (!user) toSignIn(request, language);
  if (user.role !== "owner") forbidden();
  return user;
}
