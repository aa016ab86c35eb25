// How the page screens' actions answer an edit's outcome: what was done, a 409 with who changed the
// page meanwhile, or a 400 with the reason and the fields' problems (and what was posted, to show
// the form again as it was sent). A page that no longer exists is the 404.
import { data } from "react-router";
import type { PageActionResult } from "../../shared/page-admin-views.ts";
import { notFound } from "../http-errors.ts";
import type { PageEditOutcome } from "./page-edits.ts";

export function pageAnswer<T>(
  outcome: PageEditOutcome<T>,
  done: string,
  posted: Pick<PageActionResult, "values" | "moduleId"> = {},
) {
  switch (outcome.status) {
    case "done":
      return data<PageActionResult>({ done });
    case "notFound":
      return notFound();
    case "conflict":
      return data<PageActionResult>({ conflict: outcome.changes, ...posted }, { status: 409 });
    case "refused":
      return data<PageActionResult>(
        { problem: outcome.problem, ...(outcome.fields ? { fields: outcome.fields } : {}), ...posted },
        { status: 400 },
      );
  }
}

/** A positive whole number from the form (an id), or the 400. */
export function positiveId(value: FormDataEntryValue | null, what: string): number {
  const id = typeof value === "string" && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 0;
  if (!id) throw data({ reason: what }, { status: 400 });
  return id;
}
