// What Belgian rules require a property advert to mention (BELGIAN-RULES.md), by region and goal,
// and whether each mention is filled in. The back office refuses to publish while one is missing
// and lists the published adverts that fail today; the site itself shows what is there.
import { propertyEnergyLabel } from "./energy-label.ts";
import { isForSale } from "./listing.ts";
import { COUNTRY_BELGIUM, labelRegion } from "./region.ts";

export type Mention =
  | "epcScore"
  | "epcLabel"
  | "epcCodeOrAddress"
  | "energyClass"
  | "co2"
  | "epcCode"
  | "primaryEnergyTotal"
  | "primaryEnergySpecific"
  | "floodScoreP"
  | "floodScoreG"
  | "permit"
  | "zoningDesignation"
  | "summons"
  | "judicialDecision"
  | "preemptiveRights"
  | "allotmentPermit"
  | "asbestos"
  | "rent"
  | "commonCharges"
  | "individualMeters";

/** What the check reads of a listing: its row's columns and its detail groups. */
export interface AdvertFacts {
  goal: number;
  typeWebId: number;
  zip: string;
  countryId: number | null;
  street: string | null;
  houseNumber: string | null;
  publishAddress: boolean;
  price: number | null;
  energyPerformance: number | null;
  epcLabelText: string | null;
  details: {
    building?: { constructionYear?: number | undefined } | undefined;
    planning?:
      | {
          permit?: boolean | undefined;
          allotmentPermit?: boolean | undefined;
          summons?: boolean | undefined;
          preemptiveRights?: boolean | undefined;
          judicialDecision?: string | undefined;
          zoningDesignation?: string | undefined;
        }
      | undefined;
    energy?:
      | {
          epcStatus?: string | undefined;
          epcValue?: number | undefined;
          epcTotal?: number | undefined;
          co2?: number | undefined;
          certificateCode?: string | undefined;
          individualMeters?: boolean | undefined;
        }
      | undefined;
    environment?:
      | {
          asbestosType?: string | undefined;
          asbestosDate?: string | undefined;
          floodScoreP?: string | undefined;
          floodScoreG?: string | undefined;
        }
      | undefined;
    financial?: { renterCharges?: number | undefined } | undefined;
  };
}

export interface MentionCheck {
  mention: Mention;
  filled: boolean;
}

export interface ComplianceResult {
  checks: MentionCheck[];
  /** A building plot in Flanders without its allotment permit may not be advertised at all. */
  plotWithoutAllotmentPermit: boolean;
  /** Publishing is allowed: every mention filled and no plot without its permit. */
  ok: boolean;
}

/** Type WebIDs (DECISIONS.md "Data"): land has no building, so no energy certificate nor asbestos. */
const LAND = 4;
/** Garages and parking spaces need no energy certificate. */
const GARAGE = 7;

/** Asbestos certificates are required for buildings from before this year (Flanders, since 2022). */
const ASBESTOS_BEFORE = 2001;

const present = (value: unknown): boolean =>
  value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "");

function energyChecks(facts: AdvertFacts, region: string): MentionCheck[] {
  const energy = facts.details.energy ?? {};
  // An exempt building (a chapel, a building to be demolished) has no certificate to show.
  if (facts.typeWebId === LAND || facts.typeWebId === GARAGE || energy.epcStatus === "not-applicable") return [];
  const score = facts.energyPerformance ?? energy.epcValue;
  // The label is computed from the score on the region's scale, or typed (Luxembourg's only label).
  const label = propertyEnergyLabel({
    zip: facts.zip,
    countryId: facts.countryId,
    energyPerformance: score,
    epcLabelText: facts.epcLabelText,
  });
  const fullAddress = facts.publishAddress && present(facts.street) && present(facts.houseNumber);
  switch (region) {
    case "flanders":
      return [
        { mention: "epcScore", filled: present(score) },
        { mention: "epcLabel", filled: label !== undefined },
        { mention: "epcCodeOrAddress", filled: present(energy.certificateCode) || fullAddress },
      ];
    case "brussels":
      return [
        { mention: "energyClass", filled: label !== undefined },
        { mention: "co2", filled: present(energy.co2) },
      ];
    case "wallonia":
      return [
        { mention: "epcCode", filled: present(energy.certificateCode) },
        { mention: "primaryEnergyTotal", filled: present(energy.epcTotal) },
        { mention: "primaryEnergySpecific", filled: present(score) },
        { mention: "energyClass", filled: label !== undefined },
      ];
    case "luxembourg":
      return [{ mention: "energyClass", filled: label !== undefined }];
    default:
      return [];
  }
}

function flemishChecks(facts: AdvertFacts): MentionCheck[] {
  const planning = facts.details.planning ?? {};
  const environment = facts.details.environment ?? {};
  const land = facts.typeWebId === LAND;
  const year = facts.details.building?.constructionYear;
  const checks: MentionCheck[] = [
    { mention: "floodScoreP", filled: present(environment.floodScoreP) },
    ...(land ? [] : [{ mention: "floodScoreG" as const, filled: present(environment.floodScoreG) }]),
    { mention: "permit", filled: present(planning.permit) },
    { mention: "zoningDesignation", filled: present(planning.zoningDesignation) },
    { mention: "summons", filled: present(planning.summons) },
    { mention: "judicialDecision", filled: present(planning.judicialDecision) },
    { mention: "preemptiveRights", filled: present(planning.preemptiveRights) },
    { mention: "allotmentPermit", filled: present(planning.allotmentPermit) },
  ];
  // A sale of a building from before 2001, or of unknown age, needs its asbestos certificate.
  if (isForSale(facts.goal) && !land && (year === undefined || year < ASBESTOS_BEFORE))
    checks.push({
      mention: "asbestos",
      filled: present(environment.asbestosType) || present(environment.asbestosDate),
    });
  return checks;
}

function rentalChecks(facts: AdvertFacts, region: string): MentionCheck[] {
  if (isForSale(facts.goal)) return [];
  return [
    { mention: "rent", filled: present(facts.price) },
    { mention: "commonCharges", filled: present(facts.details.financial?.renterCharges) },
    // Meters are a question for a dwelling or an office, not for a garage box or a plot.
    ...(region === "brussels" && facts.typeWebId !== GARAGE && facts.typeWebId !== LAND
      ? [{ mention: "individualMeters" as const, filled: present(facts.details.energy?.individualMeters) }]
      : []),
  ];
}

/** The mentions the listing's region and goal require, each with whether it is filled in. */
export function checkAdvert(facts: AdvertFacts): ComplianceResult {
  const region = labelRegion(facts.zip, facts.countryId);
  const checks = region
    ? [
        ...energyChecks(facts, region),
        ...(region === "flanders" ? flemishChecks(facts) : []),
        ...rentalChecks(facts, region),
      ]
    : rentalChecks(facts, "");
  const plotWithoutAllotmentPermit =
    region === "flanders" && facts.typeWebId === LAND && facts.details.planning?.allotmentPermit !== true;
  return { checks, plotWithoutAllotmentPermit, ok: !plotWithoutAllotmentPermit && checks.every((c) => c.filled) };
}

/**
 * Whether the listing says where it lies, which decides the mentions it owes: a Belgian postcode,
 * or a country other than Belgium. Until then (a blank new listing) no check can say that every
 * mention is filled in.
 */
export function canJudgeAdvert(facts: Pick<AdvertFacts, "zip" | "countryId">): boolean {
  const belgian = facts.countryId === null || facts.countryId === COUNTRY_BELGIUM;
  return !belgian || labelRegion(facts.zip, facts.countryId) !== undefined;
}

/** The mentions still missing, in the order they are listed. */
export function missingMentions(result: ComplianceResult): Mention[] {
  return result.checks.filter((check) => !check.filled).map((check) => check.mention);
}
