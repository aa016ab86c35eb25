// How the page screens' actions answer an edit's outcome: what was done, a 409 with who changed the
// page meanwhile (or, for a form's save, the fields to choose), or a 400 with the reason and the
// fields' problems (and what was posted, to show the form again as it was sent). A page that no
// longer exists is the 404.
import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import type { Language } from "../../i18n/languages.ts";
import type { EditingMessages } from "../../i18n/messages/admin-editing.ts";
import type { PageActionResult } from "../../shared/page-admin-views.ts";
import { notFound } from "../http-errors.ts";
import { conflictView, type FieldDescription, savedTogether } from "./edit-merge-form.ts";
import { formReply } from "./form-reply.ts";
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
    // A save without a form's merge never asks to choose: it is refused whole, as a conflict.
    case "choose":
      return data<PageActionResult>(
        { conflict: outcome.status === "conflict" ? outcome.changes : outcome.conflict.changes, ...posted },
        { status: 409 },
      );
    case "refused":
      return data<PageActionResult>(
        { problem: outcome.problem, ...(outcome.fields ? { fields: outcome.fields } : {}), ...posted },
        { status: 400 },
      );
  }
}

/** What a page's or a module's form answer needs to word a save met by another. */
export interface PageFormContext {
  /** The form's name on the page ("page", "module-12"). */
  form: string;
  /** The done key of the page's texts. */
  done: string;
  userId: string | null;
  language: Language;
  e: EditingMessages;
  describe: (field: string) => FieldDescription;
  auditKeyOf: (field: string) => string;
  /** The module the form is about. */
  moduleId?: number;
}

/**
 * How a form's save on the page screens is answered, as Conform's reply (what was typed and each
 * field's error): saved (with the fields taken from a save made meanwhile named), refused with the
 * fields' problems, or a 409 with the fields to choose, the form drawn again with the merged values.
 */
export function pageFormAnswer(
  submission: Pick<Submission<unknown>, "status" | "reply">,
  outcome: PageEditOutcome<{ taken: string[] } | null>,
  context: PageFormContext,
) {
  const { form, e, describe } = context;
  const about: PageActionResult = context.moduleId === undefined ? {} : { moduleId: context.moduleId };
  switch (outcome.status) {
    case "done": {
      const together = savedTogether(outcome.value?.taken ?? [], describe, e);
      // The form starts again from what is stored: a field taken from a save made meanwhile shows its
      // new value, not the one this form was opened with (which a next save would write back).
      return formReply(
        submission,
        { form, resetForm: true },
        { ...about, done: context.done, ...(together ? { together } : {}) },
      );
    }
    case "notFound":
      return notFound();
    case "conflict":
      return formReply(
        submission,
        { form, status: 409, formErrors: ["conflict"] },
        { ...about, conflict: outcome.changes },
      );
    case "refused": {
      const fieldErrors = Object.fromEntries(Object.entries(outcome.fields ?? {}).map(([name, key]) => [name, [key]]));
      return formReply(
        submission,
        { form, fieldErrors, formErrors: [outcome.problem] },
        { ...about, problem: outcome.problem },
      );
    }
    case "choose": {
      const { merged, mine, theirs, changes, storedAt } = outcome.conflict;
      const choices = conflictView(merged, mine, theirs, { ...context, changes, storedAt });
      return formReply(
        submission,
        { form, status: 409, formErrors: ["choose"] },
        { ...about, conflict: changes, choices, values: merged.fields },
      );
    }
  }
}
