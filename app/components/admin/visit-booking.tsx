import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { fill } from "../../i18n/fill.ts";
import type { AdminFormTexts } from "../../i18n/messages/admin-forms/types.ts";
import type { AdminVisitsMessages } from "../../i18n/messages/admin-visits.ts";
import { Link } from "../ui/link.tsx";
import { type FeedbackView, VisitFeedbackForm } from "./visit-feedback-form.tsx";

type Texts = AdminVisitsMessages["slot"];

/** A booking as the slot's page shows it, its dates written out on the server. */
export interface BookingView {
  id: number;
  leadId: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  bookedAt: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
  feedback: FeedbackView;
}

function Status({ booking, t }: { booking: BookingView; t: Texts }) {
  if (booking.cancelledAt) return <p>{fill(t.cancelledOn, { date: booking.cancelledAt })}</p>;
  if (booking.confirmedAt)
    return <p className="admin-booking-confirmed">{fill(t.confirmedOn, { date: booking.confirmedAt })}</p>;
  return <p>{fill(t.booked, { date: booking.bookedAt })}</p>;
}

/** Confirm (one step: it only tells the visitor what they asked for), move, cancel (a second step). */
function Actions({
  booking,
  t,
  moveTargets,
}: {
  booking: BookingView;
  t: Texts;
  moveTargets: { id: number; label: string }[];
}) {
  const moveId = `move-${booking.id}`;
  return (
    <div className="admin-booking-actions">
      {booking.confirmedAt ? null : (
        <Form method="post" className="admin-sign-out">
          <input type="hidden" name="booking" value={booking.id} />
          <button
            type="submit"
            name="intent"
            value="confirm"
            className="btn btn-accent"
            aria-describedby={`confirm-hint-${booking.id}`}
          >
            {t.confirm}
          </button>
          <p id={`confirm-hint-${booking.id}`} className="admin-hint">
            {t.confirmHint}
          </p>
        </Form>
      )}
      <details className="admin-confirm">
        <summary>{t.move}</summary>
        {moveTargets.length === 0 ? (
          <p className="admin-hint">{t.noOtherSlots}</p>
        ) : (
          <Form method="post" className="admin-filters">
            <input type="hidden" name="booking" value={booking.id} />
            <div className="field">
              <label htmlFor={moveId}>{t.moveTo}</label>
              <select id={moveId} name="to" aria-describedby={`${moveId}-hint`}>
                {moveTargets.map((target) => (
                  <option key={target.id} value={target.id}>
                    {target.label}
                  </option>
                ))}
              </select>
              <p id={`${moveId}-hint`} className="admin-hint">
                {t.moveHint}
              </p>
            </div>
            <button type="submit" name="intent" value="move" className="btn btn-accent">
              {t.moveConfirm}
            </button>
          </Form>
        )}
      </details>
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
    </div>
  );
}

/** One booking of a slot: who, how to reach them, what they wrote, where it stands, what can be done. */
export function BookingCard({
  booking,
  t,
  f,
  upcoming,
  moveTargets,
  feedbackResult,
  children,
}: {
  booking: BookingView;
  t: Texts;
  f: AdminFormTexts;
  upcoming: boolean;
  moveTargets: { id: number; label: string }[];
  /** The server's answer to this booking's feedback form, if it was the one sent. */
  feedbackResult: SubmissionResult<string[]> | undefined;
  /** What else the card offers (a task after the visit). */
  children?: ReactNode;
}) {
  return (
    <li className={booking.cancelledAt ? "admin-booking admin-booking-cancelled" : "admin-booking"}>
      <p>
        <strong>{booking.name || booking.email}</strong> · {booking.email} ·{" "}
        <Link to={`/admin/leads/${booking.leadId}/`}>{fill(t.lead, { id: booking.leadId })}</Link>
      </p>
      <dl className="admin-facts">
        <dt>{t.phone}</dt>
        <dd>{booking.phone ? <a href={`tel:${booking.phone.replace(/[^+\d]/g, "")}`}>{booking.phone}</a> : "–"}</dd>
        <dt>{t.message}</dt>
        <dd className="admin-booking-message">{booking.message || t.noMessage}</dd>
      </dl>
      <Status booking={booking} t={t} />
      {booking.cancelledAt === null && upcoming ? <Actions booking={booking} t={t} moveTargets={moveTargets} /> : null}
      {booking.cancelledAt === null && !upcoming ? (
        <VisitFeedbackForm bookingId={booking.id} feedback={booking.feedback} t={t} f={f} lastResult={feedbackResult} />
      ) : null}
      {children}
    </li>
  );
}
