// A demand (a standing search) is kept as a row of its own with a secret token; the visitor gets an
// opt-in mail with the link that confirms it, and matching properties are only ever mailed after that.
// Without a solved captcha the address may be anyone's: the opt-in mail then carries the site's own
// words only, and no typed name is kept for the alerts that follow a confirmation.
import type { FormValue } from "../../domain/forms/form-schemas.ts";
import { GOAL_RENT, GOAL_SALE } from "../../domain/listing.ts";
import { fill } from "../../i18n/fill.ts";
import { href } from "../../i18n/links.ts";
import type { Transaction } from "../db/client.ts";
import { demands, type MailAddress } from "../db/lead-schema.ts";
import type { MailDraft } from "../mail/outbox-draft.ts";
import { commonSubmitOptions, type FormActionContext } from "./form-action-context.ts";
import { visitorName } from "./lead-mails.ts";
import { MAIL_TEXTS } from "./mail-texts.ts";
import { optInFormAction } from "./opt-in-form-action.ts";
import { optInMail } from "./opt-in-mail.ts";
import { newSubscriptionToken } from "./subscription-token.ts";

type DemandValue = FormValue<"demand">;

interface StoredDemand {
  token: string;
  demandId: number;
}

export function demandFormAction(action: FormActionContext) {
  return optInFormAction(action, {
    common: commonSubmitOptions("demand", action),
    write: (tx, lead) => insertDemand(tx, lead, action),
    optInMail: (visitor, demand) => demandConfirmation(visitor, demand, action),
  });
}

async function insertDemand(
  tx: Transaction,
  lead: { id: number; value: DemandValue; verified: boolean; contactId: number | null },
  action: FormActionContext,
): Promise<StoredDemand> {
  const token = newSubscriptionToken();
  const language = action.page.language;
  const value = lead.value;
  const [row] = await tx
    .insert(demands)
    .values({
      leadId: lead.id,
      contactId: lead.contactId,
      token,
      language,
      email: value.email,
      name: lead.verified ? visitorName(value, language) : "",
      criteria: {
        goal: value.goal === "rent" ? GOAL_RENT : GOAL_SALE,
        typeWebIds: value.typeWebIds,
        regions: [...new Set([...value.regionZips, ...(value.regions ?? [])])],
        budgetMin: value.budgetMin,
        budgetMax: value.budgetMax,
        bedroomsMin: value.bedroomsMin,
        bedroomsMax: value.bedroomsMax,
        garagesMin: value.garagesMin,
        parkingsMin: value.parkingsMin,
      },
    })
    .returning({ id: demands.id });
  return { token, demandId: row?.id ?? 0 };
}

function demandConfirmation(visitor: MailAddress, demand: StoredDemand, action: FormActionContext): MailDraft {
  const { settings, language } = action.page;
  const texts = MAIL_TEXTS[language];
  return optInMail(action, {
    purpose: "demand-confirmation",
    demandId: demand.demandId,
    visitor,
    subject: fill(texts.demandSubject, { agency: settings.agency.name }),
    text: texts.demandText,
    token: demand.token,
    confirmPath: href("demandConfirm", language, { token: demand.token }),
  });
}
