/* oxlint-disable typescript/no-explicit-any -- the form of any settings section's schema: see SettingsFormMetadata */
// What the settings forms' fields share, given by context: the page's texts, the form kit's texts and
// the settings' own refusals in the manager's language (for AdminField), the form (for the row
// buttons) and the site's languages (for the tabs of texts kept per language).
import type { FormMetadata } from "@conform-to/react";
import { createContext, useContext } from "react";
import { fill } from "../../../i18n/fill.ts";
import { LANGUAGE_NAMES, type Language } from "../../../i18n/languages.ts";
import type { AdminFormTexts } from "../../../i18n/messages/admin-forms/types.ts";
import type { AdminSettingsMessages } from "../../../i18n/messages/admin-settings.ts";
import type { AdminSettingsFieldMessages } from "../../../i18n/messages/admin-settings-fields.ts";

// biome-ignore lint/suspicious/noExplicitAny: the form of any settings section's schema.
export type SettingsFormMetadata = FormMetadata<any, string[]>;

export interface SettingsFormContext {
  s: AdminSettingsMessages;
  f: AdminSettingsFieldMessages;
  /** What AdminField needs besides its field: the kit's texts and the settings' own refusals. */
  kit: { texts: AdminFormTexts; ownErrors: Record<string, string> };
  form: SettingsFormMetadata;
  enabledLanguages: readonly Language[];
  defaultLanguage: Language;
}

const Context = createContext<SettingsFormContext | null>(null);

export const SettingsFormProvider = Context.Provider;

export function useSettingsForm(): SettingsFormContext {
  const context = useContext(Context);
  if (!context) throw new Error("A settings field is outside its form.");
  return context;
}

/** The settings' refusals as sentences, the default language named where a text must be in it. */
export function settingsErrorTexts(s: AdminSettingsMessages, defaultLanguage: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries(s.errors).map(([key, text]) => [key, fill(text, { language: LANGUAGE_NAMES[defaultLanguage] })]),
  );
}
