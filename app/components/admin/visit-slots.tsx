import { Link } from "react-router";
import { fill } from "../../i18n/fill.ts";
import type { AdminVisitsMessages } from "../../i18n/messages/admin-visits.ts";
import type { SlotView, WeekDayView } from "../../shared/admin-visit-view.ts";

type Texts = AdminVisitsMessages["visits"];

function Places({ slot, t }: { slot: SlotView; t: Texts }) {
  const full = slot.booked >= slot.capacity;
  return (
    <span className={full ? "admin-slot-places admin-slot-full" : "admin-slot-places"}>
      {fill(t.places, { booked: slot.booked, capacity: slot.capacity })}
      {full ? ` · ${t.full}` : ""}
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

/** The week as seven day columns (one under the other on narrow screens), each with its slots. */
export function VisitWeek({ days, t, showProperty }: { days: WeekDayView[]; t: Texts; showProperty: boolean }) {
  return (
    <ol className="admin-week">
      {days.map((day) => (
        <li key={day.date} className={day.isToday ? "admin-day admin-day-today" : "admin-day"}>
          <h3 id={`day-${day.date}`}>{day.label}</h3>
          {day.slots.length === 0 ? (
            <p className="admin-day-empty">{t.noSlotsDay}</p>
          ) : (
            <ul aria-labelledby={`day-${day.date}`}>
              {day.slots.map((slot) => (
                <li key={slot.id} className="admin-slot">
                  <Link to={`/admin/visits/${slot.id}/`} className="admin-slot-time">
                    {slot.time}
                  </Link>
                  {showProperty ? <span className="admin-slot-property">{slot.property}</span> : null}
                  <Places slot={slot} t={t} />
                  <Bookers slot={slot} t={t} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The slots as a table: when, what, how full and who booked. */
export function VisitTable({ slots, t }: { slots: SlotView[]; t: Texts }) {
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
                <Places slot={slot} t={t} />
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
