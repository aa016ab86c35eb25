// What a page with a form needs from the server: a fresh token, the form texts in the visitor's
// language, the privacy link, the choices that come from data, and (for a property's forms) the
// property it is about.

import { getZodConstraint } from "@conform-to/zod/v4";
import { brusselsDay } from "../../domain/brussels-day.ts";
import type { FormKind } from "../../domain/forms/form-kinds.ts";
import { constraintSchema } from "../../domain/forms/form-schemas.ts";
import { buildRegionTree, type RegionGroup } from "../../domain/region-tree.ts";
import type { Language } from "../../i18n/languages.ts";
import { href } from "../../i18n/links.ts";
import type { FormChoices, FormConstraints, FormPageData } from "../../shared/form-view.ts";
import type { ListingCard } from "../../shared/listing-view.ts";
import { localize } from "../../shared/localize.ts";
import { publishedCardsByIds, toListingCard } from "../catalog/card-query.ts";
import { catalogIndex } from "../catalog/catalog-index.ts";
import type { PageContext } from "../page-context.ts";
import { termsTexts } from "./listing-terms.ts";
import { formTokenFor } from "./submit-form.ts";
/** The property types in their show order, from the catalogue index the lists use too. */
export async function propertyTypeOptions(language: Language, fallback: Language) {
  const { types } = await catalogIndex();
  return types.map((type) => ({ value: String(type.webId), label: localize(type.names, language, fallback) }));
}

// The native constraints of a form depend only on its schema: derived once per form and language.
const constraints = new Map<string, FormConstraints>();

function constraintOf(kind: FormKind, language: Language): FormConstraints {
  const key = `${kind}|${language}`;
  let constraint = constraints.get(key);
  if (!constraint) {
    constraint = getZodConstraint(constraintSchema(kind, language));
    constraints.set(key, constraint);
  }
  return constraint;
}

export async function formPageData(
  ctx: PageContext,
  kind: FormKind,
  choices: Partial<FormChoices> = {},
): Promise<FormPageData> {
  const needsTypes = kind === "valuation" || kind === "demand";
  return {
    kind,
    constraint: constraintOf(kind, ctx.language),
    token: formTokenFor(kind),
    privacyHref: href("privacy", ctx.language),
    language: ctx.language,
    choices: {
      timeSlots: ctx.settings.contactTimeSlots,
      propertyTypes: needsTypes ? await propertyTypeOptions(ctx.language, ctx.settings.fallback) : [],
      visitSlots: [],
      regionTree: kind === "demand" ? await regionTreeFor(ctx) : [],
      terms: termsTexts(ctx.language, ctx.settings.terms),
      today: brusselsDay(Date.now()),
      ...choices,
    },
    // The loan's term is counted in weeks unless the buyer says days, as offers usually write it.
    ...(kind === "purchase-offer" ? { defaultValue: { financingTermUnit: "weeks" } } : {}),
  };
}

/** The towns with published listings, by province, named in the visitor's language. */
async function regionTreeFor(ctx: PageContext): Promise<RegionGroup[]> {
  const { cities } = await catalogIndex();
  const towns = cities.map((city) => ({
    zip: city.zip,
    name: localize(city.names, ctx.language, ctx.settings.fallback) || city.city,
    countryId: city.countryId,
  }));
  return buildRegionTree(towns, ctx.language);
}

/** The published property a form is about, as its card shows it; undefined when there is none. */
export async function propertySubject(id: number, ctx: PageContext): Promise<ListingCard | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const [row] = await publishedCardsByIds([id], ctx.language, ctx.settings.fallback);
  return row ? toListingCard(row, ctx.language, ctx.settings.fallback) : undefined;
}
