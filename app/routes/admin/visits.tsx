import { useState } from "react";
import { Form, redirect, useActionData } from "react-router";
import { calendarFeedPath, calendarFeedSince, makeCalendarFeed } from "../../.server/admin/calendar-feed.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { visitSlotsAddForm } from "../../.server/admin/visit-slot-form.ts";
import { dayLabel, longDate, slotView, weekDays } from "../../.server/admin/visit-views.ts";
import {
  comingRange,
  MAX_LISTED_SLOTS,
  MAX_WEEK_SLOTS,
  slotsBetween,
  visitableProperties,
} from "../../.server/admin/visits.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { badRequest } from "../../.server/http-errors.ts";
import { publicOrigin } from "../../.server/public-origin.ts";
import { lastResultOf } from "../../components/admin/admin-form.ts";
import { CalendarFeedSection } from "../../components/admin/visit-calendar-feed.tsx";
import { VisitSlotForm } from "../../components/admin/visit-slot-form.tsx";
import { VisitDay, VisitTable, VisitWeek } from "../../components/admin/visit-slots.tsx";
import { Link } from "../../components/ui/link.tsx";
import { addDays, brusselsDay, isIsoDay, mondayOf } from "../../domain/brussels-day.ts";
import { matchesSearch, propertyHaystack } from "../../domain/property-search.ts";
import { brusselsInstant } from "../../domain/visit-slot-series.ts";
import { dateTimeFormat } from "../../i18n/dates.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import { ADMIN_VISITS_MESSAGES } from "../../i18n/messages/admin-visits.ts";
import "../../styles/admin-visits.css";
import type { Route } from "./+types/visits";

/** Longer than any reference, title, street and town typed together. */
const MAX_QUERY = 80;

type View = "week" | "day" | "list";

/** What the page's URL asks for: a property (or all), a search, the week, a day or the list. */
function viewOf(search: URLSearchParams, today: string) {
  const property = Number(search.get("property") ?? "");
  const week = search.get("week") ?? "";
  const day = search.get("day") ?? "";
  const added = Number(search.get("added") ?? "");
  const asked = search.get("view");
  return {
    propertyId: Number.isSafeInteger(property) && property > 0 ? property : null,
    view: asked === "list" || asked === "day" ? asked : "week",
    monday: mondayOf(isIsoDay(week) ? week : isIsoDay(day) ? day : today),
    day: isIsoDay(day) ? day : today,
    query: (search.get("q") ?? "").trim().slice(0, MAX_QUERY),
    added: Number.isSafeInteger(added) && added > 0 ? added : null,
    removed: search.get("removed") === "1",
  };
}

/** Where the slots shown start and end: the week, the day, or from now on for the list. */
function rangeOf(view: ReturnType<typeof viewOf>, now: Date): { from: Date; to: Date } {
  if (view.view === "week")
    return { from: brusselsInstant(view.monday, "00:00"), to: brusselsInstant(addDays(view.monday, 7), "00:00") };
  if (view.view === "day")
    return { from: brusselsInstant(view.day, "00:00"), to: brusselsInstant(addDays(view.day, 1), "00:00") };
  return comingRange(now);
}

/** The week's slots as a grid, a day's as cards, or every slot to come as a list; the forms that add slots and make a calendar address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const language = user.language;
  const now = new Date();
  const today = brusselsDay(now);
  const view = viewOf(new URL(request.url).searchParams, today);
  const [properties, feedSince] = await Promise.all([visitableProperties(language), calendarFeedSince(user.id)]);
  const { from, to } = rangeOf(view, now);
  const limit = view.view === "week" ? MAX_WEEK_SLOTS : MAX_LISTED_SLOTS;
  const { slots, truncated } = await slotsBetween(from, to, view.propertyId, language, limit);
  return {
    language,
    m: ADMIN_MESSAGES[language],
    v: ADMIN_VISITS_MESSAGES[language],
    f: adminFormTexts(language),
    ...view,
    today,
    /** How many slots are shown when more were left out, else null. */
    truncated: truncated ? limit : null,
    weekLabel: { from: longDate(view.monday, language), to: longDate(addDays(view.monday, 6), language) },
    dayTitle: dayLabel(view.day, language),
    // Every property with what it is found by: the page narrows the list by the search, on the
    // server for a search sent without JavaScript, in the browser as one types.
    properties: properties.map((property) => ({
      id: property.id,
      label: `${property.city} – ${property.title}${property.reference ? ` (${property.reference})` : ""}`,
      haystack: propertyHaystack(property),
    })),
    days: view.view === "week" ? weekDays(view.monday, slots, language, today) : [],
    slots: view.view === "week" ? [] : slots.map((slot) => slotView(slot, language)),
    feed: {
      since: feedSince ? dateTimeFormat(language, { dateStyle: "long" }).format(feedSince) : null,
      manager: user.role === "manager",
    },
  };
}

/** Adds one slot or a weekly series (then shows the week of its first slot), or makes a calendar address. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const form = await readFormBody(request);
  const intent = form.get("intent");
  if (intent === "calendar-feed") {
    const token = await makeCalendarFeed({ id: user.id, name: user.name });
    // Shown this once, in the answer to this post: only its hash is kept.
    return { feedUrl: `${publicOrigin()}${calendarFeedPath(token)}` };
  }
  if (intent !== "add") badRequest("intent");
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

interface Place {
  property: number | null;
  view: View;
  week?: string;
  day?: string;
  query?: string;
}

function hrefOf(place: Place): string {
  const search = new URLSearchParams();
  if (place.query) search.set("q", place.query);
  if (place.property) search.set("property", String(place.property));
  if (place.view !== "week") search.set("view", place.view);
  if (place.week) search.set("week", place.week);
  if (place.day) search.set("day", place.day);
  const text = search.toString();
  return text ? `/admin/visits/?${text}` : "/admin/visits/";
}

type LoaderData = Route.ComponentProps["loaderData"];
type PropertyChoice = LoaderData["properties"][number];

/**
 * The property filter: a search field (reference, title, street, town) that narrows the drop-down as
 * one types, or, without JavaScript, when the form is sent; the chosen property always stays in it.
 */
function Filters({
  loaderData,
  query,
  onQuery,
  choices,
}: {
  loaderData: LoaderData;
  query: string;
  onQuery: (query: string) => void;
  choices: PropertyChoice[];
}) {
  const { v, language, propertyId, view, monday, day } = loaderData;
  const t = v.visits;
  const found = query.trim()
    ? choices.length === 0
      ? fill(t.noMatch, { query })
      : fillCount(language, t.matches, choices.length, { query })
    : "";
  return (
    <Form method="get" className="admin-filters">
      <div className="field admin-property-search">
        <label htmlFor="visit-search">{t.search}</label>
        <input
          id="visit-search"
          name="q"
          type="search"
          value={query}
          maxLength={MAX_QUERY}
          autoComplete="off"
          aria-describedby="visit-search-hint visit-search-found"
          onChange={(event) => onQuery(event.currentTarget.value)}
        />
        <p id="visit-search-hint" className="admin-hint">
          {t.searchHint}
        </p>
        <output id="visit-search-found" className="admin-hint">
          {found}
        </output>
      </div>
      <div className="field">
        <label htmlFor="visit-property">{t.property}</label>
        <select id="visit-property" name="property" defaultValue={propertyId ?? ""}>
          <option value="">{t.allProperties}</option>
          {choices.map((property) => (
            <option key={property.id} value={property.id}>
              {property.label}
            </option>
          ))}
        </select>
      </div>
      {view === "list" ? <input type="hidden" name="view" value="list" /> : null}
      {view === "day" ? (
        <>
          <input type="hidden" name="view" value="day" />
          <input type="hidden" name="day" value={day} />
        </>
      ) : null}
      {view === "week" ? <input type="hidden" name="week" value={monday} /> : null}
      <button type="submit" className="btn btn-accent">
        {t.show}
      </button>
    </Form>
  );
}

function WeekSection({ loaderData }: { loaderData: LoaderData }) {
  const { v, language, propertyId, monday, today, days, weekLabel, query } = loaderData;
  const t = v.visits;
  const empty = days.every((day) => day.slots.length === 0);
  const place = { property: propertyId, view: "week" as const, query };
  return (
    <section aria-labelledby="week-title">
      <h2 id="week-title">{fill(t.week, weekLabel)}</h2>
      <nav className="admin-paging" aria-label={t.weekView}>
        <Link to={hrefOf({ ...place, week: addDays(monday, -7) })} rel="prev">
          {t.prevWeek}
        </Link>
        {mondayOf(today) === monday ? null : <Link to={hrefOf(place)}>{t.thisWeek}</Link>}
        <Link to={hrefOf({ ...place, week: addDays(monday, 7) })} rel="next">
          {t.nextWeek}
        </Link>
      </nav>
      {empty ? <p>{t.noSlotsWeek}</p> : null}
      <VisitWeek
        days={days}
        t={t}
        language={language}
        showProperty={propertyId === null}
        dayHref={(date) => hrefOf({ property: propertyId, view: "day", day: date, query })}
      />
    </section>
  );
}

/** How many visitors booked the slots shown: the number the overview's visit tiles count. */
function bookedText(slots: LoaderData["slots"], t: LoaderData["v"]["visits"], language: LoaderData["language"]) {
  return fillCount(
    language,
    t.visitsBooked,
    slots.reduce((sum, slot) => sum + slot.bookers.length, 0),
  );
}

function DaySection({ loaderData }: { loaderData: LoaderData }) {
  const { v, language, propertyId, day, today, dayTitle, slots, query } = loaderData;
  const t = v.visits;
  const place = { property: propertyId, view: "day" as const, query };
  return (
    <section aria-labelledby="day-title">
      <h2 id="day-title">{dayTitle}</h2>
      <nav className="admin-paging" aria-label={t.dayView}>
        <Link to={hrefOf({ ...place, day: addDays(day, -1) })} rel="prev">
          {t.prevDay}
        </Link>
        {day === today ? null : <Link to={hrefOf(place)}>{t.today}</Link>}
        <Link to={hrefOf({ ...place, day: addDays(day, 1) })} rel="next">
          {t.nextDay}
        </Link>
      </nav>
      {slots.length > 0 ? <p className="admin-summary">{bookedText(slots, t, language)}</p> : null}
      <VisitDay slots={slots} t={t} language={language} showProperty={propertyId === null} />
    </section>
  );
}

export default function Visits({ loaderData }: Route.ComponentProps) {
  const { v, f, language, view, propertyId, properties, added, removed, slots, today, truncated, feed } = loaderData;
  const t = v.visits;
  const answer = useActionData<typeof action>();
  const [query, setQuery] = useState(loaderData.query);
  const choices = properties.filter(
    (property) => property.id === propertyId || matchesSearch(property.haystack, query),
  );
  const tab = (to: View) => ({
    to: hrefOf({ property: propertyId, view: to, query: loaderData.query }),
    "aria-current": view === to ? ("page" as const) : undefined,
  });
  return (
    <div className="container page-body admin-page" lang={language}>
      <h1 id="page-title">{t.title}</h1>
      {added || removed ? (
        <p>
          <output className="form-alert">{added ? fillCount(language, t.added, added) : v.slot.removed}</output>
        </p>
      ) : null}
      <Filters loaderData={loaderData} query={query} onQuery={setQuery} choices={choices} />
      <nav className="admin-tabs" aria-label={t.views}>
        <Link {...tab("week")}>{t.weekView}</Link>
        <Link {...tab("day")}>{t.dayView}</Link>
        <Link {...tab("list")}>{t.listView}</Link>
      </nav>
      {truncated ? <p className="admin-hint">{fill(t.truncated, { count: truncated })}</p> : null}
      {view === "week" ? <WeekSection loaderData={loaderData} /> : null}
      {view === "day" ? <DaySection loaderData={loaderData} /> : null}
      {view === "list" ? (
        <section aria-labelledby="upcoming-title">
          <h2 id="upcoming-title">{t.upcoming}</h2>
          {slots.length === 0 ? (
            <p>{t.noUpcoming}</p>
          ) : (
            <>
              <p className="admin-summary">{bookedText(slots, t, language)}</p>
              <VisitTable slots={slots} t={t} language={language} />
            </>
          )}
        </section>
      ) : null}
      <VisitSlotForm
        t={t}
        f={f}
        // Nothing found: the whole list rather than "no property can be visited".
        properties={choices.length > 0 ? choices : properties}
        propertyId={propertyId}
        today={today}
        lastResult={lastResultOf(answer)}
      />
      <CalendarFeedSection
        t={v.feed}
        since={feed.since}
        manager={feed.manager}
        madeUrl={answer && "feedUrl" in answer ? answer.feedUrl : null}
      />
    </div>
  );
}
