import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { userList } from "../../.server/admin/users.ts";
import { inviteUser } from "../../.server/auth/invitations.ts";
import { USER_ROLES } from "../../.server/db/auth-schema.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { fill } from "../../i18n/fill.ts";
import { dateTimeFormat } from "../../i18n/format.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_ACCOUNT_MESSAGES } from "../../i18n/messages/admin-account.ts";
import type { Route } from "./+types/users";

/** Every account, staff and owners, with what a manager checks at a glance. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const list = await userList();
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    u: ADMIN_ACCOUNT_MESSAGES[user.language].users,
    users: list.map((row) => ({ ...row, lastSignIn: row.lastSignIn ? new Date(row.lastSignIn).toISOString() : null })),
  };
}

const invitationSchema = z.object({
  name: z.string().trim().min(1).max(120),
  email: z.email().max(254),
  role: z.enum(USER_ROLES),
  language: z.enum(LANGUAGES),
});

/** Invites someone: the account is made without a password and a link to choose one is mailed. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const form = await readFormBody(request);
  const email = form.get("email");
  const parsed = invitationSchema.safeParse({
    name: form.get("name"),
    email: typeof email === "string" ? email.trim().toLowerCase() : "",
    role: form.get("role"),
    language: form.get("language"),
  });
  if (!parsed.success) return data({ problem: "invalid" as const }, { status: 400 });
  const id = await inviteUser(parsed.data, { id: user.id, name: user.name });
  if (!id) return data({ problem: "taken" as const }, { status: 409 });
  return { invited: parsed.data.email };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.u.title} | ${loaderData.m.title}` : "" }];
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { m, u, users, language } = loaderData;
  const outcome = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const date = dateTimeFormat(language, { dateStyle: "short", timeStyle: "short" });
  return (
    <div className="container page-body admin-page" lang={language}>
      <h1 id="page-title">{u.title}</h1>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{u.name}</th>
              <th scope="col">{u.email}</th>
              <th scope="col">{u.role}</th>
              <th scope="col">{u.twoFactor}</th>
              <th scope="col">{u.lastSignIn}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={`/admin/users/${row.id}/`}>{row.name}</Link>
                  {row.active ? null : <span className="admin-tag">{u.inactive}</span>}
                  {row.hasPassword ? null : <span className="admin-tag">{u.invitationPending}</span>}
                </td>
                <td className="admin-address">{row.email}</td>
                <td>{m.roles[row.role]}</td>
                <td>{row.twoFactorEnabled ? u.on : u.off}</td>
                <td>{row.lastSignIn ? date.format(new Date(row.lastSignIn)) : u.never}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section aria-labelledby="invite-title" className="admin-section">
        <h2 id="invite-title">{u.invite}</h2>
        {outcome && "invited" in outcome ? (
          <output className="form-success">{fill(u.invited, { email: outcome.invited })}</output>
        ) : null}
        {outcome && "problem" in outcome ? (
          <p className="form-alert" role="alert">
            {u[outcome.problem]}
          </p>
        ) : null}
        <Form method="post" className="admin-filters">
          <div className="field">
            <label htmlFor="invite-name">{u.name}</label>
            <input id="invite-name" name="name" required maxLength={120} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="invite-email">{u.email}</label>
            <input id="invite-email" name="email" type="email" required maxLength={254} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="invite-role">{u.role}</label>
            <select id="invite-role" name="role" defaultValue="owner">
              {USER_ROLE_OPTIONS.map((role) => (
                <option key={role} value={role}>
                  {m.roles[role]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="invite-language">{u.language}</label>
            <select id="invite-language" name="language" defaultValue={language}>
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {code.toUpperCase()}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-accent" disabled={busy}>
            {u.sendInvitation}
          </button>
        </Form>
      </section>
    </div>
  );
}

const USER_ROLE_OPTIONS = ["owner", "agent", "manager"] as const;
