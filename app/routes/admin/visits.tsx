import { Form, Link, redirect, useActionData } from "react-router";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { visitSlotsAddForm } from "../../.server/admin/visit-slot-form.ts";
import { longDate, slotView, weekDays } from "../../.server/admin/visit-views.ts";
import { MAX_LISTED_SLOTS, slotsBetween, visitableProperties } from "../../.server/admin/visits.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { badRequest } from "../../.server/http-errors.ts";
import { lastResultOf } from "../../components/admin/admin-form.ts";
import { VisitSlotForm } from "../../components/admin/visit-slot-form.tsx";
import { VisitTable, VisitWeek } from "../../components/admin/visit-slots.tsx";
import { addDays, brusselsDay, isIsoDay, mondayOf } from "../../domain/brussels-day.ts";
import { brusselsInstant } from "../../domain/visit-slot-series.ts";
import { fill } from "../../i18n/fill.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import { ADMIN_VISITS_MESSAGES } from "../../i18n/messages/admin-visits.ts";
import type { Route } from "./+types/visits";

const DAY_MS = 86_400_000;

/** What the page's URL asks for: a property (or all), the week or the list, which week. */
function viewOf(search: URLSearchParams, today: string) {
  const property = Number(search.get("property") ?? "");
  const week = search.get("week") ?? "";
  const added = Number(search.get("added") ?? "");
  return {
    propertyId: Number.isSafeInteger(property) && property > 0 ? property : null,
    view: search.get("view") === "list" ? ("list" as const) : ("week" as const),
    monday: mondayOf(isIsoDay(week) ? week : today),
    added: Number.isSafeInteger(added) && added > 0 ? added : null,
    removed: search.get("removed") === "1",
  };
}

/** The week's slots as a grid, or every slot to come as a list; the form that adds slots. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const language = user.language;
  const now = new Date();
  const today = brusselsDay(now);
  const view = viewOf(new URL(request.url).searchParams, today);
  const properties = await visitableProperties(language);
  const from = view.view === "week" ? brusselsInstant(view.monday, "00:00") : now;
  const to =
    view.view === "week" ? brusselsInstant(addDays(view.monday, 7), "00:00") : new Date(now.getTime() + 400 * DAY_MS);
  const { slots, truncated } = await slotsBetween(from, to, view.propertyId, language);
  return {
    language,
    m: ADMIN_MESSAGES[language],
    v: ADMIN_VISITS_MESSAGES[language],
    f: adminFormTexts(language),
    ...view,
    today,
    /** How many slots are shown when more were left out, else null. */
    truncated: truncated ? MAX_LISTED_SLOTS : null,
    weekLabel: { from: longDate(view.monday, language), to: longDate(addDays(view.monday, 6), language) },
    properties: properties.map((property) => ({
      id: property.id,
      label: `${property.city} – ${property.title}${property.reference ? ` (${property.reference})` : ""}`,
    })),
    days: view.view === "week" ? weekDays(view.monday, slots, language, today) : [],
    slots: view.view === "list" ? slots.map((slot) => slotView(slot, language)) : [],
  };
}

/** Adds one slot or a weekly series, then shows the week of its first slot. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const form = await readFormBody(request);
  if (form.get("intent") !== "add") badRequest("intent");
  const result = await visitSlotsAddForm(form, { id: user.id, name: user.name });
  if (!result.ok) return result.reply;
  const search = new URLSearchParams({
    property: String(result.propertyId),
    week: mondayOf(result.date),
    added: String(result.count),
  });
  return redirect(`/admin/visits/?${search}`, 303);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.v.visits.title} | ${loaderData.m.backOfficeTitle}` : "" }];
}

function hrefOf(params: { property: number | null; view: "week" | "list"; week?: string }): string {
  const search = new URLSearchParams();
  if (params.property) search.set("property", String(params.property));
  if (params.view === "list") search.set("view", "list");
  if (params.week) search.set("week", params.week);
  const text = search.toString();
  return text ? `/admin/visits/?${text}` : "/admin/visits/";
}

function Filters({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { v, properties, propertyId, view, monday } = loaderData;
  const t = v.visits;
  return (
    <Form method="get" className="admin-filters">
      <div className="field">
        <label htmlFor="visit-property">{t.property}</label>
        <select id="visit-property" name="property" defaultValue={propertyId ?? ""}>
          <option value="">{t.allProperties}</option>
          {properties.map((property) => (
            <option key={property.id} value={property.id}>
              {property.label}
            </option>
          ))}
        </select>
      </div>
      {view === "list" ? (
        <input type="hidden" name="view" value="list" />
      ) : (
        <input type="hidden" name="week" value={monday} />
      )}
      <button type="submit" className="btn btn-accent">
        {t.show}
      </button>
    </Form>
  );
}

function WeekSection({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { v, propertyId, monday, today, days, weekLabel } = loaderData;
  const t = v.visits;
  const empty = days.every((day) => day.slots.length === 0);
  return (
    <section aria-labelledby="week-title">
      <h2 id="week-title">{fill(t.week, weekLabel)}</h2>
      <nav className="admin-paging" aria-label={t.weekView}>
        <Link to={hrefOf({ property: propertyId, view: "week", week: addDays(monday, -7) })} rel="prev">
          {t.prevWeek}
        </Link>
        {mondayOf(today) === monday ? null : (
          <Link to={hrefOf({ property: propertyId, view: "week" })}>{t.thisWeek}</Link>
        )}
        <Link to={hrefOf({ property: propertyId, view: "week", week: addDays(monday, 7) })} rel="next">
          {t.nextWeek}
        </Link>
      </nav>
      {empty ? <p>{t.noSlotsWeek}</p> : null}
      <VisitWeek days={days} t={t} showProperty={propertyId === null} />
    </section>
  );
}

export default function Visits({ loaderData }: Route.ComponentProps) {
  const { v, f, language, view, propertyId, properties, added, removed, slots, today, truncated } = loaderData;
  const t = v.visits;
  const answer = useActionData<typeof action>();
  return (
    <div className="container page-body admin-page" lang={language}>
      <h1 id="page-title">{t.title}</h1>
      {added || removed ? (
        <p>
          <output className="form-alert">{added ? fill(t.added, { count: added }) : v.slot.removed}</output>
        </p>
      ) : null}
      <Filters loaderData={loaderData} />
      <nav className="admin-tabs" aria-label={t.views}>
        <Link to={hrefOf({ property: propertyId, view: "week" })} aria-current={view === "week" ? "page" : undefined}>
          {t.weekView}
        </Link>
        <Link to={hrefOf({ property: propertyId, view: "list" })} aria-current={view === "list" ? "page" : undefined}>
          {t.listView}
        </Link>
      </nav>
      {truncated ? <p className="admin-hint">{fill(t.truncated, { count: truncated })}</p> : null}
      {view === "week" ? (
        <WeekSection loaderData={loaderData} />
      ) : (
        <section aria-labelledby="upcoming-title">
          <h2 id="upcoming-title">{t.upcoming}</h2>
          {slots.length === 0 ? <p>{t.noUpcoming}</p> : <VisitTable slots={slots} t={t} />}
        </section>
      )}
      <VisitSlotForm
        t={t}
        f={f}
        properties={properties}
        propertyId={propertyId}
        today={today}
        lastResult={lastResultOf(answer)}
      />
    </div>
  );
}
