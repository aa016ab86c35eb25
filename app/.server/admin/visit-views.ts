// Visit slots written out for the back office's pages: days and times in Brussels time, in the staff
// member's language, formatted once on the server (the browser shows the same text, no clock of its own).

import { addDays, brusselsDay } from "../../domain/brussels-day.ts";
import { dateTimeFormat } from "../../i18n/dates.ts";
import type { Language } from "../../i18n/languages.ts";
import type { SlotView, WeekDayView } from "../../shared/admin-visit-view.ts";
import type { AdminSlot } from "./visits.ts";

function formats(language: Language) {
  return {
    day: dateTimeFormat(language, { weekday: "long", day: "numeric", month: "long" }),
    date: dateTimeFormat(language, { day: "numeric", month: "long", year: "numeric" }),
    time: dateTimeFormat(language, { hour: "2-digit", minute: "2-digit" }),
  };
}

export function slotView(slot: AdminSlot, language: Language): SlotView {
  const format = formats(language);
  return {
    id: slot.id,
    day: format.day.format(slot.startsAt),
    time: `${format.time.format(slot.startsAt)} – ${format.time.format(slot.endsAt)}`,
    propertyId: slot.propertyId,
    property: [slot.propertyTitle, slot.propertyCity].filter(Boolean).join(", "),
    propertyShort: [slot.propertyCity, slot.propertyReference].filter(Boolean).join(" · "),
    booked: slot.booked,
    capacity: slot.capacity,
    bookers: slot.bookings.map((booking) => ({ leadId: booking.leadId, name: booking.name || booking.email })),
  };
}

/** One day's label ("dinsdag 1 december"). */
export function dayLabel(date: string, language: Language): string {
  return formats(language).day.format(new Date(`${date}T12:00:00Z`));
}

/** The seven days from Monday, each with its slots. */
export function weekDays(monday: string, slots: AdminSlot[], language: Language, today: string): WeekDayView[] {
  const format = formats(language);
  return Array.from({ length: 7 }, (_, index) => {
    const date = addDays(monday, index);
    return {
      date,
      label: format.day.format(new Date(`${date}T12:00:00Z`)),
      isToday: date === today,
      slots: slots.filter((slot) => brusselsDay(slot.startsAt) === date).map((slot) => slotView(slot, language)),
    };
  });
}

/** "23 november 2026" for a calendar day. */
export function longDate(date: string, language: Language): string {
  return formats(language).date.format(new Date(`${date}T12:00:00Z`));
}
