import { data, Form, Link, redirect, useActionData } from "react-router";
import { positiveIdParam } from "../../.server/admin/id-param.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { cancelVisitBooking } from "../../.server/admin/visit-cancellation.ts";
import { slotView } from "../../.server/admin/visit-views.ts";
import { deleteVisitSlot, slotDetail } from "../../.server/admin/visits.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { badRequest, notFound } from "../../.server/http-errors.ts";
import { publicOrigin } from "../../.server/public-origin.ts";
import { siteData } from "../../.server/site-settings.ts";
import { brusselsDay, mondayOf } from "../../domain/brussels-day.ts";
import { fill } from "../../i18n/fill.ts";
import { dateTimeFormat } from "../../i18n/format.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_VISITS_MESSAGES } from "../../i18n/messages/admin-visits.ts";
import type { Route } from "./+types/visit-slot";

type CancelNotice = "cancelDone" | "cancelPast" | "cancelGone";

/** One visit slot: its property and time, every booking (cancelled ones too) with its lead. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const slot = await slotDetail(positiveIdParam(params, "id"), user.language);
  if (!slot) notFound();
  const now = Date.now();
  const date = dateTimeFormat(user.language, {
    dateStyle: "long",
    timeStyle: "short",
  });
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    v: ADMIN_VISITS_MESSAGES[user.language],
    slot: slotView(slot, user.language),
    week: mondayOf(brusselsDay(slot.startsAt)),
    upcoming: slot.startsAt.getTime() > now,
    bookings: slot.bookings.map((booking) => ({
      id: booking.id,
      leadId: booking.leadId,
      name: booking.name,
      email: booking.email,
      cancelledAt: booking.cancelledAt ? date.format(booking.cancelledAt) : null,
    })),
  };
}

/** Cancels a booking (the visitor is mailed) or deletes the slot while nobody holds a place. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const slotId = positiveIdParam(params, "id");
  const form = await readFormBody(request);
  const actor = { id: user.id, name: user.name };
  const intent = form.get("intent");
  if (intent === "cancel") {
    const bookingId = Number(form.get("booking"));
    if (!Number.isSafeInteger(bookingId) || bookingId <= 0) badRequest("booking");
    const { settings } = await siteData();
    const outcome = await cancelVisitBooking(actor, bookingId, { settings, origin: publicOrigin() });
    const notice: CancelNotice =
      outcome === "cancelled" ? "cancelDone" : outcome === "past" ? "cancelPast" : "cancelGone";
    // Cancelled meanwhile (by a colleague, a second click): the page says so, it is not an error.
    return { notice };
  }
  if (intent === "delete") {
    const slot = await slotDetail(slotId, user.language);
    if (!slot) notFound();
    if (!(await deleteVisitSlot(actor, slotId))) return data({ notice: "removeRefused" as const }, { status: 409 });
    const search = new URLSearchParams({
      property: String(slot.propertyId),
      week: mondayOf(brusselsDay(slot.startsAt)),
      removed: "1",
    });
    return redirect(`/admin/visits/?${search}`, 303);
  }
  badRequest("intent");
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "" }];
  const { v, m, slot } = loaderData;
  return [{ title: `${fill(v.slot.heading, { when: `${slot.day}, ${slot.time}` })} | ${m.backOfficeTitle}` }];
}

export default function VisitSlot({ loaderData }: Route.ComponentProps) {
  const { v, language, slot, bookings, upcoming, week } = loaderData;
  const t = v.slot;
  const answer = useActionData<typeof action>();
  const live = bookings.filter((booking) => booking.cancelledAt === null);
  return (
    <div className="container page-body admin-page" lang={language}>
      <p>
        <Link to={`/admin/visits/?property=${slot.propertyId}&week=${week}`} className="back-link">
          {t.backToVisits}
        </Link>
      </p>
      <h1 id="page-title">{fill(t.heading, { when: `${slot.day}, ${slot.time}` })}</h1>
      {answer ? (
        <p>
          <output className="form-alert">{t[answer.notice]}</output>
        </p>
      ) : null}
      <dl className="admin-facts">
        <dt>{v.visits.property}</dt>
        <dd>{slot.property}</dd>
        <dt>{v.visits.placesColumn}</dt>
        <dd>{fill(v.visits.places, { booked: slot.booked, capacity: slot.capacity })}</dd>
      </dl>
      <h2>{t.bookings}</h2>
      {bookings.length === 0 ? <p>{t.noBookings}</p> : null}
      <ul className="admin-list">
        {bookings.map((booking) => (
          <li
            key={booking.id}
            className={booking.cancelledAt ? "admin-booking admin-booking-cancelled" : "admin-booking"}
          >
            <p>
              <strong>{booking.name || booking.email}</strong> · {booking.email} ·{" "}
              <Link to={`/admin/leads/${booking.leadId}/`}>{fill(t.lead, { id: booking.leadId })}</Link>
            </p>
            {booking.cancelledAt ? <p>{fill(t.cancelledOn, { date: booking.cancelledAt })}</p> : null}
            {booking.cancelledAt === null && upcoming ? (
              // A second step before the visitor is mailed, without JavaScript: the button is inside.
              <details className="admin-confirm">
                <summary>{t.cancel}</summary>
                <Form method="post" className="admin-sign-out">
                  <p className="admin-hint">{t.cancelHint}</p>
                  <input type="hidden" name="booking" value={booking.id} />
                  <button type="submit" name="intent" value="cancel" className="btn btn-accent">
                    {t.cancelConfirm}
                  </button>
                </Form>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
      {live.length === 0 ? (
        <Form method="post" className="admin-sign-out">
          <button type="submit" name="intent" value="delete" className="btn" aria-describedby="remove-hint">
            {t.remove}
          </button>
          <p id="remove-hint" className="admin-hint">
            {t.removeHint}
          </p>
        </Form>
      ) : null}
    </div>
  );
}
