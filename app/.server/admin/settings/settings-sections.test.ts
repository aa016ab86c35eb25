// The settings sections without a database: each turns a row into a form (its fields as Conform
// names them) and back without changing a thing (so opening a page and saving changes nothing), and
// refuses what the rules of the site and of Belgian law refuse, naming the field. demo/site-settings-editing.test.ts does the same round trip
// with the demo agency's settings.

import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { TOP_BAR_ICONS } from "../../../domain/admin-forms/settings-forms.ts";
import { DEFAULT_TERMS } from "../../../domain/sale-rent-terms.ts";
import { type AgencyIdentity, type FooterColumn, type TopBarLink, topBarLinkSchema } from "../../db/json-shapes.ts";
import { agencySection } from "./agency-section.ts";
import { footerSection } from "./footer-section.ts";
import { generalSection } from "./general-section.ts";
import { parseSettings, type SettingsFields, type SettingsRow, type SettingsSection } from "./section.ts";
import { topBarSection } from "./top-bar-section.ts";
import { trackingSection } from "./tracking-section.ts";

const AGENCY: AgencyIdentity = {
  name: "Immo Test",
  legalName: "Immo Test bv",
  street: "Markt 1",
  zip: "1500",
  city: { nl: "Halle", fr: "Hal", en: "Halle", de: "Halle" },
  phone: "02 356 47 80",
  email: "info@immotest.example",
  companyNumber: "0712.345.630",
  vatNumber: "BE 0712.345.630",
  professionalTitle: { nl: "vastgoedmakelaar-bemiddelaar", fr: "agent immobilier intermédiaire" },
  bivNumber: "509.123",
  country: { nl: "België", fr: "Belgique" },
  supervisor: "BIV/IPI, Luxemburgstraat 16B, 1000 Brussel",
  insurer: "AXA Belgium nv",
  policyNumber: "730.418.526",
  ethicsCodeUrl: "https://www.biv.be/deontologie",
  latitude: 50.7339,
  longitude: 4.2345,
  openingHours: { nl: "Maandag tot vrijdag\n9.00–18.00" },
  verification: { google: "AbC-123_xyz789" },
};
const TOP_BAR_LEFT: TopBarLink[] = [
  { published: true, label: { nl: "02 356 47 80" }, href: "tel:+3223564780", icon: "phone" },
  { published: false, label: { nl: "Mail", fr: "Courriel" }, href: "mailto:info@immotest.example", icon: "mail" },
];
const TOP_BAR_RIGHT: TopBarLink[] = [
  {
    published: true,
    label: { nl: "Facebook" },
    href: "https://www.facebook.com/immotest",
    icon: "facebook",
    color: "#1877f2",
  },
  { published: true, label: { nl: "Login eigenaars", de: "Eigentümer-Login" }, href: "/login/", icon: "user" },
];
const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: { nl: "Immo Test", fr: "Immo Test" },
    titlePublic: true,
    intro: { nl: "Markt 1, Halle", fr: "Markt 1, Hal" },
    introPublic: true,
    text: { nl: "Tel. 02 356 47 80\nOpen op zaterdag" },
    textPublic: true,
  },
  {
    title: { nl: "Ons werkgebied" },
    titlePublic: true,
    intro: { nl: "De Zennevallei" },
    introPublic: true,
    text: { nl: "Halle, Lembeek, Beersel" },
    textPublic: false,
  },
];

const ROW: SettingsRow = {
  id: 1,
  defaultLanguage: "nl",
  enabledLanguages: ["nl", "fr", "en", "de"],
  showSearchCount: true,
  showPriceReduced: true,
  showPriceHistory: true,
  headerFixedOnScroll: true,
  languageFlags: false,
  cookieLifetimeDays: 180,
  soldPageDays: 90,
  terms: DEFAULT_TERMS,
  contactTimeSlots: ["10:00-13:00", "13:00-16:00", "16:00-19:00"],
  tracking: { analyticsId: "G-1A2B3C4D5E" },
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

function saved<V>(section: SettingsSection<V>, values: SettingsFields, row = ROW): SettingsRow {
  const parsed = parseSettings(section, values, row);
  if ("errors" in parsed) throw new Error(`refused: ${JSON.stringify(parsed.errors)}`);
  return { ...row, ...section.patch(parsed.value, row) };
}

function errorsOf<V>(section: SettingsSection<V>, change: SettingsFields, row = ROW) {
  const parsed = parseSettings(section, { ...section.toForm(row), ...change }, row);
  return "errors" in parsed ? parsed.errors : {};
}

describe("every section", () => {
  it.each(SECTIONS.map((section) => [section.id, section] as const))(
    "%s: a row, shown and saved unchanged, is the same row",
    (_, section) => {
      const values = section.toForm(ROW);
      expect(section.audited(saved(section, values))).toEqual(section.audited(ROW));
    },
  );

  it("reads only its own fields: another section's, or one the form does not have, changes nothing", () => {
    for (const section of SECTIONS) {
      const stray = {
        ...(section.id === "agency" ? {} : { "agency.phone": "09 000 00 00" }),
        "agency.verification.google": "x",
        "topBarLeft[0].onclick": "x",
        "footer[0].script": "x",
      };
      expect(section.audited(saved(section, { ...section.toForm(ROW), ...stray })), section.id).toEqual(
        section.audited(ROW),
      );
    }
  });

  it("offers the icons the settings row accepts", () => {
    expect([...TOP_BAR_ICONS]).toEqual(topBarLinkSchema.shape.icon.unwrap().options);
  });
});

describe("general", () => {
  it("saves languages in the product's order, slots as the site writes them, an empty period as the default", () => {
    // The third slot removed: its field is no longer in the form.
    const { "timeSlots[2]": _, ...form } = generalSection.toForm(ROW);
    const row = saved(generalSection, {
      ...form,
      "enabled.fr": "",
      "enabled.en": "",
      defaultLanguage: "de",
      "timeSlots[0]": "9.00 - 12.00",
      "timeSlots[1]": "14:00-17:00",
      cookieLifetimeDays: "90",
      leadRetentionMonths: "",
      soldPageDays: "30",
      showSearchCount: "",
      showPriceReduced: "",
      showPriceHistory: "on",
    });
    expect(row).toMatchObject({
      enabledLanguages: ["nl", "de"],
      defaultLanguage: "de",
      contactTimeSlots: ["09:00-12:00", "14:00-17:00"],
      cookieLifetimeDays: 90,
      leadRetentionMonths: null,
      soldPageDays: 30,
      showSearchCount: false,
      showPriceReduced: false,
      showPriceHistory: true,
      headerFixedOnScroll: true,
    });
  });

  it.each([
    [{ "enabled.nl": "" }, { defaultLanguage: "defaultNotEnabled" }],
    [{ "enabled.nl": "", "enabled.fr": "", "enabled.en": "", "enabled.de": "" }, { enabled: "noLanguage" }],
    [{ cookieLifetimeDays: "400" }, { cookieLifetimeDays: "cookieLifetime" }],
    [{ leadRetentionMonths: "0" }, { leadRetentionMonths: "retentionMonths" }],
    [{ soldPageDays: "731" }, { soldPageDays: "soldPageDays" }],
    [{ soldPageDays: "" }, { soldPageDays: "required" }],
    [{ "timeSlots[1]": "13:00-10:00" }, { "timeSlots[1]": "timeSlotOrder" }],
    [{ "timeSlots[2]": "10:00-13:00" }, { "timeSlots[2]": "timeSlotTwice" }],
  ])("refuses %j: %j", (change, errors) => {
    expect(errorsOf(generalSection, change)).toEqual(errors);
  });
});

describe("agency", () => {
  it("writes the numbers one way and keeps the verification tags the tracking section edits", () => {
    const row = saved(agencySection, {
      ...agencySection.toForm(ROW),
      "agency.companyNumber": "0123456749",
      "agency.vatNumber": "be0123456749",
      "agency.bivNumber": "BIV 204 311",
      "agency.phone": "02 123 45 67",
    });
    expect(row.agency).toMatchObject({
      companyNumber: "0123.456.749",
      vatNumber: "BE 0123.456.749",
      bivNumber: "204.311",
      phone: "02 123 45 67",
      verification: { google: "AbC-123_xyz789" },
    });
  });

  it.each([
    [{ "agency.bivNumber": "12-34" }, { "agency.bivNumber": "bivNumber" }],
    [{ "agency.bivNumber": "" }, { "agency.bivNumber": "required" }],
    [{ "agency.companyNumber": "0712.345.631" }, { "agency.companyNumber": "companyNumber" }],
    [{ "agency.vatNumber": "BE 0123.456.749" }, { "agency.vatNumber": "vatNotCompany" }],
    [{ "agency.email": "info-at-agency" }, { "agency.email": "email" }],
    [{ "agency.ethicsCodeUrl": "http://www.biv.be/" }, { "agency.ethicsCodeUrl": "url" }],
    [{ "agency.insurer": " " }, { "agency.insurer": "required" }],
    [{ "agency.zip": "150" }, { "agency.zip": "zip" }],
    [{ "agency.professionalTitle.nl": "" }, { "agency.professionalTitle.nl": "defaultLanguageText" }],
    [{ "agency.name": "x".repeat(201) }, { "agency.name": "tooLong" }],
  ])("refuses %j: %j", (change, errors) => {
    expect(errorsOf(agencySection, change)).toEqual(errors);
  });
});

describe("tracking", () => {
  it("keeps the ids in their services' shape and the agency's other fields as they are", () => {
    const row = saved(trackingSection, {
      "tracking.analyticsId": "",
      "tracking.tagManagerId": "gtm-5kx7q2p",
      "tracking.pixelId": "1234567890123456",
      "verification.facebook": '<meta name="facebook-domain-verification" content="q8n3x0abcdef" />',
    });
    expect(row.tracking).toEqual({ tagManagerId: "GTM-5KX7Q2P", pixelId: "1234567890123456" });
    expect(row.agency).toEqual({ ...ROW.agency, verification: { facebook: "q8n3x0abcdef" } });
  });

  it("refuses an id of another service in a field", () => {
    expect(errorsOf(trackingSection, { "tracking.analyticsId": "UA-1234-1", "tracking.adsId": "GTM-5KX7Q2P" })).toEqual(
      {
        "tracking.analyticsId": "analyticsId",
        "tracking.adsId": "adsId",
      },
    );
  });
});

describe("top bar and footer", () => {
  it("a link added, filled in and moved first is saved first", () => {
    // Conform's list moves renumber the rows' fields; the server reads them in their new order.
    const moved: SettingsFields = { ...topBarSection.toForm(ROW) };
    for (const [name, value] of Object.entries(topBarSection.toForm(ROW))) {
      const row = /^topBarRight\[(\d)\](.*)$/.exec(name);
      if (row) moved[`topBarRight[${Number(row[1]) + 1}]${row[2]}`] = value;
    }
    Object.assign(moved, {
      "topBarRight[0].published": "on",
      "topBarRight[0].href": "https://www.linkedin.com/company/agency",
      "topBarRight[0].icon": "linkedin",
      "topBarRight[0].color": "0A66C2",
      "topBarRight[0].label.nl": "LinkedIn",
      "topBarRight[0].label.fr": "",
      "topBarRight[0].label.en": "",
      "topBarRight[0].label.de": "",
    });
    const row = saved(topBarSection, moved);
    expect(row.topBarRight[0]).toEqual({
      published: true,
      label: { nl: "LinkedIn" },
      href: "https://www.linkedin.com/company/agency",
      icon: "linkedin",
      color: "#0a66c2",
    });
    expect(row.topBarRight.slice(1)).toEqual(TOP_BAR_RIGHT);
    expect(row.topBarLeft).toEqual(TOP_BAR_LEFT);
  });

  it.each([
    [{ "topBarLeft[0].href": "javascript:alert(1)" }, { "topBarLeft[0].href": "href" }],
    [{ "topBarLeft[0].icon": "skull" }, { "topBarLeft[0].icon": "invalid" }],
    [{ "topBarLeft[1].label.nl": "" }, { "topBarLeft[1].label.nl": "defaultLanguageText" }],
    [{ "topBarLeft[0].label.nl": "" }, { "topBarLeft[0].label.nl": "required" }],
    [{ "topBarRight[0].color": "blue" }, { "topBarRight[0].color": "color" }],
  ])("a link refuses %j: %j", (change, errors) => {
    expect(errorsOf(topBarSection, change)).toEqual(errors);
  });

  it("a footer text in another language only, or an empty new column, is refused on the default language", () => {
    expect(errorsOf(footerSection, { "footer[0].intro.nl": "" })).toEqual({
      "footer[0].intro.nl": "defaultLanguageText",
    });
    // A new column sends its fields empty, after the others.
    const form = new FormData();
    for (const [name, value] of Object.entries(footerSection.toForm(ROW))) if (value) form.append(name, value);
    form.append("footer[2].title.nl", "");
    form.append("footer[2].text.nl", "");
    const checked = parseWithZod(form, { schema: footerSection.form("nl").schema });
    expect(checked.status === "error" ? checked.error : {}).toEqual({
      "footer[2].title.nl": ["required"],
    });
    expect(errorsOf(footerSection, { "footer[0].text.de": "x".repeat(2001) })).toEqual({
      "footer[0].text.de": "tooLong",
    });
  });

  it("a footer column's public flags and texts are saved as ticked and typed", () => {
    const row = saved(footerSection, {
      ...footerSection.toForm(ROW),
      "footer[1].textPublic": "on",
      "footer[1].text.nl": "Halle en omstreken\r\nook Brussel",
    });
    expect(row.footerColumns[1]).toMatchObject({ textPublic: true, text: { nl: "Halle en omstreken\nook Brussel" } });
    expect(row.footerColumns[0]).toEqual(FOOTER_COLUMNS[0]);
  });
});
