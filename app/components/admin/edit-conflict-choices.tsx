// A save that met what was saved meanwhile: per field both sides changed differently, what the
// person typed beside what is stored and who saved it when ("in another window" when it was them),
// and a choice: keep mine or take the saved value, then save again. It is drawn inside the editor's
// form, so the choices and the button post with the rest of the typing, with or without JavaScript.
// With JavaScript the heading takes the focus, so the summary is read first.
import { Fragment, useEffect, useRef } from "react";
import type { EditingMessages } from "../../i18n/messages/admin-editing.ts";
import { type EditConflictView, resolveFieldName, type ShownValue } from "../../shared/edit-conflict-view.ts";

function Shown({ value }: { value: ShownValue }) {
  return (
    <span className="admin-conflict-value">
      {value.map((part, index) => (
        // The parts are fixed for the answer: their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: parts never move
        <Fragment key={index}>{part.marked ? <mark>{part.text}</mark> : part.text} </Fragment>
      ))}
    </span>
  );
}

export function EditConflictChoices({
  view,
  e,
  busy,
  intent = "save",
}: {
  view: EditConflictView;
  e: EditingMessages;
  busy: boolean;
  /** The intent the form's own save button posts (a page with several forms tells them apart by it). */
  intent?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const c = e.choose;
  return (
    <section className="admin-conflict" aria-labelledby="edit-conflict-title">
      <h2 id="edit-conflict-title" tabIndex={-1} ref={heading}>
        {c.title}
      </h2>
      {view.fields.length > 0 ? <p>{c.intro}</p> : null}
      {view.taken.map((sentence) => (
        <p key={sentence} className="admin-hint">
          {sentence}
        </p>
      ))}
      {view.fields.map((field) => (
        <fieldset key={field.name} className="admin-conflict-field">
          <legend>{field.label}</legend>
          <dl className="admin-conflict-sides">
            <div>
              <dt>{c.yours}</dt>
              <dd>
                <Shown value={field.mine} />
              </dd>
            </div>
            <div>
              <dt>{field.savedBy}</dt>
              <dd>
                <Shown value={field.theirs} />
              </dd>
            </div>
          </dl>
          <div className="admin-conflict-choice">
            <label>
              <input type="radio" name={resolveFieldName(field.name)} value="mine" defaultChecked /> {c.keepMine}
            </label>
            <label>
              <input type="radio" name={resolveFieldName(field.name)} value="theirs" /> {c.takeTheirs}
            </label>
          </div>
        </fieldset>
      ))}
      {view.fields.length > 0 ? (
        <button type="submit" name="intent" value={intent} className="btn btn-accent" disabled={busy}>
          {c.saveAgain}
        </button>
      ) : null}
    </section>
  );
}
