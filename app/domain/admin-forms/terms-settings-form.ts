// The settings page of the amounts the offer and rental texts quote (sale-rent-terms.ts): the same
// schema checks the form in the manager's browser and in the page's action, and reads it as the
// settings row keeps it. Each number is read as the back office reads every number ("7,5", "1.234,5",
// "€ 250"); a refusal is an error code the settings pages name in the manager's language.

import { z } from "../forms/zod.ts";
import {
  checkAdvancePercent,
  checkDepositMonths,
  checkIncomeTimesRent,
  checkMaxPersons,
  checkTenantCosts,
  DEFAULT_TERMS,
  type SaleRentTerms,
  type TermsChecked,
} from "../sale-rent-terms.ts";
import type { SettingsForm } from "./settings-forms.ts";

export const TERMS_FIELDS = [
  "offerAdvancePercent",
  "depositMonths",
  "incomeTimesRent",
  "maxPersons",
  "tenantCosts",
] as const satisfies readonly (keyof SaleRentTerms)[];
export type TermsField = (typeof TERMS_FIELDS)[number];

export type TermsSettings = { terms: SaleRentTerms };

const typed = z.string().optional();
const raw = z.object({
  offerAdvancePercent: typed,
  depositMonths: typed,
  incomeTimesRent: typed,
  maxPersons: typed,
  tenantCosts: typed,
});

const CHECKS: { [K in TermsField]: (input: string) => TermsChecked<SaleRentTerms[K]> } = {
  offerAdvancePercent: checkAdvancePercent,
  depositMonths: checkDepositMonths,
  incomeTimesRent: checkIncomeTimesRent,
  maxPersons: checkMaxPersons,
  tenantCosts: checkTenantCosts,
};

function read(form: z.output<typeof raw>, fail: (field: TermsField, error: string) => void): TermsSettings {
  const take = <K extends TermsField>(field: K): SaleRentTerms[K] => {
    const checked = CHECKS[field](form[field] ?? "");
    if (checked.ok) return checked.value;
    fail(field, checked.error);
    return DEFAULT_TERMS[field];
  };
  return {
    terms: {
      offerAdvancePercent: take("offerAdvancePercent"),
      depositMonths: take("depositMonths"),
      incomeTimesRent: take("incomeTimesRent"),
      maxPersons: take("maxPersons"),
      tenantCosts: take("tenantCosts"),
    },
  };
}

export const termsSettingsForm: SettingsForm<typeof raw, TermsSettings> = {
  schema: raw.superRefine((form, context) => {
    read(form, (field, error) => context.addIssue({ code: "custom", path: [field], message: error }));
  }),
  read: (form) => read(form, () => undefined),
};

/** A stored amount as the form shows it: "7,5", "1234,5", "" for none. */
export function termsFieldText(value: number | null): string {
  return value === null ? "" : String(value).replace(".", ",");
}
