// The page behind a link in a subscription's mail (confirm a demand or the newsletter, unsubscribe):
// one button that posts, so that a mail scanner following links confirms or unsubscribes no one,
// then the outcome. An unknown token gets the "invalid link" text and no button.
import { Form, useActionData } from "react-router";
import type { SubscriptionStepTexts } from "../../shared/subscription-step.ts";

export function SubscriptionStep(props: {
  texts: SubscriptionStepTexts;
  known: boolean;
  /** The action's outcome once the button was pressed. */
  done: boolean | undefined;
}) {
  const { texts, known, done } = props;
  return (
    <div className="container page-body narrow">
      <h1 id="page-title">{texts.title}</h1>
      {done !== undefined ? (
        <p className="lead">{done ? texts.done : texts.failed}</p>
      ) : known ? (
        <Form method="post">
          {texts.question ? <p>{texts.question}</p> : null}
          <button type="submit" className="btn btn-accent">
            {texts.button}
          </button>
        </Form>
      ) : (
        <p className="lead">{texts.failed}</p>
      )}
    </div>
  );
}

/** A subscription step's route page: its loader's texts and the action's outcome (app/.server/subscription-step.ts). */
export function SubscriptionStepPage({ loaderData }: { loaderData: { texts: SubscriptionStepTexts; known: boolean } }) {
  const result = useActionData<{ done: boolean }>();
  return <SubscriptionStep texts={loaderData.texts} known={loaderData.known} done={result?.done} />;
}
