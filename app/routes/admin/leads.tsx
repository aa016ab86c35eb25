import { Form, useActionData } from "react-router";
import { formReply, parseSubmission } from "../../.server/admin/form-reply.ts";
import { positiveId } from "../../.server/admin/id-param.ts";
import { changeLeads, staffMembers } from "../../.server/admin/lead-handling.ts";
import { LEADS_PER_PAGE, leadFilterSearch, leadFiltersOf, leadInbox } from "../../.server/admin/leads.ts";
import { MAX_SAVED_FILTERS, removeFilter, savedFilters, saveFilter } from "../../.server/admin/saved-lead-filters.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { formText, readFormBody } from "../../.server/form-body.ts";
import { badRequest } from "../../.server/http-errors.ts";
import { siteData } from "../../.server/site-settings.ts";
import { lastResultOf } from "../../components/admin/admin-form.ts";
import { AdminPaging, pageHref } from "../../components/admin/admin-paging.tsx";
import { LeadBulkActions, LeadTable, SavedFilters } from "../../components/admin/lead-inbox.tsx";
import { savedFilterSchema } from "../../domain/admin-forms/lead-forms.ts";
import { FORM_KINDS } from "../../domain/forms/form-kinds.ts";
import { LEAD_STATUSES, type LeadStatus } from "../../domain/lead-handling.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_ACCOUNT_MESSAGES } from "../../i18n/messages/admin-account.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import { ADMIN_INBOX_MESSAGES, type AdminInboxMessages } from "../../i18n/messages/admin-inbox.ts";
import { adminHref } from "../../shared/admin-pages.ts";
import "../../styles/admin-inbox.css";
import { StaffOptions } from "../../components/admin/staff-choices.tsx";
import type { Route } from "./+types/leads";

/** Every submission of every form, with its filters and order in the URL, the person's saved filters and the staff to assign to. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const url = new URL(request.url);
  const filters = leadFiltersOf(url.searchParams);
  const { settings } = await siteData();
  const [{ total, rows }, staff, saved] = await Promise.all([
    leadInbox(filters, { id: user.id, language: user.language, fallback: settings.fallback }),
    staffMembers(),
    savedFilters(user.id),
  ]);
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    t: ADMIN_INBOX_MESSAGES[user.language],
    f: adminFormTexts(user.language),
    // The export needs two-factor codes (leads-export.ts): without them, why it is not offered.
    exportBlocked: user.twoFactorEnabled ? null : ADMIN_ACCOUNT_MESSAGES[user.language].account.exportNeedsTwoFactor,
    filters,
    search: leadFilterSearch(filters).toString(),
    total,
    pages: Math.max(1, Math.ceil(total / LEADS_PER_PAGE)),
    staff,
    saved,
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/** The ids ticked in the list (each a row id, or a 400). */
function chosenIds(form: FormData): number[] {
  return form.getAll("ids").map((value) => positiveId(value, "ids"));
}

/**
 * The list's bulk actions (assign, status, spam for the ticked requests), and saving or removing a
 * filter of the person's own.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const actor = { id: user.id, name: user.name };
  const form = await readFormBody(request);
  const intent = form.get("intent");
  if (intent === "save-filter") {
    const submission = parseSubmission(form, savedFilterSchema);
    if (submission.status !== "success") return formReply(submission, { form: "save-filter" });
    const result = await saveFilter(user.id, submission.value.name, new URLSearchParams(formText(form, "search")));
    return formReply(
      submission,
      { form: "save-filter", resetForm: result === "saved" },
      { notice: result === "saved" ? ("savedDone" as const) : ("savedFull" as const), count: MAX_SAVED_FILTERS },
    );
  }
  if (intent === "remove-filter") {
    await removeFilter(user.id, positiveId(form.get("filter"), "filter"));
    return { notice: "removedDone" as const, count: 0 };
  }
  if (intent !== "bulk-assign" && intent !== "bulk-status" && intent !== "bulk-spam") badRequest("unknown intent");
  const ids = chosenIds(form);
  if (ids.length === 0) return { notice: "bulkNone" as const, count: 0 };
  if (ids.length > LEADS_PER_PAGE) badRequest("more requests than a page lists");
  let result: number | "no-staff";
  if (intent === "bulk-assign") {
    const to = formText(form, "assignee");
    result = await changeLeads(actor, ids, { assignedTo: to === "" ? null : to });
  } else {
    const status = intent === "bulk-spam" ? "spam" : formText(form, "status");
    if (!(LEAD_STATUSES as readonly string[]).includes(status)) badRequest("unknown status");
    result = await changeLeads(actor, ids, { status: status as LeadStatus });
  }
  if (result === "no-staff") badRequest("not an active manager or agent");
  return { notice: result === 0 ? ("bulkUnchanged" as const) : ("bulkDone" as const), count: result };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.m.leads.leads} | ${loaderData.m.backOfficeTitle}` : "" }];
}

type Notice = "bulkDone" | "bulkUnchanged" | "bulkNone" | "savedDone" | "savedFull" | "removedDone";

/** The action's answer as a sentence: how many requests changed, or what became of a saved filter. */
function noticeText(done: unknown, t: AdminInboxMessages, language: Language): string | null {
  if (!done || typeof done !== "object" || !("notice" in done)) return null;
  const { notice, count = 0 } = done as { notice: Notice; count?: number };
  if (notice === "bulkDone") return fillCount(language, t.list.bulkDone, count);
  if (notice === "savedFull") return fill(t.list.savedFull, { count });
  return t.list[notice];
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { m, t, filters, total, pages, rows, language, staff } = loaderData;
  const done = useActionData<typeof action>();
  const search = new URLSearchParams(loaderData.search);
  const l = m.leads;
  const notice = noticeText(done, t, language);
  return (
    <div className="container page-body admin-page" lang={language}>
      <h1 id="page-title">{l.leads}</h1>
      {notice ? (
        <p>
          <output className="form-alert">{notice}</output>
        </p>
      ) : null}
      <SavedFilters
        saved={loaderData.saved}
        search={loaderData.search}
        lastResult={lastResultOf(done, "save-filter")}
        t={t}
        f={loaderData.f}
      />
      <Form method="get" className="admin-filters admin-filters-row">
        {/* The order stays when the filters change. */}
        {filters.sort !== "received" || filters.direction !== "desc" ? (
          <>
            <input type="hidden" name="sort" value={filters.sort} />
            <input type="hidden" name="dir" value={filters.direction} />
          </>
        ) : null}
        <div className="field">
          <label htmlFor="lead-kind">{l.form}</label>
          <select id="lead-kind" name="kind" defaultValue={filters.kind ?? ""}>
            <option value="">{l.allForms}</option>
            {FORM_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {l.kinds[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="lead-status">{l.status}</label>
          <select id="lead-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">{l.allStatuses}</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {l.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="lead-assignee-filter">{t.list.assigneeFilter}</label>
          <select id="lead-assignee-filter" name="assignee" defaultValue={filters.assignee ?? ""}>
            <option value="">{t.list.anyone}</option>
            <option value="me">{t.list.me}</option>
            <option value="none">{t.list.nobody}</option>
            <StaffOptions staff={staff} roles={m.roles} />
          </select>
        </div>
        <div className="field">
          <label htmlFor="lead-query">{l.search}</label>
          <input id="lead-query" name="q" type="search" defaultValue={filters.query} maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor="lead-verified">{l.verified}</label>
          <select
            id="lead-verified"
            name="verified"
            defaultValue={filters.verified === null ? "" : filters.verified ? "yes" : "no"}
          >
            <option value="">{l.all}</option>
            <option value="yes">{l.captchaSolved}</option>
            <option value="no">{l.captchaUnsolved}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="lead-property">{l.propertyFilter}</label>
          <input
            id="lead-property"
            name="property"
            inputMode="numeric"
            pattern="[0-9]*"
            size={8}
            defaultValue={filters.propertyId ?? ""}
          />
        </div>
        <div className="field">
          <label htmlFor="lead-from">{l.from}</label>
          <input id="lead-from" name="from" type="date" defaultValue={filters.from ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="lead-to">{l.to}</label>
          <input id="lead-to" name="to" type="date" defaultValue={filters.to ?? ""} />
        </div>
        <button type="submit" className="btn btn-accent">
          {l.filter}
        </button>
      </Form>
      <p className="admin-summary">
        <span>{fillCount(language, l.total, total)}</span>
        {total === 0 ? null : loaderData.exportBlocked ? (
          <span className="admin-hint">{loaderData.exportBlocked}</span>
        ) : (
          // A file to download, not a page: the browser fetches it itself.
          <a href={`/admin/leads/export.csv${search.size > 0 ? `?${search}` : ""}`} download>
            {l.exportCsv}
          </a>
        )}
      </p>
      {rows.length === 0 ? (
        <p>{l.empty}</p>
      ) : (
        <>
          <LeadTable rows={rows} filters={filters} search={search} language={language} m={m} t={t} />
          {/* After the list, as one ticks and then acts: on a wide screen it stays at the screen's foot. */}
          <LeadBulkActions staff={staff} m={m} t={t} />
        </>
      )}
      <AdminPaging
        m={m}
        page={filters.page}
        pages={pages}
        hrefOf={(page) => pageHref(adminHref("leads"), search, page)}
      />
    </div>
  );
}
