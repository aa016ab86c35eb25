// What a page with a form needs from the server: a fresh token, the form texts in the visitor's
// language, the privacy link, the choices that come from data, and (for a property's forms) the
// property it is about.

import { getZodConstraint } from "@conform-to/zod/v4";
import { asc } from "drizzle-orm";
import type { FormChoices } from "../../components/forms/form-layouts.ts";
import type { FormConstraints } from "../../components/forms/lead-form.tsx";
import type { FormKind } from "../../domain/forms/form-kinds.ts";
import { formSchema } from "../../domain/forms/form-schemas.ts";
import { formMessagesFor } from "../../i18n/form-messages.server.ts";
import type { Language } from "../../i18n/languages.ts";
import { href } from "../../i18n/links.ts";
import { publishedCardsByIds, toListingCard } from "../catalog/card-query.ts";
import type { ListingCard } from "../catalog/listing-cards.ts";
import { db } from "../db/client.ts";
import { propertyTypes } from "../db/schema.ts";
import { localize } from "../menu.ts";
import type { PageContext } from "../pages.ts";
import { formTokenFor } from "./submit-form.ts";

export interface FormPageData {
  kind: FormKind;
  constraint: FormConstraints;
  token: string;
  messages: ReturnType<typeof formMessagesFor>;
  privacyHref: string;
  choices: FormChoices;
  language: Language;
}

export async function propertyTypeOptions(language: Language, fallback: Language) {
  const rows = await db().select().from(propertyTypes).orderBy(asc(propertyTypes.showOrder));
  return rows.map((row) => ({ value: String(row.webId), label: localize(row.names, language, fallback) }));
}

export async function formPageData(
  ctx: PageContext,
  kind: FormKind,
  choices: Partial<FormChoices> = {},
): Promise<FormPageData> {
  const needsTypes = kind === "valuation" || kind === "demand";
  return {
    kind,
    constraint: getZodConstraint(formSchema(kind, ctx.language)),
    token: formTokenFor(kind),
    messages: formMessagesFor(ctx.language),
    privacyHref: href("privacy", ctx.language),
    language: ctx.language,
    choices: {
      timeSlots: ctx.settings.contactTimeSlots,
      propertyTypes: needsTypes ? await propertyTypeOptions(ctx.language, ctx.settings.fallback) : [],
      visitSlots: [],
      ...choices,
    },
  };
}

/** The published property a form is about, as its card shows it; undefined when there is none. */
export async function propertySubject(id: number, ctx: PageContext): Promise<ListingCard | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const [row] = await publishedCardsByIds([id], ctx.language, ctx.settings.fallback);
  return row ? toListingCard(row, ctx.language, ctx.settings.fallback) : undefined;
}
