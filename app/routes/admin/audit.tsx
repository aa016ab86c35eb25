import { Form } from "react-router";
import { AUDIT_LINES_PER_PAGE, auditFiltersOf, auditLines } from "../../.server/admin/audit-log.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { AdminPaging } from "../../components/admin/admin-paging.tsx";
import { dateTimeFormat } from "../../i18n/format.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_ACCOUNT_MESSAGES } from "../../i18n/messages/admin-account.ts";
import type { Route } from "./+types/audit";

const ACTION_GROUPS = [
  "sign-in",
  "account",
  "user",
  "owner",
  "lead",
  "testimonial",
  "mail",
  "portal-figures",
  "visit",
  "demand",
  "gdpr",
];

/** Who did what and when, for managers: sign-ins and every change made in the back office. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const filters = auditFiltersOf(new URL(request.url).searchParams);
  const { total, rows, actors } = await auditLines(filters);
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    t: ADMIN_ACCOUNT_MESSAGES[user.language].audit,
    filters,
    total,
    pages: Math.max(1, Math.ceil(total / AUDIT_LINES_PER_PAGE)),
    actors: actors.filter((actor) => actor.id !== null),
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      who: row.actorName,
      action: row.action,
      subject: row.subject,
      details: Object.keys(row.details).length > 0 ? JSON.stringify(row.details) : "",
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.t.title} | ${loaderData.m.title}` : "" }];
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { m, t, rows, actors, filters, language, total, pages } = loaderData;
  const date = dateTimeFormat(language, { dateStyle: "short", timeStyle: "medium" });
  const pageLink = (page: number) =>
    `?${new URLSearchParams({
      ...(filters.actorId ? { actor: filters.actorId } : {}),
      ...(filters.action ? { action: filters.action } : {}),
      page: String(page),
    })}`;
  return (
    <div className="container page-body admin-page" lang={language}>
      <h1 id="page-title">{t.title}</h1>
      <Form method="get" className="admin-filters">
        <div className="field">
          <label htmlFor="audit-actor">{t.actor}</label>
          <select id="audit-actor" name="actor" defaultValue={filters.actorId ?? ""}>
            <option value="">{m.leads.all}</option>
            {actors.map((actor) => (
              <option key={actor.id} value={actor.id ?? ""}>
                {actor.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-action">{t.action}</label>
          <select id="audit-action" name="action" defaultValue={filters.action ?? ""}>
            <option value="">{m.leads.all}</option>
            {ACTION_GROUPS.map((group) => (
              <option key={group} value={group}>
                {group}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-accent">
          {m.leads.filter}
        </button>
      </Form>
      {rows.length === 0 ? <p>{t.empty}</p> : null}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t.when}</th>
              <th scope="col">{t.who}</th>
              <th scope="col">{t.what}</th>
              <th scope="col">{t.subject}</th>
              <th scope="col">{t.details}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{date.format(new Date(row.at))}</td>
                <td>{row.who}</td>
                <td>
                  <code>{row.action}</code>
                </td>
                <td>{row.subject}</td>
                <td>
                  <code>{row.details}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AdminPaging m={m} page={filters.page} pages={pages} hrefOf={pageLink} total={total} />
    </div>
  );
}
