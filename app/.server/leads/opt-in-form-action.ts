// The forms that subscribe by double opt-in (a demand, the newsletter, following a property) take one
// path: the lead, the subscription's own row in the lead's transaction, the agency's notification, and
// one opt-in mail (opt-in-mail.ts) to an address nobody has proved yet. Each form says only what it
// keeps and what its mail says.
import type { FormValue } from "../../domain/forms/form-schemas.ts";
import type { Transaction } from "../db/client.ts";
import type { MailAddress } from "../db/lead-schema.ts";
import type { MailDraft } from "../mail/outbox-draft.ts";
import { type FormActionContext, leadFactsOf, mailContextOf, visitorOf } from "./form-action-context.ts";
import { agencyNotification, unconfirmedRecipient } from "./lead-mails.ts";
import { type SubmitOptions, submitForm } from "./submit-form.ts";

type OptInValue = FormValue<"demand" | "newsletter" | "follow">;

export interface OptInForm<Value extends OptInValue, Stored> {
  /** The form's kind, language and schema: `commonSubmitOptions(kind, action)`. */
  common: Pick<SubmitOptions<Value, undefined, Stored>, "request" | "clientAddress" | "kind" | "language" | "schema">;
  /** Keeps the subscription, unconfirmed; what it returns is handed to the mail (its token). */
  write(
    tx: Transaction,
    lead: { id: number; value: Value; verified: boolean; contactId: number | null },
  ): Promise<Stored>;
  /** The opt-in mail, to the visitor as an unconfirmed recipient (no typed name without a solved captcha). */
  optInMail(visitor: MailAddress, stored: Stored): MailDraft;
}

export function optInFormAction<Value extends OptInValue, Stored>(
  action: FormActionContext,
  form: OptInForm<Value, Stored>,
) {
  const language = action.page.language;
  return submitForm<Value, undefined, Stored>({
    ...form.common,
    facts: (value) => leadFactsOf(visitorOf(value, language), action),
    write: (tx, lead) => form.write(tx, lead),
    mails: async (lead) => {
      const visitor = visitorOf(lead.value, language);
      // The opt-in mail itself is the check: nothing else is ever sent to an unconfirmed address.
      return [
        agencyNotification(mailContextOf(form.common.kind, action, lead), visitor),
        form.optInMail(unconfirmedRecipient(visitor), lead.extra),
      ];
    },
  });
}
