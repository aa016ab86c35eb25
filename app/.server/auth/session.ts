// Who is asking: the signed-in user of a request, read on the server in every loader and action
// that needs one. A session past its absolute lifetime, or of a deactivated user, is ended here and
// counts as none.
import { redirect } from "react-router";
import { STAFF_ROLES, type UserRole } from "../../domain/user-roles.ts";
import type { Language } from "../../i18n/languages.ts";
import { href } from "../../i18n/links.ts";
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
  throw signInRedirect(request, language);
}

/** Where a manager without two-factor codes is sent, to set them up before anything else. */
export const TWO_FACTOR_SETUP_PATH = "/admin/account/";

/** What a back-office page asks of the person using it (app/shared/admin-pages.ts says it per page). */
export interface StaffRule {
  roles: readonly UserRole[];
  /** Staff without two-factor codes get 403 (the exports of personal data). */
  secondFactor?: boolean;
  /** A manager without two-factor codes may use it (the account page, sign-out). */
  beforeTwoFactor?: boolean;
}

/** What becomes of a request by this person under this rule. */
export type StaffDecision = "admit" | "sign-in" | "forbidden" | "set-up-two-factor";

/**
 * Without a session: to sign-in; with a role the rule does not name: 403. A manager must have
 * two-factor codes: until they are set up, every back-office page but the account page (and signing
 * out) sends them there. With `secondFactor`, an agent without codes gets 403 too: for what takes
 * everyone's personal data out of the site, a stolen password must not be enough. (Setting codes up
 * ends the account's sessions made without one: own-account.ts.)
 */
export function staffDecision(user: SignedInUser | null, rule: StaffRule): StaffDecision {
  if (!user) return "sign-in";
  if (!rule.roles.includes(user.role)) return "forbidden";
  if (user.role === "manager" && !user.twoFactorEnabled && !rule.beforeTwoFactor) return "set-up-two-factor";
  if (rule.secondFactor && !user.twoFactorEnabled) return "forbidden";
  return "admit";
}

/** The redirect that sends a person to sign in and back here. */
export function signInRedirect(request: Request, language: Language): Response {
  const here = new URL(request.url);
  return redirect(`${href("login", language)}?next=${encodeURIComponent(here.pathname + here.search)}`);
}

/** The signed-in staff member a rule admits; anyone else is sent away as staffDecision says. */
export async function admitStaff(request: Request, rule: StaffRule): Promise<SignedInUser> {
  const user = await signedInUser(request);
  const decision = staffDecision(user, rule);
  if (decision === "sign-in" || !user) throw signInRedirect(request, "nl");
  if (decision === "forbidden") forbidden();
  if (decision === "set-up-two-factor") throw redirect(TWO_FACTOR_SETUP_PATH);
  return user;
}

/** A staff member (manager or agent), for a page outside the back office's layout (a listing's preview). */
export function requireStaff(request: Request): Promise<SignedInUser> {
  return admitStaff(request, { roles: STAFF_ROLES });
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
