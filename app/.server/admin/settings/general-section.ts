// Languages, what the frame shows, contact time slots, the consent lifetime and the lead retention
// period (generalSettingsForm).
import { type GeneralSettings, generalSettingsForm } from "../../../domain/admin-forms/settings-forms.ts";
import { LANGUAGES } from "../../../i18n/languages.ts";
import type { SettingsFields, SettingsSection } from "./section.ts";
import { tick } from "./section.ts";

export const generalSection: SettingsSection<GeneralSettings> = {
  id: "general",
  form: () => generalSettingsForm,

  toForm(row) {
    const fields: SettingsFields = {
      defaultLanguage: row.defaultLanguage,
      languageFlags: tick(row.languageFlags),
      showSearchCount: tick(row.showSearchCount),
      showPriceReduced: tick(row.showPriceReduced),
      showPriceHistory: tick(row.showPriceHistory),
      headerFixedOnScroll: tick(row.headerFixedOnScroll),
      cookieLifetimeDays: String(row.cookieLifetimeDays),
      leadRetentionMonths: row.leadRetentionMonths === null ? "" : String(row.leadRetentionMonths),
      soldPageDays: String(row.soldPageDays),
    };
    for (const language of LANGUAGES) fields[`enabled.${language}`] = tick(row.enabledLanguages.includes(language));
    row.contactTimeSlots.forEach((slot, index) => {
      fields[`timeSlots[${index}]`] = slot;
    });
    return fields;
  },

  patch: (value) => value,

  // The columns are a language list, booleans and numbers the schema has bounded already.
  siteErrors: () => ({}),

  audited: (row) => ({
    enabledLanguages: row.enabledLanguages,
    defaultLanguage: row.defaultLanguage,
    languageFlags: row.languageFlags,
    showSearchCount: row.showSearchCount,
    showPriceReduced: row.showPriceReduced,
    showPriceHistory: row.showPriceHistory,
    headerFixedOnScroll: row.headerFixedOnScroll,
    cookieLifetimeDays: row.cookieLifetimeDays,
    leadRetentionMonths: row.leadRetentionMonths,
    soldPageDays: row.soldPageDays,
    contactTimeSlots: row.contactTimeSlots,
  }),
};
