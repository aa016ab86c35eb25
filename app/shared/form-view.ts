// What a page with a visitor form gets from its loader and its action (app/.server/leads), and the
// names of the fields every form carries besides its own. Shared so that the browser's form and the
// server's checks spell them the same way.
import type { SubmissionResult, useForm } from "@conform-to/react";
import type { FormKind } from "../domain/forms/form-kinds.ts";
import type { RegionGroup } from "../domain/region-tree.ts";
import type { Language } from "../i18n/languages.ts";

/** The honeypot: a field people never see (forms.css) and bots fill in. */
export const HONEYPOT_FIELD = "homepage";
/** The signed fill-time token (app/.server/leads/form-token.ts). */
export const TOKEN_FIELD = "formToken";
/** The proof-of-work captcha's answer, filled in by the widget. */
export const CAPTCHA_FIELD = "altcha";

export type FormNotice =
  | "tooFast"
  | "expired"
  | "captcha"
  | "rateLimited"
  | "notSent"
  | "busy"
  | "testimonialFail"
  | "slotTaken"
  | "unavailable"
  | "formBusy"
  | "visitNeedsCheck";

export interface FormActionData {
  result: SubmissionResult<string[]>;
  /** The token the form must carry next time (the same one while it is valid). */
  token: string;
  /** Different in every answer: the form starts a fresh captcha after each one. */
  answerId: string;
  notice?: FormNotice;
}

export interface FormPageData {
  kind: FormKind;
  constraint: FormConstraints;
  token: string;
  privacyHref: string;
  choices: FormChoices;
  language: Language;
  /** Values the form opens with (keep me informed filled in with a list's search); checked on the server. */
  defaultValue?: FormDefaults;
}

/** A form's starting values by field name: text, or the ticked values of a group of boxes. */
export type FormDefaults = Record<string, string | string[]>;

export interface FormChoices {
  timeSlots: string[];
  propertyTypes: Option[];
  visitSlots: Option[];
  /** Keep me informed: provinces with the towns the agency lists in, to pick from. */
  regionTree: RegionGroup[];
  /** The sentences quoting the agency's amounts (the offer's advance, a rental's conditions). */
  terms: TermsTexts;
  /** Today in Brussels (YYYY-MM-DD): the earliest day an offer's validity or a move may start. */
  today: string;
}

/** The agency's amounts as the forms quote them, in the visitor's language (listing-terms.ts). */
export interface TermsTexts {
  advanceNotice: string;
  offerThanks: string;
  rentalConditions: string;
}

/** What the browser checks natively for each field: required, lengths, bounds, patterns. */
export type FormConstraints = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;

export interface Option {
  value: string;
  label: string;
}
