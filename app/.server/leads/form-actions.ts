// Each visitor form's action: its schema, what the lead records, its own rows (a booking, a demand,
// a newsletter sign-up, a testimonial) and the mails it owes. The path every form takes is
// submit-form.ts; the forms with rows or mails of their own have a file each, the others share
// standard-form-action.ts.
import type { FormKind } from "../../domain/forms/form-kinds.ts";
import type { ListingCard } from "../../shared/listing-view.ts";
import type { PageContext } from "../page-context.ts";
import { publicOrigin } from "../public-origin.ts";
import { clientAddressContext } from "../request-context.ts";
import { demandFormAction } from "./demand-form-action.ts";
import { followFormAction } from "./follow-form-action.ts";
import type { FormActionContext } from "./form-action-context.ts";
import { newsletterFormAction } from "./newsletter-form-action.ts";
import { sendToFriendFormAction } from "./send-to-friend-form-action.ts";
import { standardFormAction } from "./standard-form-action.ts";
import { testimonialFormAction } from "./testimonial-form-action.ts";
import { visitFormAction } from "./visit-form-action.ts";

export interface FormActionArgs {
  request: Request;
  context: { get(key: typeof clientAddressContext): string };
}

/** What a form is about: a property or a project, with its path on the site. */
export interface FormSubject {
  propertyId?: number;
  projectId?: number;
  title: string;
  city: string;
  href: string;
}

export function propertySubjectOf(card: ListingCard): FormSubject {
  return { propertyId: card.id, title: card.title, city: card.city, href: card.href };
}

/** Takes in one form; `subject` is the property or project the form is about, if any. */
export function handleForm(kind: FormKind, args: FormActionArgs, ctx: PageContext, subject?: FormSubject) {
  const action = formActionContext(args, ctx, subject);
  switch (kind) {
    case "visit":
      return visitFormAction(action);
    case "demand":
      return demandFormAction(action);
    case "send-to-friend":
      return sendToFriendFormAction(action);
    case "testimonial":
      return testimonialFormAction(action);
    case "newsletter":
      return newsletterFormAction(action);
    case "follow":
      return followFormAction(action);
    default:
      return standardFormAction(kind, action);
  }
}

function formActionContext(args: FormActionArgs, ctx: PageContext, subject?: FormSubject): FormActionContext {
  const origin = publicOrigin();
  // A subject's path may already be a full address (a project on another site).
  const url = subject && (/^https?:\/\//.test(subject.href) ? subject.href : `${origin}${subject.href}`);
  return {
    request: args.request,
    clientAddress: args.context.get(clientAddressContext),
    page: ctx,
    origin,
    propertyId: subject?.propertyId,
    projectId: subject?.projectId,
    about: subject && url ? { title: `${subject.title} (${subject.city})`, url } : undefined,
  };
}
