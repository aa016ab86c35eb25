import { dashboardCounts } from "../../.server/admin/dashboard.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import type { Route } from "./+types/dashboard";

/** The back office's first screen, for managers and agents, in the staff member's language. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const m = ADMIN_MESSAGES[user.language];
  return {
    language: user.language,
    m,
    counts: await dashboardCounts(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.m.dashboard} | ${loaderData.m.backOfficeTitle}` : "" },
    { name: "robots", content: "noindex" },
  ];
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { m, counts, language } = loaderData;
  const items: [keyof typeof counts, string][] = [
    ["leadsToday", m.counts.leadsToday],
    ["leadsWeek", m.counts.leadsWeek],
    ["unverified", m.counts.unverified],
    ["failedMails", m.counts.failedMails],
    ["testimonials", m.counts.testimonials],
    ["visits", m.counts.visits],
  ];
  return (
    <div className="container page-body admin-page" lang={language}>
      {/* Who is signed in, and signing out, are in the frame's bar above every page. */}
      <header className="page-header admin-header">
        <h1 id="page-title">{m.dashboard}</h1>
      </header>
      <dl className="admin-counts">
        {items.map(([key, label]) => (
          <div key={key} className="admin-count">
            <dt>{label}</dt>
            <dd>{counts[key]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
