// The settings pages' schemas as the back office runs them: FormData through Conform's parseWithZod
// (an empty input is undefined), on the server and in the browser alike. Each refusal is an error
// code of the settings rules on the field Conform names; a checked form reads as the values the
// settings row keeps. The sections' round trips with a whole row are in
// app/.server/admin/settings/settings-sections.test.ts.
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { SettingsError } from "../site-settings-rules.ts";
import {
  agencySettingsForm,
  footerSettingsForm,
  generalSettingsForm,
  type SettingsForm,
  topBarSettingsForm,
  trackingSettingsForm,
} from "./settings-forms.ts";

type Fields = Record<string, string>;

function check<V>(
  form: SettingsForm<z.ZodObject, V>,
  fields: Fields,
): { errors: Record<string, SettingsError | undefined>; value: V | undefined } {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  const submission = parseWithZod(formData, { schema: form.schema });
  if (submission.status !== "success") {
    const errors: Record<string, SettingsError | undefined> = {};
    for (const [name, keys] of Object.entries(submission.error ?? {})) errors[name] = keys?.[0] as SettingsError;
    return { errors, value: undefined };
  }
  return { errors: {}, value: form.read(submission.value) };
}

const FORMS = {
  general: generalSettingsForm,
  agency: agencySettingsForm("nl"),
  tracking: trackingSettingsForm,
  topBar: topBarSettingsForm("nl"),
  footer: footerSettingsForm("nl"),
};

it.each(Object.entries(FORMS))("%s: Conform reads its constraints (an object at the root)", (_, form) => {
  expect(() => getZodConstraint(form.schema)).not.toThrow();
});

const GENERAL: Fields = {
  "enabled.nl": "on",
  "enabled.fr": "on",
  defaultLanguage: "nl",
  cookieLifetimeDays: "180",
  soldPageDays: "90",
  "timeSlots[0]": "10:00-13:00",
};

describe("general", () => {
  it("reads languages in the product's order, slots the site's way, numbers as Belgians type them", () => {
    expect(
      check(generalSettingsForm, {
        ...GENERAL,
        "enabled.de": "on",
        showSearchCount: "on",
        showPriceReduced: "on",
        "timeSlots[0]": "9.00 - 12.00",
        "timeSlots[1]": "14h00–17h00",
        cookieLifetimeDays: "395",
        leadRetentionMonths: "24",
        soldPageDays: "0",
      }).value,
    ).toEqual({
      enabledLanguages: ["nl", "fr", "de"],
      defaultLanguage: "nl",
      languageFlags: false,
      showSearchCount: true,
      showPriceReduced: true,
      showPriceHistory: false,
      headerFixedOnScroll: false,
      cookieLifetimeDays: 395,
      leadRetentionMonths: 24,
      soldPageDays: 0,
      contactTimeSlots: ["09:00-12:00", "14:00-17:00"],
    });
  });

  it("reads an empty retention period as the server's default, and no rows as none", () => {
    const { "timeSlots[0]": _, ...withoutSlots } = GENERAL;
    expect(check(generalSettingsForm, withoutSlots).value).toMatchObject({
      leadRetentionMonths: null,
      contactTimeSlots: [],
    });
  });

  it.each<[Fields, string, SettingsError]>([
    [{ "enabled.nl": "" }, "defaultLanguage", "defaultNotEnabled"],
    [{ "enabled.nl": "", "enabled.fr": "" }, "enabled", "noLanguage"],
    [{ cookieLifetimeDays: "" }, "cookieLifetimeDays", "required"],
    [{ cookieLifetimeDays: "396" }, "cookieLifetimeDays", "cookieLifetime"],
    [{ cookieLifetimeDays: "1.000" }, "cookieLifetimeDays", "cookieLifetime"],
    [{ cookieLifetimeDays: "veel" }, "cookieLifetimeDays", "cookieLifetime"],
    [{ leadRetentionMonths: "121" }, "leadRetentionMonths", "retentionMonths"],
    [{ soldPageDays: "" }, "soldPageDays", "required"],
    [{ soldPageDays: "731" }, "soldPageDays", "soldPageDays"],
    [{ "timeSlots[1]": "" }, "timeSlots[1]", "required"],
    [{ "timeSlots[1]": "middag" }, "timeSlots[1]", "timeSlot"],
    [{ "timeSlots[1]": "13:00-10:00" }, "timeSlots[1]", "timeSlotOrder"],
    [{ "timeSlots[1]": "10.00-13.00" }, "timeSlots[1]", "timeSlotTwice"],
  ])("refuses %j on %s: %s", (change, field, error) => {
    expect(check(generalSettingsForm, { ...GENERAL, ...change }).errors[field]).toBe(error);
  });
});

const AGENCY: Fields = {
  "agency.name": "Immo Test",
  "agency.legalName": "Immo Test bv",
  "agency.street": "Markt 1",
  "agency.zip": "1500",
  "agency.city.nl": "Halle",
  "agency.phone": "02 356 47 80",
  "agency.email": "info@immotest.example",
  "agency.companyNumber": "0712.345.630",
  "agency.vatNumber": "BE 0712.345.630",
  "agency.professionalTitle.nl": "vastgoedmakelaar",
  "agency.bivNumber": "509.123",
  "agency.country.nl": "België",
  "agency.supervisor": "BIV/IPI",
  "agency.insurer": "AXA Belgium nv",
  "agency.policyNumber": "730.418.526",
  "agency.ethicsCodeUrl": "https://www.biv.be/deontologie",
  "agency.latitude": "50,7339",
  "agency.longitude": "4.2345",
};

describe("agency", () => {
  it("reads the numbers the site's way and coordinates typed with a comma", () => {
    expect(
      check(FORMS.agency, { ...AGENCY, "agency.bivNumber": "BIV 204 311", "agency.companyNumber": "0712345630" }).value,
    ).toMatchObject({
      bivNumber: "204.311",
      companyNumber: "0712.345.630",
      latitude: 50.7339,
      longitude: 4.2345,
      city: { nl: "Halle" },
      openingHours: {},
    });
  });

  it.each<[Fields, string, SettingsError]>([
    [{ "agency.name": "" }, "agency.name", "required"],
    [{ "agency.policyNumber": "x".repeat(61) }, "agency.policyNumber", "tooLong"],
    [{ "agency.bivNumber": "12-34" }, "agency.bivNumber", "bivNumber"],
    [{ "agency.companyNumber": "0712.345.631" }, "agency.companyNumber", "companyNumber"],
    [{ "agency.vatNumber": "BE 0123.456.749" }, "agency.vatNumber", "vatNotCompany"],
    [{ "agency.zip": "150" }, "agency.zip", "zip"],
    [{ "agency.email": "info-at-agency" }, "agency.email", "email"],
    [{ "agency.ethicsCodeUrl": "http://www.biv.be/" }, "agency.ethicsCodeUrl", "url"],
    [{ "agency.latitude": "95" }, "agency.latitude", "latitude"],
    [{ "agency.city.nl": "" }, "agency.city.nl", "required"],
    [{ "agency.country.nl": "", "agency.country.fr": "Belgique" }, "agency.country.nl", "defaultLanguageText"],
    [{ "agency.openingHours.fr": "Lundi" }, "agency.openingHours.nl", "defaultLanguageText"],
  ])("refuses %j on %s: %s", (change, field, error) => {
    expect(check(FORMS.agency, { ...AGENCY, ...change }).errors[field]).toBe(error);
  });

  it("asks for the text in the default language it is made for", () => {
    const french = agencySettingsForm("fr");
    expect(check(french, AGENCY).errors["agency.city.fr"]).toBe("defaultLanguageText");
  });
});

describe("tracking", () => {
  it("reads ids in their service's shape and leaves empty ones out", () => {
    expect(
      check(trackingSettingsForm, {
        "tracking.tagManagerId": "gtm-5kx7q2p",
        "verification.facebook": '<meta name="facebook-domain-verification" content="q8n3x0abcdef" />',
      }).value,
    ).toEqual({ tracking: { tagManagerId: "GTM-5KX7Q2P" }, verification: { facebook: "q8n3x0abcdef" } });
  });

  it.each<[Fields, string, SettingsError]>([
    [{ "tracking.analyticsId": "UA-1234-1" }, "tracking.analyticsId", "analyticsId"],
    [{ "tracking.adsId": "GTM-5KX7Q2P" }, "tracking.adsId", "adsId"],
    [{ "tracking.pixelId": "abc" }, "tracking.pixelId", "pixelId"],
  ])("refuses %j on %s: %s", (change, field, error) => {
    expect(check(trackingSettingsForm, change).errors[field]).toBe(error);
  });
});

describe("top bar", () => {
  const LINK: Fields = {
    "topBarLeft[0].published": "on",
    "topBarLeft[0].href": "tel: 02 356 47 80",
    "topBarLeft[0].icon": "phone",
    "topBarLeft[0].label.nl": "Bel ons",
  };

  it("reads each list's links in order, the address and colour the site's way", () => {
    expect(
      check(FORMS.topBar, {
        ...LINK,
        "topBarRight[0].href": "https://www.facebook.com/immotest",
        "topBarRight[0].color": "1877F2",
        "topBarRight[0].label.nl": "Facebook",
      }).value,
    ).toEqual({
      topBarLeft: [{ published: true, href: "tel:023564780", icon: "phone", label: { nl: "Bel ons" } }],
      topBarRight: [
        { published: false, href: "https://www.facebook.com/immotest", color: "#1877f2", label: { nl: "Facebook" } },
      ],
    });
  });

  it.each<[Fields, string, SettingsError]>([
    [{ "topBarLeft[0].href": "javascript:alert(1)" }, "topBarLeft[0].href", "href"],
    [{ "topBarLeft[0].href": "" }, "topBarLeft[0].href", "required"],
    [{ "topBarLeft[0].icon": "skull" }, "topBarLeft[0].icon", "invalid"],
    [{ "topBarLeft[0].color": "blue" }, "topBarLeft[0].color", "color"],
    [{ "topBarLeft[0].label.nl": "" }, "topBarLeft[0].label.nl", "required"],
    [{ "topBarLeft[0].label.nl": "x".repeat(121) }, "topBarLeft[0].label.nl", "tooLong"],
    [
      { "topBarLeft[0].label.nl": "", "topBarLeft[0].label.de": "Anrufen" },
      "topBarLeft[0].label.nl",
      "defaultLanguageText",
    ],
  ])("refuses %j on %s: %s", (change, field, error) => {
    expect(check(FORMS.topBar, { ...LINK, ...change }).errors[field]).toBe(error);
  });
});

describe("footer", () => {
  const COLUMN: Fields = {
    "footer[0].title.nl": "Contact",
    "footer[0].titlePublic": "on",
    "footer[0].text.nl": "Bel ons",
  };

  it("reads the columns with their texts per language and what is shown", () => {
    expect(check(FORMS.footer, { ...COLUMN, "footer[0].text.nl": "Bel ons\r\nof mail" }).value).toEqual({
      footerColumns: [
        {
          title: { nl: "Contact" },
          titlePublic: true,
          intro: {},
          introPublic: false,
          text: { nl: "Bel ons\nof mail" },
          textPublic: false,
        },
      ],
    });
  });

  it.each<[Fields, string, SettingsError]>([
    [{ "footer[1].title.nl": "" }, "footer[1].title.nl", "required"],
    [{ "footer[0].intro.fr": "Appelez-nous" }, "footer[0].intro.nl", "defaultLanguageText"],
    [{ "footer[0].title.de": "x".repeat(301) }, "footer[0].title.de", "tooLong"],
    [{ "footer[0].text.de": "x".repeat(2001) }, "footer[0].text.de", "tooLong"],
  ])("refuses %j on %s: %s", (change, field, error) => {
    expect(check(FORMS.footer, { ...COLUMN, ...change }).errors[field]).toBe(error);
  });

  it("refuses a seventh column", () => {
    const columns: Fields = {};
    for (let index = 0; index < 7; index++) columns[`footer[${index}].title.nl`] = `Kolom ${index + 1}`;
    expect(check(FORMS.footer, columns).errors.footer).toBe("invalid");
  });
});
