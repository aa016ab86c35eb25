import { AUDIT_LINES_PER_PAGE, auditFilterSearch, auditFiltersOf, auditLines } from "../../.server/admin/audit-log.ts";
import { AUDIT_RECORD_KINDS } from "../../.server/admin/audit-records.ts";
import { auditLineViews } from "../../.server/admin/audit-view.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { AdminPaging, pageHref } from "../../components/admin/admin-paging.tsx";
import { AuditChanges } from "../../components/admin/audit/audit-changes.tsx";
import { AuditFilters } from "../../components/admin/audit/audit-filters.tsx";
import { fillCount } from "../../i18n/fill.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_AUDIT_MESSAGES } from "../../i18n/messages/admin-audit.ts";
import { adminHref } from "../../shared/admin-pages.ts";
import type { Route } from "./+types/audit";
import "../../styles/admin-audit.css";

/** Who did what and when, for managers: sign-ins and every change made in the back office. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const search = new URL(request.url).searchParams;
  const { filters, problems } = auditFiltersOf(search);
  const { total, rows, actors, userNames } = await auditLines(filters);
  const t = ADMIN_AUDIT_MESSAGES[user.language];
  // The form shows what was typed where it could not be read, so it can be put right.
  const typed = (name: string) => (search.get(name) ?? "").slice(0, 64);
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    t,
    filterSearch: auditFilterSearch(filters).toString(),
    values: {
      from: filters.from ?? "",
      to: filters.to ?? "",
      kind: filters.kind ?? "",
      record: filters.record ?? typed("record"),
      actor: filters.actorId ?? "",
    },
    problems: problems.map((problem) => t.problems[problem]),
    kinds: AUDIT_RECORD_KINDS.map((kind) => ({ value: kind, label: t.kinds[kind] })),
    page: filters.page,
    total,
    pages: Math.max(1, Math.ceil(total / AUDIT_LINES_PER_PAGE)),
    actors,
    lines: auditLineViews(rows, user.language, t, userNames),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.t.title} | ${loaderData.m.backOfficeTitle}` : "" }];
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { m, t, lines, actors, kinds, values, problems, filterSearch, language, total, page, pages } = loaderData;
  return (
    <div className="container page-body admin-page" lang={language}>
      <h1 id="page-title">{t.title}</h1>
      <p>{t.intro}</p>
      <AuditFilters key={filterSearch} t={t} values={values} kinds={kinds} actors={actors} problems={problems} />
      <p>{fillCount(language, t.total, total)}</p>
      {lines.length === 0 ? <p>{t.empty}</p> : null}
      {lines.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table cards-on-phone audit-table">
            <thead>
              <tr>
                <th scope="col">{t.columns.when}</th>
                <th scope="col">{t.columns.who}</th>
                <th scope="col">{t.columns.what}</th>
                <th scope="col">{t.columns.record}</th>
                <th scope="col">{t.columns.changes}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <td data-label={t.columns.when}>
                    <time dateTime={line.at}>{line.when}</time>
                  </td>
                  <td data-label={t.columns.who}>{line.who}</td>
                  <th scope="row" data-label={t.columns.what}>
                    {line.action}
                  </th>
                  <td data-label={t.columns.record}>
                    {line.record?.href ? <a href={line.record.href}>{line.record.label}</a> : line.record?.label}
                  </td>
                  <td data-label={t.columns.changes}>
                    <AuditChanges line={line} t={t} language={language} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <AdminPaging
        m={m}
        page={page}
        pages={pages}
        hrefOf={(next) => pageHref(adminHref("audit"), new URLSearchParams(filterSearch), next)}
        total={total}
      />
    </div>
  );
}
