import { Form } from "react-router";
import { SUMMARY_CHOICES, type SummaryChoice } from "../../domain/summary-period.ts";
import type { OwnerSummaryMessages } from "../../i18n/messages/owner-summary.ts";

const HINT_ID = "owner-summary-hint";

/**
 * The owner's summary mail: never, every week or every month, as radio buttons in one group (the
 * arrow keys move between them), with a line saying what the mail holds and when it leaves.
 */
export function SummaryForm({
  t,
  choice,
  busy,
}: {
  t: OwnerSummaryMessages["form"];
  choice: SummaryChoice;
  busy: boolean;
}) {
  return (
    <Form method="post" className="form-card">
      <fieldset className="choice-group" aria-describedby={HINT_ID}>
        <legend>{t.legend}</legend>
        <p className="field-hint" id={HINT_ID}>
          {t.hint}
        </p>
        <div className="choices">
          {SUMMARY_CHOICES.map((value) => (
            <label key={value} className="choice">
              <input type="radio" name="summary" value={value} defaultChecked={value === choice} />
              <span>{t.choices[value]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" name="intent" value="summary" className="btn btn-accent" disabled={busy}>
        {t.submit}
      </button>
    </Form>
  );
}
