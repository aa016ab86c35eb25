// The tags loaded after consent (their ids) and the verification tags in every page's head.
import { checkTrackingId, checkVerificationTag, type TrackingKind } from "../../../domain/tracking-ids.ts";
import { type FormValues, fieldText } from "../../../shared/flat-form.ts";
import { type AgencyIdentity, type TrackingIds, trackingIdsSchema } from "../../db/json-shapes.ts";
import { Checks, type SettingsSection } from "./section.ts";

const KINDS: readonly TrackingKind[] = ["analyticsId", "adsId", "tagManagerId", "pixelId"];
const TAGS = ["google", "facebook", "norton"] as const;
type Verification = AgencyIdentity["verification"];

export interface TrackingSettings {
  tracking: TrackingIds;
  verification: Verification;
}

const FIELDS = new Set([...KINDS.map((kind) => `tracking.${kind}`), ...TAGS.map((tag) => `verification.${tag}`)]);

/** An object without its undefined entries, as the JSON column keeps it. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)) as T;
}

export const trackingSection: SettingsSection<TrackingSettings> = {
  id: "tracking",
  accepts: (name) => FIELDS.has(name),
  lists: {},

  toForm(row) {
    const values: FormValues = {};
    for (const kind of KINDS) values[`tracking.${kind}`] = row.tracking[kind] ?? "";
    for (const tag of TAGS) values[`verification.${tag}`] = row.agency.verification[tag] ?? "";
    return values;
  },

  parse(values) {
    const checks = new Checks();
    const tracking: TrackingIds = {};
    for (const kind of KINDS) {
      const name = `tracking.${kind}`;
      tracking[kind] = checks.take(name, checkTrackingId(kind, fieldText(values, name)), undefined);
    }
    const verification: Verification = {};
    for (const tag of TAGS) {
      const name = `verification.${tag}`;
      verification[tag] = checks.take(name, checkVerificationTag(fieldText(values, name)), undefined);
    }
    const site = trackingIdsSchema.safeParse(defined(tracking));
    if (!site.success) checks.failSchema("tracking", site.error);
    return checks.ok
      ? { value: { tracking: defined(tracking), verification: defined(verification) } }
      : { errors: checks.errors };
  },

  patch: (value, row) => ({ tracking: value.tracking, agency: { ...row.agency, verification: value.verification } }),

  audited(row) {
    const values: Record<string, unknown> = {};
    for (const kind of KINDS) values[`tracking.${kind}`] = row.tracking[kind] ?? null;
    for (const tag of TAGS) values[`verification.${tag}`] = row.agency.verification[tag] ?? null;
    return values;
  },
};
