import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { staffContext } from "../../.server/admin/staff-context.ts";
import {
  endUserSessions,
  hasPassword,
  linkProperty,
  ownedProperties,
  shareContacts,
  unlinkProperty,
  updateUser,
  userById,
} from "../../.server/admin/users.ts";
import { sendInvitation } from "../../.server/auth/invitations.ts";
import { USER_ROLES } from "../../.server/db/auth-schema.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { badRequest, notFound } from "../../.server/http-errors.ts";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_ACCOUNT_MESSAGES } from "../../i18n/messages/admin-account.ts";
import type { Route } from "./+types/user";

async function found(id: string) {
  if (!/^[\w-]{1,64}$/.test(id)) notFound();
  const user = await userById(id);
  if (!user) notFound();
  return user;
}

/** One account: role, language, active, two-factor status, sessions; an owner's properties. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const me = context.get(staffContext);
  const user = await found(params.id);
  return {
    language: me.language,
    m: ADMIN_MESSAGES[me.language],
    u: ADMIN_ACCOUNT_MESSAGES[me.language].users,
    self: me.id === user.id,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      language: user.language,
      active: user.active,
      twoFactorEnabled: user.twoFactorEnabled,
    },
    invitationPending: !(await hasPassword(user.id)),
    properties: user.role === "owner" ? await ownedProperties(user.id, me.language) : [],
  };
}

const changeSchema = z.object({
  role: z.enum(USER_ROLES),
  language: z.enum(LANGUAGES),
  active: z.enum(["yes", "no"]),
});

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = context.get(staffContext);
  const user = await found(params.id);
  const actor = { id: me.id, name: me.name };
  const form = await readFormBody(request);
  switch (form.get("intent")) {
    case "save": {
      const parsed = changeSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) badRequest("role, language or active");
      const change = { role: parsed.data.role, language: parsed.data.language, active: parsed.data.active === "yes" };
      // A manager cannot lock themselves out, nor leave the site without a manager that way.
      if (me.id === user.id && (change.role !== user.role || !change.active))
        return data({ problem: "notYourself" as const }, { status: 400 });
      await updateUser(user.id, change, actor);
      return { done: "saved" as const };
    }
    case "end-sessions":
      await endUserSessions(user.id, actor);
      return { done: "sessionsEnded" as const };
    case "resend-invitation":
      await sendInvitation(user, actor);
      return { done: "invited" as const };
    case "link": {
      const value = form.get("property");
      const reference = typeof value === "string" ? value.slice(0, 40) : "";
      if (user.role !== "owner" || !reference.trim()) badRequest("property");
      if (!(await linkProperty(user.id, reference, actor)))
        return data({ problem: "propertyUnknown" as const }, { status: 400 });
      return { done: "saved" as const };
    }
    case "share-contacts":
    case "hide-contacts": {
      const propertyId = Number(form.get("propertyId"));
      if (user.role !== "owner" || !Number.isSafeInteger(propertyId) || propertyId <= 0) badRequest("propertyId");
      await shareContacts(user.id, propertyId, form.get("intent") === "share-contacts", actor);
      return { done: "saved" as const };
    }
    case "unlink": {
      const propertyId = Number(form.get("propertyId"));
      if (!Number.isSafeInteger(propertyId) || propertyId <= 0) badRequest("propertyId");
      await unlinkProperty(user.id, propertyId, actor);
      return { done: "saved" as const };
    }
    default:
      badRequest("unknown intent");
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.user.name} | ${loaderData.m.title}` : "" }];
}

export default function User({ loaderData }: Route.ComponentProps) {
  const { m, u, user, properties, self, language, invitationPending } = loaderData;
  const outcome = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const done = outcome && "done" in outcome ? outcome.done : undefined;
  const doneText =
    done === "sessionsEnded"
      ? fill(u.sessionsEnded, { name: user.name })
      : done === "invited"
        ? fill(u.invited, { email: user.email })
        : done
          ? u.saved
          : null;
  return (
    <div className="container page-body admin-page" lang={language}>
      <p>
        <Link to="/admin/users/" className="back-link">
          {u.back}
        </Link>
      </p>
      <h1 id="page-title">{user.name}</h1>
      {doneText ? <output className="form-success">{doneText}</output> : null}
      {outcome && "problem" in outcome ? (
        <p className="form-alert" role="alert">
          {u[outcome.problem]}
        </p>
      ) : null}
      <dl className="admin-facts">
        <dt>{u.email}</dt>
        <dd>{user.email}</dd>
        <dt>{u.twoFactor}</dt>
        <dd>{user.twoFactorEnabled ? u.on : u.off}</dd>
      </dl>
      {invitationPending ? <p>{u.invitationPending}.</p> : null}
      <Form method="post" className="admin-filters admin-section">
        <div className="field">
          <label htmlFor="user-role">{u.role}</label>
          <select id="user-role" name="role" defaultValue={user.role} disabled={self}>
            {(["owner", "agent", "manager"] as const).map((role) => (
              <option key={role} value={role}>
                {m.roles[role]}
              </option>
            ))}
          </select>
          {self ? <input type="hidden" name="role" value={user.role} /> : null}
        </div>
        <div className="field">
          <label htmlFor="user-language">{u.language}</label>
          <select id="user-language" name="language" defaultValue={user.language}>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {code.toUpperCase()}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="user-active">{u.active}</label>
          <select id="user-active" name="active" defaultValue={user.active ? "yes" : "no"} disabled={self}>
            <option value="yes">{u.active}</option>
            <option value="no">{u.inactive}</option>
          </select>
          {self ? <input type="hidden" name="active" value="yes" /> : null}
        </div>
        <button type="submit" name="intent" value="save" className="btn btn-accent" disabled={busy}>
          {u.save}
        </button>
      </Form>
      <div className="admin-sign-out admin-section">
        <Form method="post">
          <button type="submit" name="intent" value="end-sessions" className="btn" disabled={busy}>
            {u.endSessions}
          </button>
        </Form>
        {invitationPending ? (
          <Form method="post">
            <button type="submit" name="intent" value="resend-invitation" className="btn" disabled={busy}>
              {u.resendInvitation}
            </button>
          </Form>
        ) : null}
      </div>
      {user.role === "owner" ? (
        <section aria-labelledby="owner-properties" className="admin-section">
          <h2 id="owner-properties">{u.properties}</h2>
          {properties.length === 0 ? <p>{u.noProperties}</p> : null}
          <ul className="admin-list">
            {properties.map((property) => (
              <li key={property.id}>
                <p>
                  <strong>{property.reference ?? property.id}</strong> · {property.title} · {property.city}
                </p>
                <p>{property.shareContacts ? u.contactsShared : u.contactsHidden}</p>
                <Form method="post" className="admin-actions">
                  <input type="hidden" name="propertyId" value={property.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={property.shareContacts ? "hide-contacts" : "share-contacts"}
                    className="btn"
                    disabled={busy}
                  >
                    {property.shareContacts ? u.hideContacts : u.shareContacts}
                  </button>
                  <button type="submit" name="intent" value="unlink" className="btn" disabled={busy}>
                    {u.unlink}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <Form method="post" className="admin-filters">
            <div className="field">
              <label htmlFor="link-property">{u.addProperty}</label>
              <input id="link-property" name="property" required maxLength={40} autoComplete="off" />
            </div>
            <button type="submit" name="intent" value="link" className="btn btn-accent" disabled={busy}>
              {u.link}
            </button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
