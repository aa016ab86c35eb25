import { dashboard } from "../../.server/admin/dashboard.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { taskView } from "../../.server/admin/task-view.ts";
import { siteData } from "../../.server/site-settings.ts";
import { TaskTitle } from "../../components/admin/task-list.tsx";
import { Link } from "../../components/ui/link.tsx";
import { dateTimeFormat } from "../../i18n/dates.ts";
import { fill } from "../../i18n/fill.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_INBOX_MESSAGES } from "../../i18n/messages/admin-inbox.ts";
import "../../styles/admin-inbox.css";
import type { Route } from "./+types/dashboard";

/**
 * The back office's first screen, for managers and agents, in the staff member's language: today's
 * agenda (visits, their tasks due, today's requests), then what waits, each tile a link to its list.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const { settings } = await siteData();
  const language = user.language;
  const found = await dashboard({ id: user.id, language, fallback: settings.fallback });
  const time = dateTimeFormat(language, { hour: "2-digit", minute: "2-digit" });
  const m = ADMIN_MESSAGES[language];
  return {
    language,
    m,
    t: ADMIN_INBOX_MESSAGES[language],
    date: dateTimeFormat(language, { weekday: "long", day: "numeric", month: "long" }).format(new Date()),
    tiles: found.tiles,
    visits: found.visits.map((slot) => ({
      id: slot.id,
      time: `${time.format(slot.startsAt)} – ${time.format(slot.endsAt)}`,
      property: [slot.propertyReference, slot.propertyTitle, slot.propertyCity].filter(Boolean).join(" · "),
      visitors: slot.bookings.map((booking) => booking.name || booking.email).join(", "),
    })),
    tasks: found.tasks.map((task) => taskView(task, found.today, language)),
    leads: found.leads.map((lead) => ({
      id: lead.id,
      time: time.format(lead.createdAt),
      who: lead.name || lead.email || String(lead.id),
      form: (m.leads.kinds as Record<string, string>)[lead.kind] ?? lead.kind,
      property: lead.propertyReference,
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.m.dashboard} | ${loaderData.m.backOfficeTitle}` : "" },
    { name: "robots", content: "noindex" },
  ];
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { m, t, tiles, visits, tasks, leads, language } = loaderData;
  const o = t.overview;
  const tileOf = (key: (typeof tiles)[number]["key"]) => tiles.find((tile) => tile.key === key);
  return (
    <div className="container page-body admin-page" lang={language}>
      {/* Who is signed in, and signing out, are in the frame's bar above every page. */}
      <header className="page-header admin-header">
        <h1 id="page-title">{m.dashboard}</h1>
        <p className="admin-hint">{fill(o.agenda, { date: loaderData.date })}</p>
      </header>
      <div className="admin-agenda">
        <section aria-labelledby="agenda-visits">
          <h2 id="agenda-visits">{o.visits}</h2>
          {visits.length === 0 ? (
            <p>{o.noVisits}</p>
          ) : (
            <ul className="admin-agenda-list">
              {visits.map((visit) => (
                <li key={visit.id}>
                  <Link to={`/admin/visits/${visit.id}/`}>{visit.time}</Link> {visit.property}
                  <span className="admin-row-sub">{visit.visitors}</span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={tileOf("visitsToday")?.href ?? "/admin/visits/"}>{o.visitsDay}</Link>
          </p>
        </section>
        <section aria-labelledby="agenda-tasks">
          <h2 id="agenda-tasks">{o.tasks}</h2>
          {tasks.length === 0 ? (
            <p>{o.noTasks}</p>
          ) : (
            <ul className="admin-agenda-list">
              {tasks.map((task) => (
                <li key={task.id}>
                  <TaskTitle task={task} t={t} />
                  <span className="admin-row-sub">
                    {task.dueLabel}
                    {task.overdue ? ` · ${t.tasks.overdue}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to="/admin/tasks/">{o.allTasks}</Link>
          </p>
        </section>
        <section aria-labelledby="agenda-leads">
          <h2 id="agenda-leads">{o.leads}</h2>
          {leads.length === 0 ? (
            <p>{o.noLeads}</p>
          ) : (
            <ul className="admin-agenda-list">
              {leads.map((lead) => (
                <li key={lead.id}>
                  <Link to={`/admin/leads/${lead.id}/`}>{lead.who}</Link>
                  <span className="admin-row-sub">
                    {[lead.time, lead.form, lead.property].filter(Boolean).join(" · ")}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={tileOf("leadsToday")?.href ?? "/admin/leads/"}>{o.allLeadsToday}</Link>
          </p>
        </section>
      </div>
      <h2>{o.waiting}</h2>
      <ul className="admin-counts">
        {tiles.map((tile) => (
          <li key={tile.key} className="admin-count">
            <Link to={tile.href}>
              <span className="admin-count-label">{o.tiles[tile.key]}</span>
              <span className="admin-count-number">{tile.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
