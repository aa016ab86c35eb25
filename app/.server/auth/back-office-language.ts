// The back office speaks the language its staff member chose, frame included: its paths carry no
// language, so for them the signed-in user's language replaces the browser's preference.
import type { Language } from "../../i18n/languages.ts";
import type { RequestLanguage } from "../request-language.ts";
import { signedInUser } from "./session.ts";

export async function backOfficeLanguage(
  request: Request,
  enabled: readonly Language[],
  resolved: RequestLanguage,
): Promise<RequestLanguage> {
  const { pathname } = new URL(request.url);
  if (pathname !== "/admin" && !pathname.startsWith("/admin/")) return resolved;
  const user = await signedInUser(request);
  return user && enabled.includes(user.language) ? { language: user.language, fromPath: false } : resolved;
}
