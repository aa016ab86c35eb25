import { Form, useActionData } from "react-router";
import { demandDetail, unsubscribeDemand } from "../../.server/admin/demands.ts";
import { positiveIdParam } from "../../.server/admin/id-param.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { badRequest, notFound } from "../../.server/http-errors.ts";
import { siteData } from "../../.server/site-settings.ts";
import { Link } from "../../components/ui/link.tsx";
import { describeCriteria } from "../../domain/demand-criteria-text.ts";
import { demandStateOf } from "../../domain/demand-state.ts";
import { dateTimeFormat } from "../../i18n/dates.ts";
import { fill } from "../../i18n/fill.ts";
import { formatPrice } from "../../i18n/format.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_VISITS_MESSAGES } from "../../i18n/messages/admin-visits.ts";
import type { Route } from "./+types/demand";

/** One demand: who, its criteria in words, its state, and the properties it was alerted about. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const language = user.language;
  const { settings } = await siteData();
  const found = await demandDetail(positiveIdParam(params, "id"), language, settings.fallback);
  if (!found) notFound();
  const { demand, typeNames, matches } = found;
  const v = ADMIN_VISITS_MESSAGES[language];
  const date = dateTimeFormat(language, {
    dateStyle: "long",
    timeStyle: "short",
  });
  return {
    language,
    m: ADMIN_MESSAGES[language],
    v,
    demand: {
      id: demand.id,
      name: demand.name,
      email: demand.email,
      language: demand.language,
      leadId: demand.leadId,
      state: demandStateOf(demand),
      createdAt: date.format(demand.createdAt),
      confirmedAt: demand.confirmedAt ? date.format(demand.confirmedAt) : null,
      unsubscribedAt: demand.unsubscribedAt ? date.format(demand.unsubscribedAt) : null,
    },
    criteria: describeCriteria(demand.criteria, typeNames, v.demands, (value) => formatPrice(value, language)),
    matches: matches.map((match) => ({ ...match, sentAt: date.format(match.sentAt) })),
  };
}

/** Unsubscribes the demand on the visitor's behalf: no more alerts. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const id = positiveIdParam(params, "id");
  const form = await readFormBody(request);
  if (form.get("intent") !== "unsubscribe") badRequest("intent");
  // Unsubscribed already (by the visitor's own link, a second click): nothing changes, nothing fails.
  return { unsubscribed: await unsubscribeDemand({ id: user.id, name: user.name }, id) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "" }];
  return [
    { title: `${fill(loaderData.v.demands.demand, { id: loaderData.demand.id })} | ${loaderData.m.backOfficeTitle}` },
  ];
}

export default function Demand({ loaderData }: Route.ComponentProps) {
  const { m, v, language, demand, criteria, matches } = loaderData;
  const t = v.demands;
  const answer = useActionData<typeof action>();
  return (
    <div className="container page-body admin-page" lang={language}>
      <p>
        <Link to="/admin/demands/" className="back-link">
          {t.backToDemands}
        </Link>
      </p>
      <h1 id="page-title">{fill(t.demand, { id: demand.id })}</h1>
      {answer?.unsubscribed ? (
        <p>
          <output className="form-alert">{t.unsubscribed}</output>
        </p>
      ) : null}
      <dl className="admin-facts">
        <dt>{t.name}</dt>
        <dd>{demand.name || t.noName}</dd>
        <dt>{t.email}</dt>
        <dd>{demand.email}</dd>
        <dt>{t.language}</dt>
        <dd>{demand.language.toUpperCase()}</dd>
        <dt>{t.state}</dt>
        <dd>{t.states[demand.state]}</dd>
        <dt>{t.registered}</dt>
        <dd>{demand.createdAt}</dd>
        <dt>{t.confirmed}</dt>
        <dd>{demand.confirmedAt ?? t.notConfirmed}</dd>
        {demand.unsubscribedAt ? (
          <>
            <dt>{t.unsubscribedOn}</dt>
            <dd>{demand.unsubscribedAt}</dd>
          </>
        ) : null}
        {demand.leadId ? (
          <>
            <dt>{t.lead}</dt>
            <dd>
              <Link to={`/admin/leads/${demand.leadId}/`}>{fill(m.leads.lead, { id: demand.leadId })}</Link>
            </dd>
          </>
        ) : null}
      </dl>
      <h2>{t.criteria}</h2>
      <dl className="admin-facts">
        {criteria.map(([label, text]) => (
          <div key={label} className="admin-fact">
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <h2>{t.matchesSent}</h2>
      {matches.length === 0 ? <p>{t.noMatches}</p> : null}
      <ul className="admin-matches">
        {matches.map((match) => (
          <li key={match.propertyId}>
            {match.published ? (
              <a href={match.href}>{`${match.title}, ${match.city}`}</a>
            ) : (
              `${match.title}, ${match.city} (${t.offline})`
            )}{" "}
            · {fill(t.sentOn, { date: match.sentAt })}
          </li>
        ))}
      </ul>
      {demand.state === "unsubscribed" ? null : (
        <Form method="post" className="admin-sign-out">
          <button type="submit" name="intent" value="unsubscribe" className="btn" aria-describedby="unsubscribe-hint">
            {t.unsubscribe}
          </button>
          <p id="unsubscribe-hint" className="admin-hint">
            {t.unsubscribeHint}
          </p>
        </Form>
      )}
    </div>
  );
}
