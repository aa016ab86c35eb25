// The demo agency's settings meet the back office's rules: each settings page, opened and saved as it
// is, saves exactly what the seed wrote (so the demo's numbers, links and texts pass every check).

import { describe, expect, it } from "vitest";
import { agencySection } from "../app/.server/admin/settings/agency-section.ts";
import { footerSection } from "../app/.server/admin/settings/footer-section.ts";
import { generalSection } from "../app/.server/admin/settings/general-section.ts";
import { parseSettings, type SettingsRow, type SettingsSection } from "../app/.server/admin/settings/section.ts";
import { topBarSection } from "../app/.server/admin/settings/top-bar-section.ts";
import { trackingSection } from "../app/.server/admin/settings/tracking-section.ts";
import { DEFAULT_TERMS } from "../app/domain/sale-rent-terms.ts";
import { LANGUAGES } from "../app/i18n/languages.ts";
import {
  AGENCY,
  CONTACT_TIME_SLOTS,
  FOOTER_COLUMNS,
  TOP_BAR_LEFT,
  TOP_BAR_RIGHT,
  TRACKING,
} from "./site-settings-data.ts";

const DEMO: SettingsRow = {
  id: 1,
  defaultLanguage: "nl",
  enabledLanguages: [...LANGUAGES],
  showSearchCount: true,
  showPriceReduced: true,
  showPriceHistory: true,
  headerFixedOnScroll: true,
  languageFlags: false,
  cookieLifetimeDays: 180,
  soldPageDays: 90,
  terms: DEFAULT_TERMS,
  contactTimeSlots: CONTACT_TIME_SLOTS,
  tracking: TRACKING,
  topBarLeft: TOP_BAR_LEFT,
  topBarRight: TOP_BAR_RIGHT,
  footerColumns: FOOTER_COLUMNS,
  agency: AGENCY,
  leadRetentionMonths: null,
  createdAt: new Date(),
  updatedAt: new Date(),
};

const SECTIONS: SettingsSection<unknown>[] = [
  generalSection,
  agencySection,
  trackingSection,
  topBarSection,
  footerSection,
];

describe("the demo's settings in the back office", () => {
  it.each(SECTIONS.map((section) => [section.id, section] as const))(
    "%s: saved as shown, nothing changes",
    (_, section) => {
      const parsed = parseSettings(section, section.toForm(DEMO), DEMO);
      if ("errors" in parsed) throw new Error(`refused: ${JSON.stringify(parsed.errors)}`);
      expect(section.audited({ ...DEMO, ...section.patch(parsed.value, DEMO) })).toEqual(section.audited(DEMO));
    },
  );
});
