// The name, in the manager's language, of a settings field as the audit log records it ("agency.phone",
// "footerColumns"): what a refused save says the other person changed.
import type { AdminSettingsMessages } from "../i18n/messages/admin-settings.ts";
import type { AdminSettingsFieldMessages } from "../i18n/messages/admin-settings-fields.ts";

export function settingsFieldLabel(field: string, s: AdminSettingsMessages, f: AdminSettingsFieldMessages): string {
  const [group, name = ""] = field.split(".");
  const pick = (texts: Record<string, unknown>) => {
    const text = texts[name];
    return typeof text === "string" ? text : field;
  };
  if (group === "agency") return pick(f.agency);
  if (group === "tracking" || group === "verification") return pick(f.tracking);
  if (name === "" && group !== undefined && group in f.terms) return f.terms[group as keyof typeof f.terms];
  const general: Record<string, string> = {
    enabledLanguages: s.languages.enabled,
    defaultLanguage: s.languages.defaultLanguage,
    languageFlags: s.languages.languageFlags,
    showSearchCount: s.display.showSearchCount,
    showPriceReduced: s.display.showPriceReduced,
    showPriceHistory: s.display.showPriceHistory,
    headerFixedOnScroll: s.display.headerFixedOnScroll,
    cookieLifetimeDays: s.privacy.cookieLifetimeDays,
    leadRetentionMonths: s.privacy.leadRetentionMonths,
    soldPageDays: s.display.soldPageDays,
    contactTimeSlots: s.timeSlots.legend,
    topBarLeft: f.topBar.left,
    topBarRight: f.topBar.right,
    footerColumns: s.sections.footer,
  };
  return general[field] ?? field;
}
