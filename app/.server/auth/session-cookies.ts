/**
 * The Set-Cookie lines of one of the library's answers, alone: what a page passes on to the browser
 * when it signs in, replaces or ends a session.
 */
export function sessionCookies(headers: Headers | undefined): Headers {
  const cookies = new Headers();
  for (const cookie of headers?.getSetCookie() ?? []) cookies.append("Set-Cookie", cookie);
  return cookies;
}
