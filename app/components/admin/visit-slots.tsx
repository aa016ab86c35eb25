import { fill, fillCount } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import type { AdminVisitsMessages } from "../../i18n/messages/admin-visits.ts";
import type { SlotView, WeekDayView } from "../../shared/admin-visit-view.ts";
import { Link } from "../ui/link.tsx";

type Texts = AdminVisitsMessages["visits"];

/** "2 van 3 plaatsen bezet", "0 van 1 plaats bezet": the noun follows the capacity. */
export function placesText(slot: { booked: number; capacity: number }, t: Texts, language: Language): string {
  return fillCount(language, t.places, slot.capacity, { booked: slot.booked, capacity: slot.capacity });
}

function Places({ slot, t, language }: { slot: SlotView; t: Texts; language: Language }) {
  const full = slot.booked >= slot.capacity;
  return (
    <span className={full ? "admin-slot-places admin-slot-full" : "admin-slot-places"}>
      {placesText(slot, t, language)}
      {full ? ` · ${t.full}` : ""}
    </span>
  );
}

/** "1/2" on screen, the whole sentence for screen readers: what a compact row has room for. */
function ShortPlaces({ slot, t, language }: { slot: SlotView; t: Texts; language: Language }) {
  const full = slot.booked >= slot.capacity;
  const classes = ["admin-week-places", full ? "admin-slot-full" : "", slot.booked === 0 ? "admin-slot-nobody" : ""];
  return (
    <span className={classes.filter(Boolean).join(" ")}>
      <span className="visually-hidden">
        {placesText(slot, t, language)}
        {full ? ` · ${t.full}` : ""}
      </span>
      <span aria-hidden="true">{fill(t.placesShort, { booked: slot.booked, capacity: slot.capacity })}</span>
    </span>
  );
}

function Bookers({ slot, t }: { slot: SlotView; t: Texts }) {
  if (slot.bookers.length === 0) return <span className="admin-slot-nobody">{t.nobody}</span>;
  return (
    <ul className="admin-slot-bookers">
      {slot.bookers.map((booker) => (
        <li key={booker.leadId}>
          <Link to={`/admin/leads/${booker.leadId}/`}>{booker.name}</Link>
        </li>
      ))}
    </ul>
  );
}

/** A day's slots by their time: what the week shows as one row when every property is shown. */
function byTime(slots: SlotView[]): SlotView[][] {
  const groups = new Map<string, SlotView[]>();
  for (const slot of slots) groups.set(slot.time, [...(groups.get(slot.time) ?? []), slot]);
  return [...groups.values()];
}

function SlotRow({
  slot,
  t,
  language,
  showProperty,
}: {
  slot: SlotView;
  t: Texts;
  language: Language;
  showProperty: boolean;
}) {
  return (
    <li className="admin-slot admin-week-slot">
      <Link to={`/admin/visits/${slot.id}/`} className="admin-slot-time">
        {slot.time}
      </Link>
      <ShortPlaces slot={slot} t={t} language={language} />
      {showProperty ? (
        <span className="admin-slot-property" title={slot.property}>
          {slot.propertyShort || slot.property}
        </span>
      ) : null}
    </li>
  );
}

/** Several properties' slots at one time of a day, as one row that opens the day. */
function GroupRow({
  slots,
  t,
  language,
  day,
  dayHref,
}: {
  slots: SlotView[];
  t: Texts;
  language: Language;
  day: WeekDayView;
  dayHref: string;
}) {
  const [first] = slots;
  if (!first) return null;
  const booked = slots.reduce((total, slot) => total + slot.booked, 0);
  const capacity = slots.reduce((total, slot) => total + slot.capacity, 0);
  const time = first.time;
  return (
    <li className="admin-slot admin-week-slot admin-week-group">
      <Link
        to={dayHref}
        className="admin-slot-time"
        aria-label={fill(t.groupLink, { count: slots.length, time, day: day.label })}
      >
        {time}
      </Link>
      <ShortPlaces slot={{ ...first, booked, capacity }} t={t} language={language} />
      <span className="admin-slot-property">{fill(t.group, { count: slots.length })}</span>
    </li>
  );
}

/**
 * The week as seven columns of short rows (time and places, the property on a second line when
 * every property is shown, then the slots of one time as one row that opens the day), one day under
 * the other on narrow screens; each day's title opens it as a day. Who booked is on the slot's page,
 * the day and the list.
 */
export function VisitWeek({
  days,
  t,
  language,
  showProperty,
  dayHref,
}: {
  days: WeekDayView[];
  t: Texts;
  language: Language;
  showProperty: boolean;
  dayHref: (date: string) => string;
}) {
  return (
    <ol className="admin-week-grid">
      {days.map((day) => (
        <li key={day.date} className={day.isToday ? "admin-week-day admin-week-day-today" : "admin-week-day"}>
          <h3 id={`day-${day.date}`}>
            <Link to={dayHref(day.date)} aria-label={fill(t.openDay, { day: day.label })}>
              {day.label}
            </Link>
          </h3>
          {day.slots.length === 0 ? (
            <p className="admin-day-empty">{t.noSlotsDay}</p>
          ) : (
            <ul aria-labelledby={`day-${day.date}`}>
              {(showProperty ? byTime(day.slots) : day.slots.map((slot) => [slot])).map((group) =>
                group.length === 1 && group[0] ? (
                  <SlotRow key={group[0].id} slot={group[0]} t={t} language={language} showProperty={showProperty} />
                ) : (
                  <GroupRow
                    key={group[0]?.id}
                    slots={group}
                    t={t}
                    language={language}
                    day={day}
                    dayHref={dayHref(day.date)}
                  />
                ),
              )}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/** One day's slots, one under the other, each with its property, places and who booked: for a phone. */
export function VisitDay({
  slots,
  t,
  language,
  showProperty,
}: {
  slots: SlotView[];
  t: Texts;
  language: Language;
  showProperty: boolean;
}) {
  if (slots.length === 0) return <p>{t.noSlotsToday}</p>;
  return (
    <ul className="admin-day-slots">
      {slots.map((slot) => (
        <li key={slot.id} className="admin-slot">
          <Link to={`/admin/visits/${slot.id}/`} className="admin-slot-time">
            {slot.time}
          </Link>
          {showProperty ? <span className="admin-slot-property">{slot.property}</span> : null}
          <Places slot={slot} t={t} language={language} />
          <Bookers slot={slot} t={t} />
        </li>
      ))}
    </ul>
  );
}

/** The slots as a table: when, what, how full and who booked. */
export function VisitTable({ slots, t, language }: { slots: SlotView[]; t: Texts; language: Language }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t.when}</th>
            <th scope="col">{t.property}</th>
            <th scope="col">{t.placesColumn}</th>
            <th scope="col">{t.bookedBy}</th>
          </tr>
        </thead>
        <tbody>
          {slots.map((slot) => (
            <tr key={slot.id}>
              <td>
                <Link to={`/admin/visits/${slot.id}/`}>
                  {slot.day}, {slot.time}
                </Link>
              </td>
              <td>{slot.property}</td>
              <td>
                <Places slot={slot} t={t} language={language} />
              </td>
              <td>
                <Bookers slot={slot} t={t} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
