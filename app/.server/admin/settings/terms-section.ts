// The amounts the offer and rental texts quote: the buyer's advance and the rental conditions
// (termsSettingsForm). The public forms, their thank-you pages and mails read them from the settings
// row, so a save here shows on every instance at once (settings-store.ts).
import {
  TERMS_FIELDS,
  type TermsSettings,
  termsFieldText,
  termsSettingsForm,
} from "../../../domain/admin-forms/terms-settings-form.ts";
import { storedTerms } from "../../../domain/sale-rent-terms.ts";
import type { SettingsFields, SettingsSection } from "./section.ts";

export const termsSection: SettingsSection<TermsSettings> = {
  id: "terms",
  form: () => termsSettingsForm,

  toForm(row) {
    const terms = storedTerms(row.terms);
    const fields: SettingsFields = {};
    for (const field of TERMS_FIELDS) fields[field] = termsFieldText(terms[field]);
    return fields;
  },

  patch: (value) => ({ terms: value.terms }),

  // The schema has bounded every number already; the column is one JSON value of them.
  siteErrors: () => ({}),

  audited(row) {
    const terms = storedTerms(row.terms);
    return Object.fromEntries(TERMS_FIELDS.map((field) => [field, terms[field]]));
  },
};
