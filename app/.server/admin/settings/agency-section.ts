// The agency's identity and the mentions a Belgian estate agent must publish (BELGIAN-RULES.md): the
// footer's legal mentions are built from it, so every one is required and its numbers are checked
// (agencySettingsForm).
import { type AgencySettings, agencySettingsForm } from "../../../domain/admin-forms/settings-forms.ts";
import { agencyIdentitySchema } from "../../db/json-shapes.ts";
import { readPictureFields } from "../site-pictures.ts";
import { canonical, localizedFields, type SettingsFields, type SettingsSection, schemaErrors } from "./section.ts";

const PLAIN = [
  "name",
  "legalName",
  "street",
  "zip",
  "phone",
  "email",
  "companyNumber",
  "vatNumber",
  "bivNumber",
  "supervisor",
  "insurer",
  "policyNumber",
  "ethicsCodeUrl",
] as const;
const LOCALIZED = ["city", "professionalTitle", "country", "openingHours"] as const;

export const agencySection: SettingsSection<AgencySettings> = {
  id: "agency",
  form: agencySettingsForm,

  toForm(row) {
    const agency = row.agency;
    const fields: SettingsFields = {};
    for (const name of PLAIN) fields[`agency.${name}`] = agency[name];
    fields["agency.latitude"] = String(agency.latitude);
    fields["agency.longitude"] = String(agency.longitude);
    for (const name of LOCALIZED) Object.assign(fields, localizedFields(`agency.${name}`, agency[name]));
    fields["agency.logo"] = agency.logo ?? "";
    return fields;
  },

  // The logo chosen without JavaScript comes with the form: stored first, the form goes on with its key.
  readPictures: (form, actor) => readPictureFields(form, { "agency.logo": 1 }, actor),

  patch: (value, row) => ({ agency: { ...value, verification: row.agency.verification } }),

  // The site's own schema has the last word (lengths, the e-mail address, the URL).
  siteErrors: (value) => schemaErrors(["agency"], agencyIdentitySchema.safeParse({ ...value, verification: {} }).error),

  audited(row) {
    const { verification: _, ...fields } = row.agency;
    return Object.fromEntries(Object.entries(fields).map(([key, value]) => [`agency.${key}`, canonical(value)]));
  },
};
