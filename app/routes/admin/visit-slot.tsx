import { data, Form, redirect, useActionData } from "react-router";
import { formReply, parseSubmission } from "../../.server/admin/form-reply.ts";
import { positiveId, positiveIdParam } from "../../.server/admin/id-param.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { addTask } from "../../.server/admin/tasks.ts";
import {
  confirmVisitBooking,
  moveVisitBooking,
  saveVisitFeedback,
  slotsToMoveTo,
} from "../../.server/admin/visit-bookings.ts";
import { cancelVisitBooking, deleteVisitSlot, freeVisitSlot } from "../../.server/admin/visit-cancellation.ts";
import { slotView } from "../../.server/admin/visit-views.ts";
import { setSlotHolder, slotDetail, slotHolders } from "../../.server/admin/visits.ts";
import { formText, readFormBody } from "../../.server/form-body.ts";
import { badRequest, notFound } from "../../.server/http-errors.ts";
import { formatSlot } from "../../.server/leads/visit-slots.ts";
import { publicOrigin } from "../../.server/public-origin.ts";
import { siteData } from "../../.server/site-settings.ts";
import { lastResultOf } from "../../components/admin/admin-form.ts";
import { BookingCard, type BookingView } from "../../components/admin/visit-booking.tsx";
import { VisitTaskForm } from "../../components/admin/visit-task-form.tsx";
import { Link } from "../../components/ui/link.tsx";
import { visitTaskSchema } from "../../domain/admin-forms/task-forms.ts";
import { visitFeedbackSchema } from "../../domain/admin-forms/visit-feedback-forms.ts";
import { brusselsDay, mondayOf } from "../../domain/brussels-day.ts";
import { dateTimeFormat } from "../../i18n/dates.ts";
import { type CountedMessage, fill, fillCount } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import { ADMIN_INBOX_MESSAGES } from "../../i18n/messages/admin-inbox.ts";
import { ADMIN_VISITS_MESSAGES } from "../../i18n/messages/admin-visits.ts";
import type { Route } from "./+types/visit-slot";

/** What the page says after a change that stays on it (a refusal included: it is not an error). */
type Notice =
  | "cancelDone"
  | "cancelPast"
  | "cancelGone"
  | "confirmDone"
  | "confirmGone"
  | "moveDone"
  | "moveTaken"
  | "freeDone"
  | "freePast"
  | "holderDone"
  | "holderNone"
  | "feedbackSaved"
  | "feedbackAhead"
  | "removeRefused"
  | "taskAdded";

/** A notice as said: a count in the form the language gives it ("1 visitor", "3 visitors"). */
function noticeText(
  message: string | CountedMessage,
  said: { count: number; name: string },
  language: Language,
): string {
  return typeof message === "string"
    ? fill(message, { name: said.name })
    : fillCount(language, message, said.count, { name: said.name });
}

/** One visit slot: its property and time, every booking (cancelled ones too) with its lead. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const slot = await slotDetail(positiveIdParam(params, "id"), user.language);
  if (!slot) notFound();
  const now = Date.now();
  const date = dateTimeFormat(user.language, { dateStyle: "long", timeStyle: "short" });
  const upcoming = slot.startsAt.getTime() > now;
  const [targets, holders] = await Promise.all([upcoming ? slotsToMoveTo(slot.id) : [], slotHolders()]);
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    v: ADMIN_VISITS_MESSAGES[user.language],
    f: adminFormTexts(user.language),
    inbox: ADMIN_INBOX_MESSAGES[user.language],
    today: brusselsDay(new Date()),
    slot: slotView(slot, user.language),
    week: mondayOf(brusselsDay(slot.startsAt)),
    upcoming,
    holderId: slot.staffId,
    holders,
    moveTargets: targets.map((target) => ({ id: target.id, label: formatSlot(target, user.language) })),
    bookings: slot.bookings.map(
      (booking): BookingView => ({
        id: booking.id,
        leadId: booking.leadId,
        name: booking.name,
        email: booking.email,
        phone: booking.phone,
        message: booking.message,
        bookedAt: date.format(booking.bookedAt),
        confirmedAt: booking.confirmedAt ? date.format(booking.confirmedAt) : null,
        cancelledAt: booking.cancelledAt ? date.format(booking.cancelledAt) : null,
        feedback: {
          text: booking.feedback,
          by: booking.feedbackBy,
          at: booking.feedbackAt ? date.format(booking.feedbackAt) : null,
          forOwner: booking.feedbackForOwner,
        },
      }),
    ),
  };
}

/**
 * Confirms, moves or cancels a booking, frees the slot (every booking cancelled) or deletes it; the
 * visitors concerned are mailed. A change a colleague (or a second click) already made is said on the
 * page, not an error.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const slotId = positiveIdParam(params, "id");
  const form = await readFormBody(request);
  const actor = { id: user.id, name: user.name };
  const intent = form.get("intent");
  const mailContext = async () => ({ settings: (await siteData()).settings, origin: publicOrigin() });
  const notice = (value: Notice, status = 200, said: { count?: number; name?: string } = {}) =>
    data({ notice: value, count: said.count ?? 0, name: said.name ?? "" }, { status });
  if (intent === "cancel") {
    const outcome = await cancelVisitBooking(actor, positiveId(form.get("booking"), "booking"), await mailContext());
    return notice(outcome === "cancelled" ? "cancelDone" : outcome === "past" ? "cancelPast" : "cancelGone");
  }
  if (intent === "confirm") {
    const outcome = await confirmVisitBooking(actor, positiveId(form.get("booking"), "booking"), await mailContext());
    return notice(outcome === "confirmed" ? "confirmDone" : outcome === "past" ? "cancelPast" : "confirmGone");
  }
  if (intent === "move") {
    const outcome = await moveVisitBooking(
      actor,
      positiveId(form.get("booking"), "booking"),
      positiveId(form.get("to"), "to"),
      await mailContext(),
    );
    if (outcome === "moved") return notice("moveDone");
    return notice(outcome === "taken" ? "moveTaken" : outcome === "past" ? "cancelPast" : "cancelGone", 409);
  }
  if (intent === "free") {
    const outcome = await freeVisitSlot(actor, slotId, await mailContext());
    if (outcome === "gone") notFound();
    if (outcome === "past") return notice("freePast", 409);
    return notice("freeDone", 200, { count: outcome.freed });
  }
  if (intent === "feedback") {
    const submission = parseSubmission(form, visitFeedbackSchema);
    const name = `feedback-${formText(form, "booking").slice(0, 12)}`;
    if (submission.status !== "success") return formReply(submission, { form: name });
    const outcome = await saveVisitFeedback(actor, submission.value);
    if (outcome === "saved") {
      const saved: Notice = "feedbackSaved";
      return formReply(submission, { form: name }, { notice: saved, count: 0, name: "" });
    }
    return notice(outcome === "ahead" ? "feedbackAhead" : "cancelGone", 409);
  }
  if (intent === "task") {
    const submission = parseSubmission(form, visitTaskSchema);
    const name = `task-${formText(form, "booking").slice(0, 12)}`;
    if (submission.status !== "success") return formReply(submission, { form: name });
    const { booking, title, dueOn } = submission.value;
    const added = await addTask(actor, { title, dueOn, assignedTo: user.id, visitBookingId: booking });
    if (added.kind !== "added") return notice("cancelGone", 409);
    const done: Notice = "taskAdded";
    return formReply(submission, { form: name, resetForm: true }, { notice: done, count: 0, name: "" });
  }
  if (intent === "holder") {
    const chosen = formText(form, "holder");
    if (chosen.length > 200) badRequest("holder");
    if (!(await setSlotHolder(actor, slotId, chosen || null))) badRequest("holder");
    const name = (await slotHolders()).find((holder) => holder.id === chosen)?.name ?? "";
    return notice(chosen ? "holderDone" : "holderNone", 200, { name });
  }
  if (intent === "delete") {
    const outcome = await deleteVisitSlot(actor, slotId, await mailContext());
    if (outcome === "gone") notFound();
    if (outcome === "held") return notice("removeRefused", 409);
    const search = new URLSearchParams({
      property: String(outcome.deleted.propertyId),
      week: mondayOf(brusselsDay(outcome.deleted.start)),
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

/** A second step before anything is sent or lost, without JavaScript: the button is inside. */
function ConfirmStep({
  summary,
  hint,
  button,
  intent,
}: {
  summary: string;
  hint: string;
  button: string;
  intent: string;
}) {
  return (
    <details className="admin-confirm">
      <summary>{summary}</summary>
      <Form method="post" className="admin-sign-out">
        <p className="admin-hint">{hint}</p>
        <button type="submit" name="intent" value={intent} className="btn btn-accent">
          {button}
        </button>
      </Form>
    </details>
  );
}

/** Gives the slot to another staff member (or to nobody), whose calendar feed then has its visits. */
function HolderForm({
  t,
  holders,
  holderId,
}: {
  t: Route.ComponentProps["loaderData"]["v"]["slot"];
  holders: { id: string; name: string }[];
  holderId: string | null;
}) {
  return (
    <details className="admin-confirm">
      <summary>{t.holderChange}</summary>
      <Form method="post" className="admin-filters">
        <div className="field">
          <label htmlFor="slot-holder">{t.holder}</label>
          <select id="slot-holder" name="holder" defaultValue={holderId ?? ""} aria-describedby="slot-holder-hint">
            <option value="">{t.nobodyHolds}</option>
            {holders.map((holder) => (
              <option key={holder.id} value={holder.id}>
                {holder.name}
              </option>
            ))}
          </select>
          <p id="slot-holder-hint" className="admin-hint">
            {t.holderHint}
          </p>
        </div>
        <button type="submit" name="intent" value="holder" className="btn btn-accent">
          {t.holderSave}
        </button>
      </Form>
    </details>
  );
}

export default function VisitSlot({ loaderData }: Route.ComponentProps) {
  const { v, f, language, slot, bookings, upcoming, week, moveTargets, holders, holderId } = loaderData;
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
      {answer && "notice" in answer ? (
        <p>
          <output className="form-alert">{noticeText(t[answer.notice], answer, language)}</output>
        </p>
      ) : null}
      <dl className="admin-facts">
        <dt>{v.visits.property}</dt>
        <dd>{slot.property}</dd>
        <dt>{v.visits.placesColumn}</dt>
        <dd>{fillCount(language, v.visits.places, slot.capacity, { booked: slot.booked, capacity: slot.capacity })}</dd>
        <dt>{t.holder}</dt>
        <dd>{holders.find((holder) => holder.id === holderId)?.name ?? t.nobodyHolds}</dd>
      </dl>
      <HolderForm t={t} holders={holders} holderId={holderId} />
      <h2>{t.bookings}</h2>
      {bookings.length === 0 ? <p>{t.noBookings}</p> : null}
      <ul className="admin-list">
        {bookings.map((booking) => (
          <BookingCard
            key={booking.id}
            booking={booking}
            t={t}
            f={f}
            upcoming={upcoming}
            moveTargets={moveTargets}
            feedbackResult={lastResultOf(answer, `feedback-${booking.id}`)}
          >
            {booking.cancelledAt === null ? (
              <VisitTaskForm
                bookingId={booking.id}
                today={loaderData.today}
                t={loaderData.inbox}
                f={f}
                lastResult={lastResultOf(answer, `task-${booking.id}`)}
              />
            ) : null}
          </BookingCard>
        ))}
      </ul>
      {upcoming && live.length > 0 ? (
        <ConfirmStep
          summary={t.free}
          hint={fillCount(language, t.freeHint, live.length)}
          button={t.freeConfirm}
          intent="free"
        />
      ) : null}
      {upcoming || live.length === 0 ? (
        <ConfirmStep
          summary={t.remove}
          hint={live.length > 0 ? fillCount(language, t.removeBookedHint, live.length) : t.removeHint}
          button={t.removeConfirm}
          intent="delete"
        />
      ) : null}
    </div>
  );
}
