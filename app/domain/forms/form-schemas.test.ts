// The forms' schemas as the app runs them: FormData through Conform's parseWithZod, which turns empty
// inputs into undefined and a ticked box ("on") into true before zod sees them. Every error must be
// a key the pages can translate, never a sentence.
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { amountInEuroWords, amountInWords } from "../amount-in-words.ts";
import { FORM_ERRORS } from "./form-fields.ts";
import { FORM_KINDS, type FormKind } from "./form-kinds.ts";
import { constraintSchema, formSchema, splitRegions } from "./form-schemas.ts";

type Fields = Record<string, string | string[]>;

// The offers' and moves' dates must not lie before today in Brussels: the clock is set to a day
// before the fixtures' dates (each test of "today" sets its own moment).
const NOW = new Date("2026-11-20T10:00:00Z");
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

/** Every error key a parse in this file produced, checked against FORM_ERRORS at the end. */
const seenErrors = new Set<string>();

function parse(kind: FormKind, fields: Fields, language: Language = "nl") {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) formData.append(name, item);
  const submission = parseWithZod(formData, { schema: formSchema(kind, language) });
  const errors: Record<string, string[]> = {};
  if (submission.status !== "success")
    for (const [name, keys] of Object.entries(submission.error ?? {}))
      if (keys) {
        errors[name] = keys;
        // A number's refusal carries its readings after its key: "numberAmbiguous|amount|250|250000".
        for (const key of keys) seenErrors.add(key.split("|")[0] ?? key);
      }
  return { submission, errors, value: submission.status === "success" ? submission.value : undefined };
}

const contact: Fields = {
  title: "ms",
  firstName: "An",
  lastName: "Peeters",
  email: "an.peeters@example.be",
  phone: "0470 12 34 56",
};

const demand: Fields = {
  title: "mr",
  firstName: "Jan",
  lastName: "Claes",
  email: "jan@example.be",
  goal: "sale",
  typeWebIds: ["1", "2"],
  regions: "1500 Halle",
};

const AMOUNT = 275_450;
const offer = (language: Language): Fields => ({
  ...contact,
  street: "Markt 1",
  zip: "1500",
  city: "Halle",
  amount: String(AMOUNT),
  amountInWords: amountInWords(AMOUNT, language),
  validFrom: "2026-12-01",
  validUntil: "2026-12-15",
  signPlace: "Halle",
  signDate: "2026-11-30",
  acknowledgeAdvance: "on",
});

const rental: Fields = {
  ...contact,
  adults: "2",
  kids: "1",
  moveDate: "2027-02-01",
  reason: "Closer to work",
  income1: "3200",
  acceptConditions: "on",
};

/** A valid submission of every form: the starting point each failing case changes one field of. */
const VALID: Record<FormKind, Fields> = {
  "site-contact": contact,
  "contact-me": { ...contact, request: "visit" },
  "project-contact": contact,
  valuation: { ...contact, street: "Markt 1", zip: "1500", city: "Halle" },
  visit: { ...contact, slot: "12" },
  documents: contact,
  "send-to-friend": { yourName: "An", yourEmail: "an@example.be", friendEmail: "bert@example.be" },
  follow: { email: "an@example.be" },
  testimonial: { name: "An", comment: "Very helpful agents." },
  newsletter: { email: "an@example.be" },
  demand,
  "rental-application": rental,
  "purchase-offer": offer("nl"),
};

/** One field of a parsed value, whichever form's value it is. */
function fieldOf(value: unknown, name: string): unknown {
  return (value as Record<string, unknown> | undefined)?.[name];
}

function without(fields: Fields, name: string): Fields {
  const { [name]: _dropped, ...rest } = fields;
  return rest;
}

describe("valid submissions", () => {
  it.each(FORM_KINDS)("%s passes with its valid fields", (kind) => {
    const { submission, errors } = parse(kind, VALID[kind]);
    expect(errors).toEqual({});
    expect(submission.status).toBe("success");
  });
});

describe("native constraints", () => {
  // The form page reads them from the schema: a schema Conform cannot read is a page that fails.
  it.each(FORM_KINDS)("%s gives its constraints", (kind) => {
    expect(Object.keys(getZodConstraint(constraintSchema(kind, "nl"))).length).toBeGreaterThan(0);
  });

  it("the title and the phone of a contact are not required; the phone of an offer is", () => {
    const contact = getZodConstraint(constraintSchema("site-contact", "nl"));
    expect(contact.title?.required).toBe(false);
    expect(contact.phone?.required).toBe(false);
    expect(contact.email?.required).toBe(true);
    const offer = getZodConstraint(constraintSchema("purchase-offer", "nl"));
    expect(offer.phone?.required).toBe(true);
    expect(offer.loanAmount?.required).toBe(false);
  });
});

describe("required fields", () => {
  // Conform sends an empty input as undefined: the error must be "required", not a type error.
  const cases: [FormKind, string][] = [
    ["site-contact", "firstName"],
    ["site-contact", "lastName"],
    ["site-contact", "email"],
    ["contact-me", "request"],
    ["valuation", "phone"],
    ["rental-application", "phone"],
    ["purchase-offer", "phone"],
    ["valuation", "street"],
    ["valuation", "zip"],
    ["valuation", "city"],
    ["send-to-friend", "yourName"],
    ["send-to-friend", "friendEmail"],
    ["testimonial", "name"],
    ["testimonial", "comment"],
    ["newsletter", "email"],
    ["demand", "goal"],
    ["rental-application", "reason"],
    ["rental-application", "adults"],
    ["rental-application", "moveDate"],
    ["purchase-offer", "amountInWords"],
    ["purchase-offer", "signPlace"],
  ];
  it.each(cases)("%s without %s gives required", (kind, name) => {
    expect(parse(kind, without(VALID[kind], name)).errors[name]).toEqual(["required"]);
  });

  it.each(cases)("%s with an empty %s gives required", (kind, name) => {
    expect(parse(kind, { ...VALID[kind], [name]: "" }).errors[name]).toEqual(["required"]);
  });

  it("a text of spaces only is missing too", () => {
    expect(parse("site-contact", { ...contact, firstName: "   " }).errors.firstName).toEqual(["required"]);
  });
});

describe("e-mail", () => {
  it.each(["an", "an@", "@example.be", "an example@be", "an@example"])("%j gives email", (email) => {
    expect(parse("site-contact", { ...contact, email }).errors.email).toEqual(["email"]);
  });

  it("each address of the send-to-friend form is checked", () => {
    const { errors } = parse("send-to-friend", { ...VALID["send-to-friend"], friendEmail: "bert" });
    expect(errors).toEqual({ friendEmail: ["email"] });
  });
});

describe("phone", () => {
  it.each(["0470 12 34 56", "+32 2 356 47 80", "02/356.47.80", "+32 (0)470-12-34-56", "0032470123456"])(
    "accepts %j",
    (phone) => {
      expect(parse("site-contact", { ...contact, phone }).errors).toEqual({});
    },
  );

  it.each(["12", "0470 12 3", "call me", "0470 12 34 5x", "+32 470 12 34 56 78 90 12"])("refuses %j", (phone) => {
    expect(parse("site-contact", { ...contact, phone }).errors.phone).toContain("phone");
  });

  it("is optional on the demand form", () => {
    expect(parse("demand", without(demand, "phone")).errors).toEqual({});
    expect(parse("demand", { ...demand, phone: "12" }).errors.phone).toContain("phone");
  });

  // An e-mail answers these: a question, a visit booked or asked for, documents, a project's information.
  const answeredByMail: FormKind[] = ["site-contact", "contact-me", "project-contact", "visit", "documents", "demand"];
  it.each(answeredByMail)("%s: optional, left out or empty; a wrong one still refused", (kind) => {
    expect(parse(kind, without(VALID[kind], "phone")).errors).toEqual({});
    const { errors, value } = parse(kind, { ...VALID[kind], phone: "" });
    expect(errors).toEqual({});
    expect(fieldOf(value, "phone")).toBeUndefined();
    expect(parse(kind, { ...VALID[kind], phone: "call me" }).errors.phone).toContain("phone");
  });

  // The agency calls back on these: the valuation's visit, a candidate tenant, a binding offer.
  it.each<FormKind>(["valuation", "rental-application", "purchase-offer"])("%s: required", (kind) => {
    expect(parse(kind, without(VALID[kind], "phone")).errors).toEqual({ phone: ["required"] });
  });

  it("the e-mail address stays required where the phone is optional", () => {
    expect(parse("site-contact", without(without(contact, "phone"), "email")).errors).toEqual({ email: ["required"] });
  });
});

describe("title", () => {
  it.each<[string | undefined, string | undefined]>([
    ["mr", "mr"],
    ["ms", "ms"],
    // The neutral choice is no title at all: the mails greet "Beste An Peeters".
    ["none", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%j is optional and stored as %j", (title, stored) => {
    const fields = title === undefined ? without(contact, "title") : { ...contact, title };
    const { errors, value } = parse("site-contact", fields);
    expect(errors).toEqual({});
    expect(fieldOf(value, "title")).toBe(stored);
  });

  it.each(["miss", "mrs", "dr", "MR"])("refuses %j with chooseOne", (title) => {
    expect(parse("site-contact", { ...contact, title }).errors.title).toEqual(["chooseOne"]);
  });

  it("is optional on every form that asks for it", () => {
    for (const kind of FORM_KINDS.filter((kind) => "title" in VALID[kind]))
      expect(parse(kind, without(VALID[kind], "title")).errors, kind).toEqual({});
  });
});

describe("newsletter opt-in", () => {
  // An unticked box sends nothing: the opt-in must then be an explicit false, never ticked in advance.
  it.each(["site-contact", "contact-me", "project-contact", "valuation", "documents"] as const)(
    "%s: false when the box is not ticked, true when it is",
    (kind) => {
      expect(parse(kind, VALID[kind]).value).toMatchObject({ newsletter: false });
      expect(parse(kind, { ...VALID[kind], newsletter: "on" }).value).toMatchObject({ newsletter: true });
    },
  );
});

describe("demand", () => {
  it("needs at least one property type", () => {
    expect(parse("demand", without(demand, "typeWebIds")).errors.typeWebIds).toEqual(["typeRequired"]);
  });

  it("reads the types as numbers", () => {
    expect(parse("demand", demand).value).toMatchObject({ typeWebIds: [1, 2], goal: "sale" });
  });

  it.each<[string, string[]]>([
    ["1500, Halle; 1600 Sint-Pieters-Leeuw", ["1500", "Halle", "1600", "Sint-Pieters-Leeuw"]],
    ["1500 Halle", ["1500", "Halle"]],
    ["Halle\nLembeek ,, Halle", ["Halle", "Lembeek"]],
    ["  ;  ", []],
  ])("splitRegions(%j)", (text, expected) => {
    expect(splitRegions(text)).toEqual(expected);
  });

  it("stores the regions split", () => {
    const { value } = parse("demand", { ...demand, regions: "1500, Halle; 1600 Sint-Pieters-Leeuw" });
    expect(value).toMatchObject({ regions: ["1500", "Halle", "1600", "Sint-Pieters-Leeuw"] });
  });

  it.each<[string, string | undefined]>([
    ["missing", undefined],
    ["empty", ""],
    ["separators only", " , ; "],
  ])("regions %s gives required or regionRequired", (_case, regions) => {
    const fields = regions === undefined ? without(demand, "regions") : { ...demand, regions };
    const keys = parse("demand", fields).errors.regions;
    expect(keys).toHaveLength(1);
    expect(["required", "regionRequired"]).toContain(keys?.[0]);
  });

  it("a postal code picked from the tree is enough without a typed town", () => {
    const { value, errors } = parse("demand", { ...demand, regions: "", regionZips: ["1500", "1600"] });
    expect(errors).toEqual({});
    expect(value).toMatchObject({ regionZips: ["1500", "1600"] });
    expect(value).not.toHaveProperty(["regions", 0]);
  });

  it("a pick that is not a postal code is refused", () => {
    expect(parse("demand", { ...demand, regionZips: ["1500", "<b>"] }).errors).toEqual({
      "regionZips[1]": ["chooseOne"],
    });
  });

  it.each<[string, Fields, string, string]>([
    ["budgetMax below budgetMin", { budgetMin: "300000", budgetMax: "200000" }, "budgetMax", "budgetOrder"],
    ["bedroomsMax below bedroomsMin", { bedroomsMin: "3", bedroomsMax: "2" }, "bedroomsMax", "bedroomsOrder"],
  ])("%s gives its order error", (_case, extra, name, key) => {
    expect(parse("demand", { ...demand, ...extra }).errors).toEqual({ [name]: [key] });
  });

  it("reads budgets typed the Belgian way, and refuses one that could mean two things", () => {
    const typed = parse("demand", { ...demand, budgetMin: "250.000", budgetMax: "€ 400 000" });
    expect(typed.errors).toEqual({});
    expect(typed.value).toMatchObject({ budgetMin: 250_000, budgetMax: 400_000 });
    expect(parse("demand", { ...demand, budgetMax: "400,000" }).errors).toEqual({
      budgetMax: ["numberAmbiguous|amount|400|400000"],
    });
  });

  it("accepts equal bounds and a single bound", () => {
    expect(parse("demand", { ...demand, budgetMin: "300000", budgetMax: "300000" }).errors).toEqual({});
    expect(parse("demand", { ...demand, bedroomsMax: "2" }).errors).toEqual({});
  });
});

describe("purchase offer", () => {
  it.each(LANGUAGES)("the amount in words in %s passes", (language) => {
    const { errors, value } = parse("purchase-offer", offer(language), language);
    expect(errors).toEqual({});
    expect(value).toMatchObject({ amount: AMOUNT });
  });

  it.each<[Language, string]>([
    ["nl", "tweehonderdvijfenzeventigduizend vierhonderdvijftig euro"],
    ["fr", "deux cent septante-cinq mille quatre cent cinquante euros"],
    ["en", "two hundred and seventy-five thousand four hundred and fifty euros"],
    ["de", "zweihundertfünfundsiebzigtausendvierhundertfünfzig Euro"],
  ])("the words in %s are stored with the currency, typed with or without it", (language, expected) => {
    expect(amountInEuroWords(AMOUNT, language)).toBe(expected);
    for (const words of [amountInWords(AMOUNT, language), expected]) {
      const { errors, value } = parse("purchase-offer", { ...offer(language), amountInWords: words }, language);
      expect(errors).toEqual({});
      expect(fieldOf(value, "amountInWords")).toBe(expected);
    }
  });

  it.each<[number, Language, string]>([
    [350_000, "nl", "driehonderdvijftigduizend euro"],
    [350_000, "fr", "trois cent cinquante mille euros"],
    [350_000, "en", "three hundred and fifty thousand euros"],
    [350_000, "de", "dreihundertfünfzigtausend Euro"],
    [1, "fr", "un euro"],
    [1, "en", "one euro"],
    [2_000_000, "fr", "deux millions d'euros"],
    [1_200_000, "fr", "un million deux cent mille euros"],
    [1_000_000, "nl", "een miljoen euro"],
    [1_000_000, "de", "eine Million Euro"],
  ])("%i in %s in words is %j, accepted as typed", (amount, language, expected) => {
    expect(amountInEuroWords(amount, language)).toBe(expected);
    const fields = { ...offer(language), amount: String(amount), amountInWords: expected };
    expect(parse("purchase-offer", fields, language).errors).toEqual({});
  });

  it.each(LANGUAGES)("words of another figure in %s give amountWords", (language) => {
    const fields = { ...offer(language), amountInWords: amountInWords(AMOUNT + 1_000, language) };
    expect(parse("purchase-offer", fields, language).errors).toEqual({ amountInWords: ["amountWords"] });
  });

  it("words in another language than the form's give amountWords", () => {
    const fields = { ...offer("nl"), amountInWords: amountInWords(AMOUNT, "en") };
    expect(parse("purchase-offer", fields, "nl").errors).toEqual({ amountInWords: ["amountWords"] });
  });

  it("validUntil before validFrom gives dateOrder", () => {
    const fields = { ...offer("nl"), validFrom: "2026-12-15", validUntil: "2026-12-01" };
    expect(parse("purchase-offer", fields).errors).toEqual({ validUntil: ["dateOrder"] });
  });

  it("an invalid date gives date", () => {
    expect(parse("purchase-offer", { ...offer("nl"), signDate: "2026-02-30" }).errors.signDate).toEqual(["date"]);
  });

  it("without the financing condition, the box reads no and the loan's unit is dropped", () => {
    const { errors, value } = parse("purchase-offer", { ...offer("nl"), financingTermUnit: "weeks" });
    expect(errors).toEqual({});
    expect(value).toMatchObject({ financing: false });
    expect(fieldOf(value, "financingTermUnit")).toBeUndefined();
  });

  it("with the financing condition, the loan and its term are kept", () => {
    const fields = {
      ...offer("nl"),
      financing: "on",
      loanAmount: "280.000",
      financingTerm: "6",
      financingTermUnit: "weeks",
    };
    const { errors, value } = parse("purchase-offer", fields);
    expect(errors).toEqual({});
    expect(value).toMatchObject({ financing: true, loanAmount: 280_000, financingTerm: 6, financingTermUnit: "weeks" });
  });

  it.each<[string, Fields, Record<string, string[]>]>([
    [
      "ticked without loan or term",
      { financing: "on", financingTermUnit: "weeks" },
      { loanAmount: ["required"], financingTerm: ["required"] },
    ],
    [
      "ticked without a unit",
      { financing: "on", loanAmount: "200000", financingTerm: "30" },
      { financingTermUnit: ["chooseOne"] },
    ],
    [
      "a loan typed without the box",
      { loanAmount: "200000", financingTerm: "4", financingTermUnit: "weeks" },
      { financing: ["financingUnticked"] },
    ],
    [
      "more than 52 weeks",
      { financing: "on", loanAmount: "200000", financingTerm: "60", financingTermUnit: "weeks" },
      { financingTerm: ["financingWeeks"] },
    ],
    [
      "an unknown unit",
      { financing: "on", loanAmount: "200000", financingTerm: "6", financingTermUnit: "months" },
      { financingTermUnit: ["chooseOne"] },
    ],
    [
      "a loan of 0",
      { financing: "on", loanAmount: "0", financingTerm: "6", financingTermUnit: "weeks" },
      { loanAmount: ["tooSmall"] },
    ],
  ])("financing %s", (_case, extra, expected) => {
    expect(parse("purchase-offer", { ...offer("nl"), ...extra }).errors).toEqual(expected);
  });

  it("60 days pass", () => {
    const fields = {
      ...offer("nl"),
      financing: "on",
      loanAmount: "200000",
      financingTerm: "60",
      financingTermUnit: "days",
    };
    expect(parse("purchase-offer", fields).errors).toEqual({});
  });

  it("the advance must be acknowledged", () => {
    expect(parse("purchase-offer", without(offer("nl"), "acknowledgeAdvance")).errors).toEqual({
      acknowledgeAdvance: ["mustAccept"],
    });
  });

  it.each<[string, string]>([
    ["0", "tooSmall"],
    ["1000000000", "tooLarge"],
    ["1500.5", "number"],
    ["250,000", "numberAmbiguous|amount|250|250000"],
    ["1,250,000", "numberUnclear|amount|1250000"],
    ["250.000,50", "number"],
    ["2.5e5", "number"],
  ])("amount %s gives %s", (amount, key) => {
    expect(parse("purchase-offer", { ...offer("nl"), amount }).errors.amount).toEqual([key]);
  });

  it.each(["250.000", "250 000", "€ 250.000", "250000", "250.000,-"])("amount %j is 250000", (amount) => {
    const fields = { ...offer("nl"), amount, amountInWords: amountInWords(250_000, "nl") };
    const { errors, value } = parse("purchase-offer", fields);
    expect(errors).toEqual({});
    expect(value).toMatchObject({ amount: 250_000 });
  });
});

describe("rental application", () => {
  it.each<[string, string, string]>([
    ["adults", "0", "tooSmall"],
    ["adults", "21", "tooLarge"],
    ["kids", "-1", "tooSmall"],
    ["income1", "abc", "number"],
  ])("%s %j gives %s", (name, input, key) => {
    expect(parse("rental-application", { ...rental, [name]: input }).errors[name]).toEqual([key]);
  });

  it("the conditions must be accepted", () => {
    expect(parse("rental-application", without(rental, "acceptConditions")).errors).toEqual({
      acceptConditions: ["mustAccept"],
    });
  });
});

describe("dates before today in Brussels", () => {
  afterAll(() => {
    vi.setSystemTime(NOW);
  });

  // [moment, its day in Brussels]: midnight in Brussels is 23:00 UTC in winter and 22:00 in summer.
  it.each<[string, string, string]>([
    ["winter, 00:30 in Brussels, still the day before in UTC", "2026-12-04T23:30:00Z", "2026-12-05"],
    ["winter, 23:59 in Brussels", "2026-12-04T22:59:00Z", "2026-12-04"],
    ["summer, 00:30 in Brussels", "2026-06-30T22:30:00Z", "2026-07-01"],
    ["summer, 23:30 in Brussels", "2026-06-30T21:30:00Z", "2026-06-30"],
    ["the night the clocks go forward", "2026-03-28T23:30:00Z", "2026-03-29"],
  ])("%s: the day before is refused, the day itself accepted", (_case, moment, today) => {
    vi.setSystemTime(new Date(moment));
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const later = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    const offerOn = (validFrom: string) => ({ ...offer("nl"), validFrom, validUntil: later });
    expect(parse("purchase-offer", offerOn(yesterday)).errors).toEqual({ validFrom: ["dateInPast"] });
    expect(parse("purchase-offer", offerOn(today)).errors).toEqual({});
    expect(parse("purchase-offer", { ...offerOn(today), validUntil: yesterday }).errors.validUntil).toContain(
      "dateInPast",
    );
    expect(parse("rental-application", { ...rental, moveDate: yesterday }).errors).toEqual({
      moveDate: ["dateInPast"],
    });
    expect(parse("rental-application", { ...rental, moveDate: today }).errors).toEqual({});
  });

  it("a date that is no date still says so, not that it is past", () => {
    vi.setSystemTime(NOW);
    expect(parse("rental-application", { ...rental, moveDate: "2025-02-30" }).errors.moveDate).toEqual(["date"]);
  });

  it("the signing date may lie before today (an offer signed yesterday, sent today)", () => {
    vi.setSystemTime(NOW);
    expect(parse("purchase-offer", { ...offer("nl"), signDate: "2026-11-01" }).errors).toEqual({});
  });
});

describe("visit", () => {
  it.each(["", "abc", "0", "-3", "1.5"])("slot %j gives chooseOne", (slot) => {
    // No choice at all reads as "choose one" too: the visitor must pick one of the listed slots.
    expect(parse("visit", { ...VALID.visit, slot }).errors.slot).toEqual(["chooseOne"]);
  });
});

describe("testimonial website", () => {
  it.each(["https://www.example.be", "http://example.be/page"])("accepts %j", (website) => {
    expect(parse("testimonial", { ...VALID.testimonial, website }).errors).toEqual({});
  });

  it.each(["www.example.be", "ftp://example.be", "javascript:alert(1)", "mailto:an@example.be"])(
    "refuses %j with url",
    (website) => {
      expect(parse("testimonial", { ...VALID.testimonial, website }).errors.website).toEqual(["url"]);
    },
  );
});

describe("maximum lengths", () => {
  it.each<[FormKind, string, number]>([
    ["site-contact", "firstName", 80],
    ["site-contact", "remark", 2_000],
    ["valuation", "street", 200],
    ["valuation", "zip", 10],
    ["testimonial", "comment", 2_000],
    ["newsletter", "firstName", 80],
    ["rental-application", "pets", 200],
    ["purchase-offer", "signPlace", 80],
  ])("%s %s: %i characters pass, one more gives tooLong", (kind, name, max) => {
    expect(parse(kind, { ...VALID[kind], [name]: "a".repeat(max) }).errors).toEqual({});
    expect(parse(kind, { ...VALID[kind], [name]: "a".repeat(max + 1) }).errors[name]).toEqual(["tooLong"]);
  });

  it("the regions text: 300 characters pass, one more gives tooLong", () => {
    // One region repeated, so only the length of the whole text is at stake.
    expect(parse("demand", { ...demand, regions: "Halle;".repeat(50) }).errors).toEqual({});
    expect(parse("demand", { ...demand, regions: `${"Halle;".repeat(50)}H` }).errors.regions).toEqual(["tooLong"]);
  });

  it("a region longer than 60 characters gives tooLong", () => {
    expect(parse("demand", { ...demand, regions: "a".repeat(61) }).errors["regions[0]"] ?? []).toEqual(["tooLong"]);
  });

  it("an e-mail address beyond 254 characters gives tooLong", () => {
    const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.be`;
    expect(parse("newsletter", { email }).errors.email).toContain("tooLong");
  });
});

describe("control characters", () => {
  // Every text a visitor types, in every form: a NUL or an escape is refused with its own message
  // (PostgreSQL refuses a NUL, and none belongs in a lead); tab and line breaks are text. Fields that
  // are chosen or checked, or have a format of their own (an address, a number, a date), are left out.
  const CHOSEN_OR_CHECKED = /^(title|request|goal|accept.*|acknowledge.*)$|email|phone|Date|url/i;
  const filled: Record<FormKind, Fields> = {
    ...VALID,
    newsletter: { ...VALID.newsletter, firstName: "An" },
    follow: { ...VALID.follow, firstName: "An" },
  };
  const textFields = FORM_KINDS.flatMap((kind) =>
    Object.entries(filled[kind])
      .filter(([name, value]) => typeof value === "string" && /[a-z]/i.test(value) && !CHOSEN_OR_CHECKED.test(name))
      .map(([name]) => [kind, name] as [FormKind, string]),
  );

  it("covers the text fields of every form", () => {
    expect(new Set(textFields.map(([kind]) => kind))).toEqual(new Set(FORM_KINDS));
  });

  it.each(textFields)("%s %s: a NUL, an escape or a C1 control gives controlCharacters", (kind, name) => {
    for (const control of ["\u0000", "\u001b", "\u0085"]) {
      const value = `${String(filled[kind][name]).slice(0, 5)}${control}x`;
      expect(parse(kind, { ...filled[kind], [name]: value }).errors[name], JSON.stringify(value)).toContain(
        "controlCharacters",
      );
    }
  });

  it("keeps tabs and line breaks in a message", () => {
    expect(parse("site-contact", { ...VALID["site-contact"], remark: "Eerste lijn\r\nTweede\tlijn" }).errors).toEqual(
      {},
    );
  });

  it("refuses a control character in a ticked choice and in a typed region", () => {
    expect(
      parse("site-contact", { ...VALID["site-contact"], timeSlots: ["9:00\u0000"] }).errors["timeSlots[0]"],
    ).toEqual(["controlCharacters"]);
    expect(parse("demand", { ...demand, regions: "Halle, Lem\u0000beek" }).errors.regions).toEqual([
      "controlCharacters",
    ]);
  });
});

describe("error keys", () => {
  // Runs last (vitest keeps the file's order): the keys collected from every failing parse above.
  it("every key produced is a known form error", () => {
    expect(seenErrors.size).toBeGreaterThan(10);
    const known = new Set<string>(FORM_ERRORS);
    expect([...seenErrors].filter((key) => !known.has(key) && key !== "required")).toEqual([]);
  });

  it("every known form error produced here was seen", () => {
    const unused = FORM_ERRORS.filter((key) => !seenErrors.has(key));
    expect(unused).toEqual([]);
  });
});
