// One zod schema per visitor form (SPEC.md section 3 "Forms"), used by Conform in the browser and by
// the action on the server. Fields and limits are the forms' contract with the database: a lead
// stores what its schema returned.

import type { Language } from "../../i18n/languages.ts";
import { MAX_AMOUNT_IN_WORDS, withEuro, wordsMatchAmount } from "../amount-in-words.ts";
import {
  callableContactFields,
  choices,
  contactFields,
  dateFromToday,
  email,
  goal,
  isoDate,
  mustAccept,
  optIn,
  optionalPhone,
  optionalText,
  optionalUrl,
  requiredText,
  title,
  typedText,
  wholeNumber,
} from "./form-fields.ts";
import type { FormKind } from "./form-kinds.ts";
import { z } from "./zod.ts";

// Phone: optional wherever an answer by e-mail does (a question, a visit booked or asked for, the
// documents, a project's information, keep me informed); required where the agency must call: the
// valuation's visit is arranged on the phone, a candidate tenant is screened and called back before
// the owner chooses, and a binding offer is answered within its validity, often within hours.

const remark = optionalText(2_000);
const timeSlots = choices(6);

const siteContact = z.object({ ...contactFields, street: optionalText(200), remark, timeSlots, newsletter: optIn });

const contactMe = z.object({
  ...contactFields,
  request: z.enum(["question", "visit"], { error: "required" }),
  remark,
  timeSlots,
  newsletter: optIn,
});

const projectContact = z.object({ ...contactFields, remark, timeSlots, newsletter: optIn });

const valuation = z.object({
  ...callableContactFields,
  street: requiredText(200),
  zip: requiredText(10),
  city: requiredText(80),
  propertyType: optionalText(40),
  goal: goal.optional(),
  remark,
  timeSlots,
  newsletter: optIn,
});

const visit = z.object({
  slot: z.coerce.number({ error: "chooseOne" }).int("chooseOne").positive("chooseOne"),
  ...contactFields,
  remark,
});

const documents = z.object({ ...contactFields, remark, newsletter: optIn });

// No message: the friend's mail carries nothing the sender typed (send-to-friend-form-action.ts).
const sendToFriend = z.object({
  yourName: requiredText(80),
  yourEmail: email,
  friendEmail: email,
});

const testimonial = z.object({
  name: requiredText(80),
  comment: requiredText(2_000),
  website: optionalUrl,
  // The picture is checked by its content on the server (testimonial-image.ts), not by its name.
  image: z.any().optional(),
});

const newsletter = z.object({ email, firstName: optionalText(80) });
// Following a property asks only where to write: the mails say what changed, nothing more.
const follow = z.object({ email, firstName: optionalText(80) });

const count = (max: number) => wholeNumber("count", 0, max).optional();

const demand = z
  .object({
    title,
    firstName: requiredText(80),
    lastName: requiredText(80),
    email,
    phone: optionalPhone,
    goal,
    typeWebIds: z.array(z.coerce.number().int().min(1).max(99)).min(1, "typeRequired").max(9, "tooLarge"),
    // Postal codes picked from the tree of regions, and towns or codes typed: at least one of either.
    regionZips: z
      .array(z.string().regex(/^\d{4}$/, "chooseOne"))
      .max(150, "tooLarge")
      .default([]),
    regions: optionalText(300)
      .transform((text) => splitRegions(text ?? ""))
      .pipe(z.array(typedText(60)).max(20, "tooLarge"))
      // Optional for the browser's own checks too: a pick from the tree is enough.
      .optional(),
    budgetMin: wholeNumber("amount", 0, 100_000_000).optional(),
    budgetMax: wholeNumber("amount", 0, 100_000_000).optional(),
    bedroomsMin: count(20),
    bedroomsMax: count(20),
    garagesMin: count(20),
    parkingsMin: count(20),
  })
  .superRefine((value, ctx) => {
    if ((value.regions ?? []).length === 0 && value.regionZips.length === 0)
      ctx.addIssue({ code: "custom", path: ["regions"], message: "regionRequired" });
    if (value.budgetMin !== undefined && value.budgetMax !== undefined && value.budgetMax < value.budgetMin)
      ctx.addIssue({ code: "custom", path: ["budgetMax"], message: "budgetOrder" });
    if (value.bedroomsMin !== undefined && value.bedroomsMax !== undefined && value.bedroomsMax < value.bedroomsMin)
      ctx.addIssue({ code: "custom", path: ["bedroomsMax"], message: "bedroomsOrder" });
  });

/** "1500, Halle; 1600 Sint-Pieters-Leeuw" -> ["1500", "Halle", "1600", "Sint-Pieters-Leeuw"]. */
export function splitRegions(text: string): string[] {
  const parts = text
    .split(/[,;\n]+/)
    .flatMap((part) => {
      const trimmed = part.trim();
      // "1600 Sint-Pieters-Leeuw": a postal code and a town, both useful to match on.
      const zipAndTown = /^(\d{4})\s+(\D.*)$/.exec(trimmed);
      return zipAndTown ? [zipAndTown[1] ?? "", zipAndTown[2] ?? ""] : [trimmed];
    })
    .map((part) => part.trim())
    .filter((part) => part !== "");
  return [...new Set(parts)];
}

function rentalApplication() {
  return z.object({
    ...callableContactFields,
    adults: wholeNumber("count", 1, 20),
    kids: wholeNumber("count", 0, 20),
    pets: optionalText(200),
    moveDate: dateFromToday,
    reason: requiredText(1_000),
    income1: wholeNumber("amount", 0, 1_000_000),
    income2: wholeNumber("amount", 0, 1_000_000).optional(),
    remark,
    acceptConditions: mustAccept,
  });
}

const FINANCING_UNITS = ["days", "weeks"] as const;

function purchaseOffer(language: Language) {
  return (
    z
      .object({
        ...callableContactFields,
        street: requiredText(200),
        zip: requiredText(10),
        city: requiredText(80),
        secondFirstName: optionalText(80),
        secondLastName: optionalText(80),
        amount: wholeNumber("amount", 1, MAX_AMOUNT_IN_WORDS),
        amountInWords: requiredText(300),
        // A Belgian offer "onder opschortende voorwaarde van het verkrijgen van een lening van € …
        // binnen … weken": the box, and when ticked the loan and the time to obtain it.
        financing: optIn,
        loanAmount: wholeNumber("amount", 1, MAX_AMOUNT_IN_WORDS).optional(),
        financingTerm: wholeNumber("count", 1, 365).optional(),
        financingTermUnit: z.enum(FINANCING_UNITS, { error: "chooseOne" }).optional(),
        validFrom: dateFromToday,
        validUntil: dateFromToday,
        signPlace: requiredText(80),
        signDate: isoDate,
        acknowledgeAdvance: mustAccept,
        remark,
      })
      .superRefine((value, ctx) => {
        if (value.validUntil < value.validFrom)
          ctx.addIssue({ code: "custom", path: ["validUntil"], message: "dateOrder" });
        if (!wordsMatchAmount(value.amountInWords, value.amount, language))
          ctx.addIssue({ code: "custom", path: ["amountInWords"], message: "amountWords" });
        checkFinancing(value, ctx);
      })
      // The words as a deed writes them: with the currency ("driehonderdvijftigduizend euro").
      .transform((value) => ({
        ...value,
        amountInWords: withEuro(value.amountInWords, value.amount, language),
        // The unit's radio is ticked in advance (weeks): without the condition it says nothing.
        financingTermUnit: value.financing ? value.financingTermUnit : undefined,
      }))
  );
}

interface FinancingFields {
  financing: boolean;
  loanAmount?: number | undefined;
  financingTerm?: number | undefined;
  financingTermUnit?: (typeof FINANCING_UNITS)[number] | undefined;
}

/** A ticked condition needs its loan and its term; a loan typed without the box is not guessed at. */
function checkFinancing(value: FinancingFields, ctx: z.RefinementCtx): void {
  if (!value.financing) {
    if (value.loanAmount !== undefined || value.financingTerm !== undefined)
      ctx.addIssue({ code: "custom", path: ["financing"], message: "financingUnticked" });
    return;
  }
  if (value.loanAmount === undefined) ctx.addIssue({ code: "custom", path: ["loanAmount"], message: "required" });
  if (value.financingTerm === undefined) ctx.addIssue({ code: "custom", path: ["financingTerm"], message: "required" });
  if (value.financingTermUnit === undefined)
    ctx.addIssue({ code: "custom", path: ["financingTermUnit"], message: "chooseOne" });
  if (value.financingTermUnit === "weeks" && (value.financingTerm ?? 0) > 52)
    ctx.addIssue({ code: "custom", path: ["financingTerm"], message: "financingWeeks" });
}

// Each kind's schema builder, so that a form's action gets its value typed from its own schema.
const FORM_SCHEMA_BUILDERS = {
  "site-contact": () => siteContact,
  "contact-me": () => contactMe,
  "project-contact": () => projectContact,
  valuation: () => valuation,
  visit: () => visit,
  documents: () => documents,
  "send-to-friend": () => sendToFriend,
  testimonial: () => testimonial,
  newsletter: () => newsletter,
  follow: () => follow,
  demand: () => demand,
  "rental-application": rentalApplication,
  "purchase-offer": purchaseOffer,
} satisfies Record<FormKind, (language: Language) => z.ZodType>;

/** The schema of each kind of form, with its precise type. */
export type FormSchemas = { [K in FormKind]: ReturnType<(typeof FORM_SCHEMA_BUILDERS)[K]> };

/** What a form of kind K gives its action once its schema accepted it. */
export type FormValue<K extends FormKind> = z.output<FormSchemas[K]>;

// The same builders seen through a mapped type: only then does indexing with a generic kind K give
// K's own builder rather than any kind's, so formSchema needs no cast.
const formSchemaBuilders: { [K in FormKind]: (language: Language) => FormSchemas[K] } = FORM_SCHEMA_BUILDERS;

/** The schema of a form; the purchase offer checks the amount in words in the visitor's language. */
export function formSchema<K extends FormKind>(kind: K, language: Language): FormSchemas[K] {
  return formSchemaBuilders[kind](language);
}

/**
 * The part of a form's schema the browser's native constraints are read from (Conform's
 * getZodConstraint): the object itself, before a transform of the whole value (the offer's), which
 * Conform cannot read at the root.
 */
export function constraintSchema(kind: FormKind, language: Language): z.ZodType {
  const schema: z.ZodType = formSchema(kind, language);
  return schema instanceof z.ZodPipe ? (schema.in as z.ZodType) : schema;
}
