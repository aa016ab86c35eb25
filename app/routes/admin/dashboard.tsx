import { data, Form, redirect } from "react-router";
import { dashboardCounts } from "../../.server/admin/dashboard.ts";
import { signOut } from "../../.server/auth/own-account.ts";
import { requireSameOrigin } from "../../.server/auth/same-origin.ts";
import { requireStaff } from "../../.server/auth/session.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { AdminNav } from "../../components/admin/admin-nav.tsx";
import { fill } from "../../i18n/fill.ts";
import { href } from "../../i18n/links.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import type { Route } from "./+types/dashboard";

/** Nothing behind a sign-in is kept by a browser or a cache, nor indexed. */
export function headers(): HeadersInit {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

/** The back office's first screen, for managers and agents, in the staff member's language. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const m = ADMIN_MESSAGES[user.language];
  return {
    language: user.language,
    manager: user.role === "manager",
    m,
    signedInAs: fill(m.signedInAs, { name: user.name, role: m.roles[user.role] }),
    counts: await dashboardCounts(),
  };
}

/** Signing out: this session, or every session of the account. */
export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  // A manager who has not set up two-factor codes yet may still sign out.
  const user = await requireStaff(request, undefined, { withoutTwoFactor: true });
  const form = await readFormBody(request);
  const cookies = await signOut(request, user, form.get("intent") === "sign-out-everywhere");
  if (!cookies.has("Set-Cookie")) return data(null, { status: 400 });
  throw redirect(href("login", user.language), { headers: cookies });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.m.dashboard} | ${loaderData.m.title}` : "" },
    { name: "robots", content: "noindex" },
  ];
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { m, counts, signedInAs, language } = loaderData;
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
      <AdminNav m={m} language={language} manager={loaderData.manager} />
      <header className="page-header admin-header">
        <h1 id="page-title">{m.dashboard}</h1>
        <p className="lead">{signedInAs}</p>
        <Form method="post" className="admin-sign-out">
          <button type="submit" name="intent" value="sign-out" className="btn btn-accent">
            {m.signOut}
          </button>
          <button type="submit" name="intent" value="sign-out-everywhere" className="btn">
            {m.signOutEverywhere}
          </button>
        </Form>
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
