import { data, Form, useActionData, useLocation } from "react-router";
import { positiveId } from "../../.server/admin/id-param.ts";
import { MAILS_PER_PAGE, mailStateOf, outbox, resendMail } from "../../.server/admin/outbox.ts";
import { pageNumberOf } from "../../.server/admin/paging.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { badRequest } from "../../.server/http-errors.ts";
import { AdminPaging, pageHref } from "../../components/admin/admin-paging.tsx";
import { ResendOutcome } from "../../components/admin/mail-outcome.tsx";
import { Link } from "../../components/ui/link.tsx";
import { mailView } from "../../domain/mail-resend.ts";
import { MAIL_STATES } from "../../domain/mail-state.ts";
import { dateTimeFormat } from "../../i18n/dates.ts";
import { fillCount } from "../../i18n/fill.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_MAILS_MESSAGES } from "../../i18n/messages/admin-mails.ts";
import { adminHref } from "../../shared/admin-pages.ts";
import type { Route } from "./+types/mails";
import "../../styles/admin-mails.css";

/** The outbox, newest first, filtered by state: what left, what waits, what failed and why. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const search = new URL(request.url).searchParams;
  const state = mailStateOf(search);
  const page = pageNumberOf(search);
  const { total, rows } = await outbox(state, page);
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    x: ADMIN_MAILS_MESSAGES[user.language],
    state,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / MAILS_PER_PAGE)),
    rows: rows.map((row) => ({
      id: row.id,
      to: row.recipient.address,
      subject: row.subject,
      attempts: row.attempts,
      state: mailView(row),
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      leadId: row.leadId,
      // A failed mail goes back in the queue, a sent one again as a copy; the mail's page says why not.
      resendable: row.resend.way !== "none",
    })),
  };
}

/** Sends a mail again: a failed one back in the queue, a sent one as a copy. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const form = await readFormBody(request);
  if (form.get("intent") !== "resend") badRequest("resend");
  const resent = await resendMail(positiveId(form.get("id"), "id"), { id: user.id, name: user.name });
  // A mail that is gone or changed since the list was drawn: the list says so, drawn again.
  return data({ resent }, { status: resent.kind === "refused" ? 409 : 200 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.m.mails.title} | ${loaderData.m.backOfficeTitle}` : "" }];
}

export default function Mails({ loaderData }: Route.ComponentProps) {
  const { m, x, state, total, rows, language, page, pages } = loaderData;
  const t = m.mails;
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const date = dateTimeFormat(language, { dateStyle: "short", timeStyle: "short" });
  const stateText = { failed: t.failed, waiting: t.waiting, sent: t.sent, held: m.leads.mailHeldState } as const;
  return (
    <div className="container page-body admin-page" lang={language}>
      <h1 id="page-title">{t.title}</h1>
      {actionData ? <ResendOutcome resent={actionData.resent} x={x} /> : null}
      <Form method="get" className="admin-filters">
        <div className="field">
          <label htmlFor="mail-state">{t.state}</label>
          <select id="mail-state" name="state" defaultValue={state ?? ""}>
            <option value="">{t.all}</option>
            {MAIL_STATES.map((value) => (
              <option key={value} value={value}>
                {stateText[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-accent">
          {m.leads.filter}
        </button>
      </Form>
      <p>{fillCount(language, t.total, total)}</p>
      {rows.length === 0 ? <p>{t.none}</p> : null}
      <ul className="admin-list">
        {rows.map((row) => (
          <li key={row.id} className={`admin-mail admin-mail-${row.state}`}>
            <p>
              <Link to={`/admin/mails/${row.id}/`} id={`mail-${row.id}-subject`}>
                <strong>{row.subject}</strong>
              </Link>
            </p>
            <p>
              {t.to}: {row.to} · {date.format(new Date(row.createdAt))} · {t.state}:{" "}
              <strong>{stateText[row.state as keyof typeof stateText]}</strong>
              {row.attempts > 0 ? ` · ${t.attempts}: ${row.attempts}` : ""}
              {row.leadId ? (
                <>
                  {" · "}
                  <Link to={`/admin/leads/${row.leadId}/`}>
                    {t.lead} {row.leadId}
                  </Link>
                </>
              ) : null}
            </p>
            {row.lastError ? (
              <p className="admin-error">
                {t.error}: {row.lastError}
              </p>
            ) : null}
            {row.resendable ? (
              // Back at the page's head after the post, where it says what was done.
              <Form method="post" action={`${location.search}#page-title`}>
                <input type="hidden" name="id" value={row.id} />
                <button
                  type="submit"
                  name="intent"
                  value="resend"
                  className="btn btn-accent"
                  aria-describedby={`mail-${row.id}-subject`}
                >
                  {t.resend}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      <AdminPaging
        m={m}
        page={page}
        pages={pages}
        hrefOf={(next) => pageHref(adminHref("mails"), new URLSearchParams(state ? { state } : {}), next)}
      />
    </div>
  );
}
