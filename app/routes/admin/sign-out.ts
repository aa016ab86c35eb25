// Signing out of the back office: this session, or every session of the account. The frame's
// sign-out form posts here; the layout admits every staff member, a manager before setting up
// two-factor codes too.
import { data, redirect } from "react-router";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { signOut } from "../../.server/auth/own-account.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { href } from "../../i18n/links.ts";
import type { Route } from "./+types/sign-out";

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const form = await readFormBody(request);
  const cookies = await signOut(request, user, form.get("intent") === "sign-out-everywhere");
  if (!cookies.has("Set-Cookie")) return data(null, { status: 400 });
  throw redirect(href("login", user.language), { headers: cookies });
}
