// The tags loaded after consent (their ids) and the verification tags in every page's head
// (trackingSettingsForm).
import {
  TRACKING_KINDS,
  type TrackingSettings,
  trackingSettingsForm,
  VERIFICATION_TAGS,
} from "../../../domain/admin-forms/settings-forms.ts";
import { trackingIdsSchema } from "../../db/json-shapes.ts";
import { type SettingsFields, type SettingsSection, schemaErrors } from "./section.ts";

export const trackingSection: SettingsSection<TrackingSettings> = {
  id: "tracking",
  form: () => trackingSettingsForm,

  toForm(row) {
    const fields: SettingsFields = {};
    for (const kind of TRACKING_KINDS) fields[`tracking.${kind}`] = row.tracking[kind] ?? "";
    for (const tag of VERIFICATION_TAGS) fields[`verification.${tag}`] = row.agency.verification[tag] ?? "";
    return fields;
  },

  patch: (value, row) => ({ tracking: value.tracking, agency: { ...row.agency, verification: value.verification } }),

  siteErrors: (value) => schemaErrors(["tracking"], trackingIdsSchema.safeParse(value.tracking).error),

  audited(row) {
    const values: Record<string, unknown> = {};
    for (const kind of TRACKING_KINDS) values[`tracking.${kind}`] = row.tracking[kind] ?? null;
    for (const tag of VERIFICATION_TAGS) values[`verification.${tag}`] = row.agency.verification[tag] ?? null;
    return values;
  },
};
