import { getFormProps } from "@conform-to/react";
import { Form, useActionData } from "react-router";
import { formReply, readSubmission } from "../../.server/admin/form-reply.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { userList } from "../../.server/admin/users.ts";
import { inviteUser } from "../../.server/auth/invitations.ts";
import { AdminField } from "../../components/admin/admin-field.tsx";
import { lastResultOf, useAdminForm } from "../../components/admin/admin-form.ts";
import { useFormBusy } from "../../components/forms/form-busy.ts";
import { Link } from "../../components/ui/link.tsx";
import { invitationSchema } from "../../domain/admin-forms/user-forms.ts";
import type { USER_ROLES } from "../../domain/user-roles.ts";
import { dateTimeFormat } from "../../i18n/dates.ts";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_ACCOUNT_MESSAGES } from "../../i18n/messages/admin-account.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import type { Route } from "./+types/users";

/** Every account, staff and owners, with what a manager checks at a glance. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const list = await userList();
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    u: ADMIN_ACCOUNT_MESSAGES[user.language].users,
    f: adminFormTexts(user.language),
    users: list.map((row) => ({ ...row, lastSignIn: row.lastSignIn ? new Date(row.lastSignIn).toISOString() : null })),
  };
}

/** Invites someone: the account is made without a password and a link to choose one is mailed. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const { submission } = await readSubmission(request, invitationSchema);
  if (submission.status !== "success") return formReply(submission);
  const invitation = submission.value;
  const id = await inviteUser(invitation, { id: user.id, name: user.name });
  if (!id) return formReply(submission, { formErrors: ["taken"] });
  return formReply(submission, { resetForm: true }, { invited: invitation.email });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.u.title} | ${loaderData.m.backOfficeTitle}` : "" }];
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { m, u, f, users, language } = loaderData;
  const outcome = useActionData<typeof action>();
  const busy = useFormBusy();
  const [form, fields] = useAdminForm({
    id: "invite",
    schema: invitationSchema,
    lastResult: lastResultOf(outcome),
    defaultValue: { role: "owner", language },
  });
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
        {outcome && "invited" in outcome && typeof outcome.invited === "string" ? (
          <output className="form-success">{fill(u.invited, { email: outcome.invited })}</output>
        ) : null}
        {form.errors?.map((key) => (
          <p key={key} className="form-alert" role="alert">
            {key === "taken" ? u.taken : f.checkFields}
          </p>
        ))}
        <Form method="post" className="admin-filters" {...getFormProps(form)}>
          <AdminField meta={fields.name} label={u.name} texts={f} />
          <AdminField meta={fields.email} label={u.email} texts={f} kind="email" />
          <AdminField
            meta={fields.role}
            label={u.role}
            texts={f}
            kind="select"
            options={USER_ROLE_OPTIONS.map((role) => ({ value: role, label: m.roles[role] }))}
          />
          <AdminField
            meta={fields.language}
            label={u.language}
            texts={f}
            kind="select"
            options={LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase() }))}
          />
          <button type="submit" className="btn btn-accent" disabled={busy}>
            {u.sendInvitation}
          </button>
        </Form>
      </section>
    </div>
  );
}

/** Owners first: most invitations are for them. */
const USER_ROLE_OPTIONS = ["owner", "agent", "manager"] as const satisfies readonly (typeof USER_ROLES)[number][];
