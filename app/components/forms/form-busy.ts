// Whether a form's submission is still on its way: while the action runs and while the page's data
// is read again after it. A form that returns its answer (the back office's) shows it only once that
// reading ends; a second click before then would post the page's old version and be refused as if
// someone else had changed the page meanwhile, so the buttons wait for the whole round.
import { type Navigation, useNavigation } from "react-router";

export function submissionInFlight(navigation: Pick<Navigation, "state" | "formMethod">): boolean {
  if (navigation.state === "submitting") return true;
  // "loading" with a form method: the action is done and the loaders run again (or its redirect loads).
  return navigation.state === "loading" && navigation.formMethod !== undefined;
}

/** True while a form of the page is posted and its answer not yet shown. */
export function useFormBusy(): boolean {
  return submissionInFlight(useNavigation());
}
