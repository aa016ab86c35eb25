// What every request to the back office goes through before any of its loaders or actions run
// (routes/admin/layout.tsx declares these two): the page is looked up in the page table
// (app/shared/admin-pages.ts) and the request admitted or refused by that page's rule alone, and
// every answer of the wing, refusals, redirects, downloads and error pages included, is kept out of
// caches and search engines.
import { data, type MiddlewareFunction, redirect } from "react-router";
import { STAFF_ROLES } from "../../domain/user-roles.ts";
import { href } from "../../i18n/links.ts";
import { messagesFor } from "../../i18n/messages.server.ts";
import type { BackOfficeRefusal } from "../../shared/admin-frame-data.ts";
import {
  ADMIN_PAGE_IDS,
  type AdminPage,
  type AdminPageId,
  adminPages,
  adminPattern,
  isReadMethod,
  rolesFor,
} from "../../shared/admin-pages.ts";
import { errorTexts } from "../../shared/error-texts.ts";
import { isSameOrigin } from "../auth/same-origin.ts";
import {
  type SignedInUser,
  signedInUser,
  signInRedirect,
  staffDecision,
  TWO_FACTOR_SETUP_PATH,
} from "../auth/session.ts";
import { languageContext } from "../request-language.ts";
import { adminFrameData } from "./frame.ts";
import { staffContext } from "./staff-context.ts";

/** Nothing behind a sign-in is kept by a browser or a cache, nor indexed. */
export const PRIVATE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

const trimmed = (pattern: string) => pattern.replace(/^\/+|\/+$/g, "");
const BY_PATTERN = new Map(ADMIN_PAGE_IDS.map((id) => [trimmed(adminPattern(id)), id]));

/** The table's page for the route pattern React Router matched ("/admin/leads/:id"). */
export function adminPageOfPattern(pattern: string): AdminPageId | undefined {
  return BY_PATTERN.get(trimmed(pattern));
}

/** The answer, with the headers that keep it private (a redirect's or a file's too). */
export function withPrivateHeaders(response: Response): Response {
  try {
    for (const [name, value] of Object.entries(PRIVATE_HEADERS)) response.headers.set(name, value);
    return response;
  } catch {
    // A response with immutable headers (one passed through from fetch): copy it.
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(PRIVATE_HEADERS)) copy.headers.set(name, value);
    return copy;
  }
}

export const privateAnswers: MiddlewareFunction<Response> = async (_args, next) => withPrivateHeaders(await next());

/**
 * A refusal, to be thrown, drawn as a page of the back office: the middleware runs before the root
 * loader and the layout's loader, so the refusal brings the error page's texts in the visitor's
 * language and, for a staff member, the frame (their menu, their name), as the layout would have.
 */
async function refusal(
  status: 403 | 404 | 405,
  request: Request,
  language: Parameters<typeof messagesFor>[0],
  {
    allow,
    file = false,
    who,
  }: {
    allow?: string;
    file?: boolean;
    /** Who is refused, when already looked up; null: nobody is looked up. */
    who?: SignedInUser | null;
  } = {},
): Promise<unknown> {
  const errors = messagesFor(language).errors;
  const { title, text } = errorTexts(status, errors);
  // An address that answers a file (an export, a document, sign-out) draws no page: its refusal is
  // the same words as text.
  if (file) {
    const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8" });
    if (allow) headers.set("Allow", allow);
    return new Response(`${title}\n${text}\n`, { status, headers });
  }
  // Looked up to draw the page only: the refusal stands whoever it is. A post's session is not
  // remembered for the request (session.ts), so one already looked up is passed in, not read again.
  const user = who === undefined ? await signedInUser(request) : who;
  const staff = user && (STAFF_ROLES as readonly string[]).includes(user.role) ? user : null;
  const body: BackOfficeRefusal = {
    errorTexts: { title, text },
    language,
    home: { href: href("home", language), label: errors.backHome },
    ...(staff ? { frame: await adminFrameData(staff) } : {}),
  };
  return data(body, { status, headers: allow ? { Allow: allow } : undefined });
}

export const admitToPage: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
  const { language } = context.get(languageContext);
  const id = adminPageOfPattern(pattern);
  // A route under the layout that the table does not list is refused rather than served unguarded.
  if (!id) throw await refusal(404, request, language);
  const page: AdminPage = adminPages[id];
  // A module without a page to draw (routes/admin/*.ts, no component) answers files or redirects.
  const file = !page.file.endsWith(".tsx");
  const roles = rolesFor(id, request.method);
  if (!roles) {
    const allow = [page.open ? "GET, HEAD" : "", page.post ? "POST" : ""].filter(Boolean).join(", ");
    throw await refusal(405, request, language, { allow, file });
  }
  // A change asked for from another site is refused before anyone is looked up (a browser sends
  // no session cookie with it anyway: SameSite=Lax), so it is drawn without the frame.
  if (!isReadMethod(request.method) && !isSameOrigin(request))
    throw await refusal(403, request, language, { file, who: null });
  const user = await signedInUser(request);
  const decision = staffDecision(user, {
    roles,
    secondFactor: page.secondFactor,
    beforeTwoFactor: page.beforeTwoFactor,
  });
  if (decision === "sign-in" || !user) throw signInRedirect(request, "nl");
  if (decision === "forbidden") throw await refusal(403, request, language, { file, who: user });
  if (decision === "set-up-two-factor") throw redirect(TWO_FACTOR_SETUP_PATH);
  context.set(staffContext, user);
  return next();
};
