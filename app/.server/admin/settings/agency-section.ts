// The agency's identity and the mentions a Belgian estate agent must publish (BELGIAN-RULES.md): the
// footer's legal mentions are built from it, so every one is required and its numbers are checked.
import {
  checkBelgianZip,
  checkBivNumber,
  checkCompanyNumber,
  checkCoordinate,
  checkPhone,
  checkVatNumber,
} from "../../../domain/agency-identifiers.ts";
import { type FormValues, fieldText } from "../../../shared/flat-form.ts";
import { type AgencyIdentity, agencyIdentitySchema } from "../../db/json-shapes.ts";
import { Checks, canonical, localized, localizedFields, type SettingsSection, text } from "./section.ts";

/** The identity without the verification tags, which the tracking section edits. */
export type AgencyFields = Omit<AgencyIdentity, "verification">;

const PLAIN = ["name", "legalName", "street", "supervisor", "insurer", "policyNumber"] as const;
const LOCALIZED = ["city", "professionalTitle", "country", "openingHours"] as const;
const CHECKED = ["zip", "phone", "email", "companyNumber", "vatNumber", "bivNumber", "ethicsCodeUrl"] as const;
const FIELDS = new Set<string>([...PLAIN, ...CHECKED, "latitude", "longitude"].map((field) => `agency.${field}`));

function read(values: FormValues, defaultLanguage: string): { value: AgencyFields; checks: Checks } {
  const checks = new Checks();
  const field = (name: string) => `agency.${name}`;
  const plain = (name: (typeof PLAIN)[number]) =>
    text(values, field(name), checks, { required: true, max: name === "policyNumber" ? 60 : 200 });
  const texts = (name: (typeof LOCALIZED)[number]) =>
    localized(values, field(name), checks, {
      defaultLanguage,
      required: name !== "openingHours",
      max: name === "openingHours" ? 1000 : 200,
    });
  const companyNumber = checks.take(
    field("companyNumber"),
    checkCompanyNumber(fieldText(values, field("companyNumber"))),
    fieldText(values, field("companyNumber")),
  );
  const value: AgencyFields = {
    name: plain("name"),
    legalName: plain("legalName"),
    street: plain("street"),
    zip: checks.take(field("zip"), checkBelgianZip(fieldText(values, field("zip"))), ""),
    city: texts("city"),
    phone: checks.take(field("phone"), checkPhone(fieldText(values, field("phone"))), ""),
    email: text(values, field("email"), checks, { required: true }),
    companyNumber,
    vatNumber: checks.take(
      field("vatNumber"),
      checkVatNumber(fieldText(values, field("vatNumber")), companyNumber),
      "",
    ),
    professionalTitle: texts("professionalTitle"),
    bivNumber: checks.take(field("bivNumber"), checkBivNumber(fieldText(values, field("bivNumber"))), ""),
    country: texts("country"),
    supervisor: plain("supervisor"),
    insurer: plain("insurer"),
    policyNumber: plain("policyNumber"),
    ethicsCodeUrl: text(values, field("ethicsCodeUrl"), checks, { required: true, max: 500 }),
    latitude: checks.take(field("latitude"), checkCoordinate(fieldText(values, field("latitude")), "latitude"), 0),
    longitude: checks.take(field("longitude"), checkCoordinate(fieldText(values, field("longitude")), "longitude"), 0),
    openingHours: texts("openingHours"),
  };
  if (!/^https:\/\//i.test(value.ethicsCodeUrl)) checks.fail(field("ethicsCodeUrl"), "url");
  return { value, checks };
}

export const agencySection: SettingsSection<AgencyFields> = {
  id: "agency",
  accepts: (name) => FIELDS.has(name) || new RegExp(`^agency\\.(${LOCALIZED.join("|")})\\.[a-z]{2}$`).test(name),
  lists: {},

  toForm(row) {
    const agency = row.agency;
    const values: FormValues = {};
    for (const name of [...PLAIN, ...CHECKED]) values[`agency.${name}`] = agency[name];
    values["agency.latitude"] = String(agency.latitude);
    values["agency.longitude"] = String(agency.longitude);
    for (const name of LOCALIZED) Object.assign(values, localizedFields(`agency.${name}`, agency[name]));
    return values;
  },

  parse(values, row) {
    const { value, checks } = read(values, row.defaultLanguage);
    // The site's own schema has the last word (lengths, the e-mail address, the URL).
    const site = agencyIdentitySchema.safeParse({ ...value, verification: {} });
    if (!site.success) checks.failSchema("agency", site.error);
    return checks.ok ? { value } : { errors: checks.errors };
  },

  patch: (value, row) => ({ agency: { ...value, verification: row.agency.verification } }),

  audited(row) {
    const { verification: _, ...fields } = row.agency;
    return Object.fromEntries(Object.entries(fields).map(([key, value]) => [`agency.${key}`, canonical(value)]));
  },
};
