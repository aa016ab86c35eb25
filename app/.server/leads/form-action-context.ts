// What every form's action shares, whatever its own rows and mails: the request it answers, the
// page it was sent from and what it is about. The route's arguments are turned into this once
// (form-actions.ts), so each form's action reads plain values.
import type { FormKind } from "../../domain/forms/form-kinds.ts";
import { type FormValue, formSchema } from "../../domain/forms/form-schemas.ts";
import type { Language } from "../../i18n/languages.ts";
import type { MailAddress } from "../db/lead-schema.ts";
import type { PageContext } from "../page-context.ts";
import { type MailContext, type MailSubject, visitorName } from "./lead-mails.ts";
import type { LeadFacts } from "./submit-form.ts";

export interface FormActionContext {
  request: Request;
  clientAddress: string;
  page: PageContext;
  /** The site's public origin: the mails' links and the calendar entry's id are absolute. */
  origin: string;
  propertyId: number | undefined;
  projectId: number | undefined;
  /** The property or project as the mails name and link it. */
  about: MailSubject | undefined;
}

/** The forms whose schema asks for the visitor's own e-mail address under the name `email`. */
export type FormKindWithEmail = Exclude<FormKind, "send-to-friend" | "testimonial">;

/** The options of `submitForm` that only depend on the form's kind and the request. */
export function commonSubmitOptions<K extends FormKind>(kind: K, action: FormActionContext) {
  return {
    request: action.request,
    clientAddress: action.clientAddress,
    kind,
    language: action.page.language,
    schema: formSchema(kind, action.page.language),
  };
}

export function visitorOf(value: FormValue<FormKindWithEmail>, language: Language): MailAddress {
  return { name: visitorName(value, language), address: value.email };
}

/** What the lead row keeps apart from the fields: who wrote and what about. */
export function leadFactsOf(visitor: MailAddress, action: FormActionContext): LeadFacts {
  return {
    email: visitor.address,
    name: visitor.name || undefined,
    propertyId: action.propertyId,
    projectId: action.projectId,
  };
}

export function mailContextOf(
  kind: FormKind,
  action: FormActionContext,
  lead: { value: Record<string, unknown>; verified: boolean },
  display?: Record<string, string>,
): MailContext {
  return {
    kind,
    language: action.page.language,
    settings: action.page.settings,
    value: lead.value,
    verified: lead.verified,
    subject: action.about,
    ...(display ? { display } : {}),
  };
}
