import { getFormProps } from "@conform-to/react";
import { Form, useActionData } from "react-router";
import { formReply, parseSubmission } from "../../.server/admin/form-reply.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import {
  endUserSessions,
  hasPassword,
  linkProperty,
  locksThemselvesOut,
  ownedProperties,
  shareContacts,
  unlinkProperty,
  updateUser,
  userById,
} from "../../.server/admin/users.ts";
import { sendInvitation } from "../../.server/auth/invitations.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { badRequest, notFound } from "../../.server/http-errors.ts";
import { AdminField } from "../../components/admin/admin-field.tsx";
import { lastResultOf, useAdminForm } from "../../components/admin/admin-form.ts";
import { AdminSaveButton } from "../../components/admin/admin-save-button.tsx";
import { useFormBusy } from "../../components/forms/form-busy.ts";
import { Link } from "../../components/ui/link.tsx";
import { linkPropertySchema, userChangeSchema } from "../../domain/admin-forms/user-forms.ts";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_ACCOUNT_MESSAGES } from "../../i18n/messages/admin-account.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
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
    f: adminFormTexts(me.language),
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

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = context.get(staffContext);
  const user = await found(params.id);
  const actor = { id: me.id, name: me.name };
  const form = await readFormBody(request);
  switch (form.get("intent")) {
    case "save": {
      const submission = parseSubmission(form, userChangeSchema);
      if (submission.status !== "success") return formReply(submission, { form: "save" });
      const change = submission.value;
      if (locksThemselvesOut(me.id, user, change))
        return formReply(submission, { form: "save", formErrors: ["notYourself"] });
      await updateUser(user.id, change, actor);
      return formReply(submission, { form: "save" }, { done: "saved" as const });
    }
    case "end-sessions":
      await endUserSessions(user.id, actor);
      return { done: "sessionsEnded" as const };
    case "resend-invitation":
      await sendInvitation(user, actor);
      return { done: "invited" as const };
    case "link": {
      if (user.role !== "owner") badRequest("property");
      const submission = parseSubmission(form, linkPropertySchema);
      if (submission.status !== "success") return formReply(submission, { form: "link" });
      if (!(await linkProperty(user.id, submission.value.property, actor)))
        return formReply(submission, { form: "link", fieldErrors: { property: ["propertyUnknown"] } });
      return formReply(submission, { form: "link", resetForm: true }, { done: "saved" as const });
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
  return [{ title: loaderData ? `${loaderData.user.name} | ${loaderData.m.backOfficeTitle}` : "" }];
}

export default function User({ loaderData }: Route.ComponentProps) {
  const { m, u, f, user, properties, self, language, invitationPending } = loaderData;
  const outcome = useActionData<typeof action>();
  const busy = useFormBusy();
  const done = outcome && "done" in outcome ? outcome.done : undefined;
  const [saveForm, saveFields] = useAdminForm({
    id: "user",
    schema: userChangeSchema,
    lastResult: lastResultOf(outcome, "save"),
    defaultValue: { role: user.role, language: user.language, active: user.active ? "yes" : "no" },
  });
  const [linkForm, linkFields] = useAdminForm({
    id: "link",
    schema: linkPropertySchema,
    lastResult: lastResultOf(outcome, "link"),
  });
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
          {u.backToUsers}
        </Link>
      </p>
      <h1 id="page-title">{user.name}</h1>
      {doneText ? <output className="form-success">{doneText}</output> : null}
      {saveForm.errors?.includes("notYourself") ? (
        <p className="form-alert" role="alert">
          {u.notYourself}
        </p>
      ) : null}
      <dl className="admin-facts">
        <dt>{u.email}</dt>
        <dd>{user.email}</dd>
        <dt>{u.twoFactor}</dt>
        <dd>{user.twoFactorEnabled ? u.on : u.off}</dd>
      </dl>
      {invitationPending ? <p>{u.invitationPending}.</p> : null}
      <Form method="post" className="admin-filters admin-section" {...getFormProps(saveForm)}>
        {/* Managers cannot change their own role or switch themselves off (locksThemselvesOut). */}
        <AdminField
          meta={saveFields.role}
          label={u.role}
          texts={f}
          kind="select"
          locked={self}
          options={(["owner", "agent", "manager"] as const).map((role) => ({ value: role, label: m.roles[role] }))}
        />
        <AdminField
          meta={saveFields.language}
          label={u.language}
          texts={f}
          kind="select"
          options={LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase() }))}
        />
        <AdminField
          meta={saveFields.active}
          label={u.active}
          texts={f}
          kind="select"
          locked={self}
          options={[
            { value: "yes", label: u.active },
            { value: "no", label: u.inactive },
          ]}
        />
        <AdminSaveButton label={u.save} busy={busy} />
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
          <Form method="post" className="admin-filters" {...getFormProps(linkForm)}>
            <AdminField
              meta={linkFields.property}
              label={u.addProperty}
              texts={f}
              ownErrors={{ propertyUnknown: u.propertyUnknown }}
            />
            <button type="submit" name="intent" value="link" className="btn btn-accent" disabled={busy}>
              {u.link}
            </button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
