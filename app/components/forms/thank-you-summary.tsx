// What a thank-you page repeats of the request: the form, the property or project with its
// reference and address as published, the visit's moment with its calendar file.
import type { Messages } from "../../i18n/messages/nl.ts";
import type { ThankYouDetails } from "../../shared/thank-you-view.ts";

type Texts = Omit<Messages["thankYou"], "kinds">;

export function ThankYouSummary({ details, texts }: { details: ThankYouDetails; texts: Texts }) {
  const { subject, visit } = details;
  return (
    <section className="thank-you-summary" aria-labelledby="thank-you-sent">
      <h2 id="thank-you-sent">{texts.sentTitle}</h2>
      <dl className="thank-you-facts">
        <div>
          <dt>{texts.form}</dt>
          <dd>{details.form}</dd>
        </div>
        {subject ? (
          <div>
            <dt>{subject.kind === "property" ? texts.property : texts.project}</dt>
            <dd>{subject.title}</dd>
          </div>
        ) : null}
        {subject?.reference ? (
          <div>
            <dt>{texts.reference}</dt>
            <dd>{subject.reference}</dd>
          </div>
        ) : null}
        {subject ? (
          <div>
            <dt>{texts.address}</dt>
            <dd>
              {subject.street ? (
                <>
                  {subject.street}
                  <br />
                </>
              ) : null}
              {subject.city}
            </dd>
          </div>
        ) : null}
        {visit ? (
          <div>
            <dt>{texts.visit}</dt>
            <dd>
              <strong>{visit.when}</strong> ({texts.localTime})
            </dd>
          </div>
        ) : null}
      </dl>
      {visit ? (
        // A file to keep, not a page: the browser downloads it, with or without scripts.
        <a href={visit.calendarHref} download="visit.ics" className="btn btn-outline" rel="nofollow">
          {texts.addToCalendar}
        </a>
      ) : null}
    </section>
  );
}
