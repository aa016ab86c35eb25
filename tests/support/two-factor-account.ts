// For tests of the sign-in code against the real library: the cookies a browser would send back,
// and an account whose two-factor codes are set up through the library's own calls, as the account
// page makes them (the key from the QR code's address, the first code from an independent RFC 6238
// implementation).
import { auth } from "../../app/.server/auth/auth.ts";
import { signIn } from "../../app/.server/auth/sign-in.ts";
import { firstUseOfCode } from "../../app/.server/auth/used-two-factor-codes.ts";
import { totp } from "./totp.ts";

/** The Cookie header a browser sends after these answers: the cookies set, without those expired. */
export function cookieHeader(...answers: Headers[]): string {
  const jar = new Map<string, string>();
  for (const headers of answers) {
    for (const line of headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) jar.delete(name);
      else jar.set(name, pair.slice(pair.indexOf("=") + 1));
    }
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

export function postTo(url: string, cookie = ""): Request {
  return new Request(url, { method: "POST", headers: cookie ? { cookie } : {} });
}

/**
 * Signs in with the password and sets up two-factor codes for the account; what the setup answered
 * (its Set-Cookie lines: the session it replaces), the key and the backup codes.
 */
export async function setUpTwoFactor(
  origin: string,
  account: { id: string; email: string; password: string },
): Promise<{ key: string; backupCodes: string[]; answers: Headers[] }> {
  const signedIn = await signIn(postTo(`${origin}/nl/login/`), account.email, account.password);
  if (signedIn?.kind !== "signed-in") throw new Error(`${account.email} could not sign in`);
  const cookie = cookieHeader(signedIn.headers);
  const api = (await auth()).api;
  const enabled = await api.enableTwoFactor({
    body: { password: account.password },
    headers: new Headers({ cookie }),
    returnHeaders: true,
  });
  if (!("totpURI" in enabled.response)) throw new Error("no key for an authenticator app");
  const key = new URL(enabled.response.totpURI).searchParams.get("secret") ?? "";
  const code = totp(key);
  const confirmed = await api.verifyTOTP({ body: { code }, headers: new Headers({ cookie }), returnHeaders: true });
  await firstUseOfCode(account.id, code);
  return {
    key,
    backupCodes: enabled.response.backupCodes,
    answers: [signedIn.headers, enabled.headers, confirmed.headers],
  };
}
