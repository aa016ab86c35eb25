import { Form } from "react-router";
import { fill } from "../../i18n/fill.ts";
import type { AdminVisitsMessages } from "../../i18n/messages/admin-visits.ts";

type Texts = AdminVisitsMessages["feed"];

/**
 * The staff member's private calendar address: made (or made anew, ending the old) with one button,
 * shown once in the answer to that post, since only its hash is kept.
 */
export function CalendarFeedSection({
  t,
  since,
  manager,
  madeUrl,
}: {
  t: Texts;
  /** When the current address was made (written out), or null: none yet. */
  since: string | null;
  manager: boolean;
  /** The address just made, shown this once. */
  madeUrl: string | null;
}) {
  return (
    <section aria-labelledby="calendar-feed-title" className="admin-section">
      <h2 id="calendar-feed-title">{t.title}</h2>
      <p>{manager ? t.introManager : t.intro}</p>
      <p className="admin-hint">{t.secret}</p>
      {madeUrl ? (
        <div className="field">
          <label htmlFor="calendar-feed-address">{t.made}</label>
          <input id="calendar-feed-address" type="text" readOnly value={madeUrl} className="admin-feed-address" />
        </div>
      ) : (
        <p>{since ? fill(t.since, { date: since }) : t.none}</p>
      )}
      <Form method="post" className="admin-sign-out">
        <button
          type="submit"
          name="intent"
          value="calendar-feed"
          className="btn"
          aria-describedby={since || madeUrl ? "calendar-feed-hint" : undefined}
        >
          {since || madeUrl ? t.renew : t.make}
        </button>
        {since || madeUrl ? (
          <p id="calendar-feed-hint" className="admin-hint">
            {t.renewHint}
          </p>
        ) : null}
      </Form>
    </section>
  );
}
