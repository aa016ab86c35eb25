import { describe, expect, it } from "vitest";
import { type AdvertFacts, canJudgeAdvert, checkAdvert, missingMentions } from "./advert-compliance.ts";

const HOUSE = 1;
const LAND = 4;
const GARAGE = 7;

/** A Flemish house for sale built in 2010 with every mention filled in. */
const complete: AdvertFacts = {
  goal: 0,
  typeWebId: HOUSE,
  zip: "1500",
  countryId: 10,
  street: "Basiliekstraat",
  houseNumber: "12",
  publishAddress: true,
  price: 325_000,
  energyPerformance: 180,
  epcLabelText: null,
  details: {
    building: { constructionYear: 2010 },
    planning: {
      permit: true,
      allotmentPermit: false,
      summons: false,
      preemptiveRights: false,
      judicialDecision: "no",
      zoningDesignation: "Woongebied",
    },
    environment: { floodScoreP: "A", floodScoreG: "A" },
  },
};

const with_ = (change: Partial<AdvertFacts>, details: AdvertFacts["details"] = {}): AdvertFacts => ({
  ...complete,
  ...change,
  details: { ...complete.details, ...details },
});

describe("checkAdvert", () => {
  it("passes a Flemish sale with score, label, full address, flood scores and planning mentions", () => {
    const result = checkAdvert(complete);
    expect(result.ok).toBe(true);
    expect(result.checks.map((check) => check.mention)).toEqual([
      "epcScore",
      "epcLabel",
      "epcCodeOrAddress",
      "floodScoreP",
      "floodScoreG",
      "permit",
      "zoningDesignation",
      "summons",
      "judicialDecision",
      "preemptiveRights",
      "allotmentPermit",
    ]);
  });

  it("in Flanders wants the certificate's code when the address is not published", () => {
    expect(missingMentions(checkAdvert(with_({ publishAddress: false })))).toEqual(["epcCodeOrAddress"]);
    expect(checkAdvert(with_({ publishAddress: false }, { energy: { certificateCode: "UC 1956253-RES" } })).ok).toBe(
      true,
    );
  });

  it("takes a missing EPC score as missing score and label", () => {
    expect(missingMentions(checkAdvert(with_({ energyPerformance: null })))).toEqual(["epcScore", "epcLabel"]);
  });

  it("asks the asbestos status of a Flemish sale from before 2001 or of unknown age, not of a rental", () => {
    const old = with_({}, { building: { constructionYear: 1978 } });
    expect(missingMentions(checkAdvert(old))).toEqual(["asbestos"]);
    expect(
      checkAdvert(
        with_({}, { building: {}, environment: { floodScoreP: "A", floodScoreG: "A", asbestosType: "no-asbestos" } }),
      ).ok,
    ).toBe(true);
    expect(missingMentions(checkAdvert({ ...old, goal: 1 }))).not.toContain("asbestos");
  });

  it("asks Brussels for class and CO2, and a Brussels rental for rent, charges and individual meters", () => {
    const brussels = with_({ zip: "1050", goal: 1, price: 1_250 }, { energy: {} });
    expect(missingMentions(checkAdvert(brussels))).toEqual(["co2", "commonCharges", "individualMeters"]);
    // A garage box has neither an energy certificate nor meters of its own to tell of.
    expect(missingMentions(checkAdvert({ ...brussels, typeWebId: GARAGE }))).toEqual(["commonCharges"]);
    expect(
      checkAdvert(
        with_(
          { zip: "1050", goal: 1, price: 1_250 },
          { energy: { co2: 35, individualMeters: true }, financial: { renterCharges: 90 } },
        ),
      ).ok,
    ).toBe(true);
  });

  it("asks Wallonia for the code, total and specific primary energy and the class", () => {
    expect(missingMentions(checkAdvert(with_({ zip: "1300", energyPerformance: null }, { energy: {} })))).toEqual([
      "epcCode",
      "primaryEnergyTotal",
      "primaryEnergySpecific",
      "energyClass",
    ]);
  });

  it("asks Luxembourg for its class as text", () => {
    const luxembourg = with_({ zip: "1611", countryId: 50, energyPerformance: null });
    expect(missingMentions(checkAdvert(luxembourg))).toEqual(["energyClass"]);
    expect(checkAdvert({ ...luxembourg, epcLabelText: "B" }).ok).toBe(true);
  });

  it("does not ask an energy certificate of land, a garage or an exempt building", () => {
    for (const facts of [
      with_({ typeWebId: GARAGE, energyPerformance: null }),
      with_({ energyPerformance: null }, { energy: { epcStatus: "not-applicable" } }),
    ])
      expect(checkAdvert(facts).ok).toBe(true);
    const land = checkAdvert(with_({ typeWebId: LAND, energyPerformance: null }));
    expect(land.checks.map((check) => check.mention)).not.toContain("epcScore");
    expect(land.checks.map((check) => check.mention)).not.toContain("floodScoreG");
  });

  it("refuses a Flemish building plot without its allotment permit, whatever else is filled in", () => {
    const plot = with_({ typeWebId: LAND });
    expect(checkAdvert(plot)).toMatchObject({ plotWithoutAllotmentPermit: true, ok: false });
    const permitted = with_({ typeWebId: LAND }, { planning: { ...complete.details.planning, allotmentPermit: true } });
    expect(checkAdvert(permitted)).toMatchObject({ plotWithoutAllotmentPermit: false, ok: true });
  });

  it("counts a planning answer of 'no' as filled in: the mention is the answer, not a yes", () => {
    expect(missingMentions(checkAdvert(complete))).toEqual([]);
    const unanswered = with_(
      {},
      { planning: { ...complete.details.planning, summons: undefined, zoningDesignation: " " } },
    );
    expect(missingMentions(checkAdvert(unanswered))).toEqual(["zoningDesignation", "summons"]);
  });
});

describe("canJudgeAdvert", () => {
  it.each([
    ["a blank new listing (Belgium, no postcode)", "", 10, false],
    ["no country and no postcode", "", null, false],
    ["a postcode that is not four digits", "15OO", 10, false],
    ["a postcode beyond Belgium's ranges", "0999", 10, false],
    ["a Flemish postcode", "1500", 10, true],
    ["a Brussels postcode", "1000", null, true],
    ["Luxembourg, whatever its postcode", "", 50, true],
    ["another country: no Belgian mention is due", "", 33, true],
  ])("%s", (_name, zip, countryId, expected) => {
    expect(canJudgeAdvert({ zip, countryId })).toBe(expected);
  });

  it("is what keeps a blank listing from reading as complete: its check has nothing to miss", () => {
    const blank = with_({ zip: "", street: null, houseNumber: null, price: null, energyPerformance: null });
    expect(checkAdvert({ ...blank, details: {} }).ok).toBe(true);
    expect(canJudgeAdvert(blank)).toBe(false);
  });
});
