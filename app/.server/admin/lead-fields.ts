// What a visitor sent, as staff read it on a request's page: each field under the form's own label
// and each choice in words, in the staff member's language ("Aanspreking: Mevr.", not "title: ms"),
// amounts in euro and dates as dates. The forms' labels are the ones the visitor saw, in another
// language perhaps; a field no form knows (sent before a form changed) keeps its name.
import type { FormKind } from "../../domain/forms/form-kinds.ts";
import { formatDate } from "../../i18n/dates.ts";
import { formMessagesFor } from "../../i18n/form-messages.server.ts";
import { formatPhone, formatPrice } from "../../i18n/format.ts";
import type { Language } from "../../i18n/languages.ts";
import { financingTermText } from "../leads/lead-mails.ts";
import { MAIL_TEXTS } from "../leads/mail-texts.ts";

export interface LeadFieldRow {
  name: string;
  label: string;
  /** As text, never as markup: whatever a visitor typed stays their words. */
  value: string;
}

const AMOUNTS = new Set(["amount", "loanAmount", "budgetMin", "budgetMax", "income1", "income2"]);
const DATES = new Set(["moveDate", "validFrom", "validUntil", "signDate"]);

/** The lead's fields, in the form's order, without the ones left empty. */
export function leadFieldRows(kind: string, fields: Record<string, unknown>, language: Language): LeadFieldRow[] {
  const forms = formMessagesFor(language);
  const labels: Record<string, string> = { ...forms.fields };
  // The valuation's "goal" is what the valuation is for, not what the visitor looks for.
  if ((kind as FormKind) === "valuation") labels.goal = forms.fields.valuationGoal;
  const choices: Record<string, Record<string, string>> = {
    title: forms.options.titles,
    goal: forms.options.goals,
    request: forms.options.requests,
  };
  const rows: LeadFieldRow[] = [];
  for (const [name, stored] of Object.entries(fields)) {
    // An offer's loan term is one value with its unit ("6 weken"), not two rows.
    if (name === "financingTermUnit") continue;
    const value =
      name === "financingTerm"
        ? (financingTermText(fields, language) ?? fieldText(name, stored, undefined, language))
        : fieldText(name, stored, choices[name], language);
    if (value === "") continue;
    rows.push({ name, label: labels[name] ?? name, value });
  }
  return rows;
}

function fieldText(
  name: string,
  value: unknown,
  choices: Record<string, string> | undefined,
  language: Language,
): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map((item) => fieldText(name, item, choices, language)).join(", ");
  if (typeof value === "boolean") return value ? MAIL_TEXTS[language].yes : MAIL_TEXTS[language].no;
  if (AMOUNTS.has(name) && typeof value === "number") return formatPrice(value, language);
  if (DATES.has(name) && typeof value === "string") return formatDate(value, language) || value;
  if (name === "phone" && typeof value === "string") return formatPhone(value);
  if (typeof value === "string") return choices?.[value] ?? value;
  if (typeof value === "number") return String(value);
  return JSON.stringify(value);
}
