// Languages, what the frame shows, contact time slots, the consent lifetime and the lead retention
// period.
import {
  checkCookieLifetime,
  checkLanguages,
  checkRetentionMonths,
  checkTimeSlots,
  MAX_TIME_SLOTS,
} from "../../../domain/site-settings-rules.ts";
import { isLanguage, LANGUAGES, type Language } from "../../../i18n/languages.ts";
import { countKey, type FormValues, rowCount } from "../../../shared/flat-form.ts";
import { Checks, type SettingsSection, tick, ticked } from "./section.ts";

export interface GeneralSettings {
  enabledLanguages: Language[];
  defaultLanguage: Language;
  languageFlags: boolean;
  showSearchCount: boolean;
  headerFixedOnScroll: boolean;
  cookieLifetimeDays: number;
  leadRetentionMonths: number | null;
  contactTimeSlots: string[];
}

const FIELDS = new Set([
  "defaultLanguage",
  "languageFlags",
  "showSearchCount",
  "headerFixedOnScroll",
  "cookieLifetimeDays",
  "leadRetentionMonths",
  ...LANGUAGES.map((language) => `enabled.${language}`),
]);

export const generalSection: SettingsSection<GeneralSettings> = {
  id: "general",
  accepts: (name) => FIELDS.has(name) || /^timeSlots\.(count|\d+)$/.test(name),
  lists: { timeSlots: MAX_TIME_SLOTS },

  toForm(row) {
    const values: FormValues = {
      defaultLanguage: row.defaultLanguage,
      languageFlags: tick(row.languageFlags),
      showSearchCount: tick(row.showSearchCount),
      headerFixedOnScroll: tick(row.headerFixedOnScroll),
      cookieLifetimeDays: String(row.cookieLifetimeDays),
      leadRetentionMonths: row.leadRetentionMonths === null ? "" : String(row.leadRetentionMonths),
      [countKey("timeSlots")]: String(row.contactTimeSlots.length),
    };
    for (const language of LANGUAGES) values[`enabled.${language}`] = tick(row.enabledLanguages.includes(language));
    row.contactTimeSlots.forEach((slot, index) => {
      values[`timeSlots.${index}`] = slot;
    });
    return values;
  },

  parse(values) {
    const checks = new Checks();
    const chosen = LANGUAGES.filter((language) => ticked(values, `enabled.${language}`));
    const asked = values.defaultLanguage ?? "";
    const fallback = isLanguage(asked) ? asked : LANGUAGES[0];
    const languages = checkLanguages(chosen, fallback, LANGUAGES);
    if (!languages.ok) checks.fail(languages.error === "noLanguage" ? "enabled" : "defaultLanguage", languages.error);
    const count = rowCount(values, "timeSlots", MAX_TIME_SLOTS);
    const slots = checkTimeSlots(Array.from({ length: count }, (_, index) => values[`timeSlots.${index}`] ?? ""));
    for (const [index, error] of slots.errors) checks.fail(`timeSlots.${index}`, error);
    const value: GeneralSettings = {
      enabledLanguages: languages.ok ? languages.value.enabled : chosen,
      defaultLanguage: fallback,
      languageFlags: ticked(values, "languageFlags"),
      showSearchCount: ticked(values, "showSearchCount"),
      headerFixedOnScroll: ticked(values, "headerFixedOnScroll"),
      cookieLifetimeDays: checks.take("cookieLifetimeDays", checkCookieLifetime(values.cookieLifetimeDays ?? ""), 0),
      leadRetentionMonths: checks.take(
        "leadRetentionMonths",
        checkRetentionMonths(values.leadRetentionMonths ?? ""),
        null,
      ),
      contactTimeSlots: slots.slots,
    };
    return checks.ok ? { value } : { errors: checks.errors };
  },

  patch: (value) => value,

  audited: (row) => ({
    enabledLanguages: row.enabledLanguages,
    defaultLanguage: row.defaultLanguage,
    languageFlags: row.languageFlags,
    showSearchCount: row.showSearchCount,
    headerFixedOnScroll: row.headerFixedOnScroll,
    cookieLifetimeDays: row.cookieLifetimeDays,
    leadRetentionMonths: row.leadRetentionMonths,
    contactTimeSlots: row.contactTimeSlots,
  }),
};
