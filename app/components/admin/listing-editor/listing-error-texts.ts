// The texts a listing field's errors are told with (AdminField's `texts` and `ownErrors`): the form
// kit's for the shared keys, the listing editor's for its own (a type that does not fit the goal, a
// link not recognised, a number outside its range, named with the range), and its wording of a
// number read two ways, which repeats what was typed.
import { LISTING_FORM_ERRORS } from "../../../domain/admin-forms/listing-forms.ts";
import type { NumberKind } from "../../../domain/typed-number.ts";
import { fill } from "../../../i18n/fill.ts";
import type { Language } from "../../../i18n/languages.ts";
import type { AdminFormTexts } from "../../../i18n/messages/admin-forms/types.ts";
import type { AdminListingMessages } from "../../../i18n/messages/admin-listings.ts";
import { numberWithUnit } from "../../../i18n/typed-number-text.ts";
import { adminErrorText } from "../admin-form.ts";

const OWN: ReadonlySet<string> = new Set(LISTING_FORM_ERRORS);

type ListingErrorKey = keyof AdminListingMessages["errors"];

function ownSentence(key: string, typed: string, t: AdminListingMessages, language: Language): string | undefined {
  const [name = "", ...rest] = key.split("|");
  if (name === "overrideNeedsReason") return t.publish.overrideNeedsReason;
  if (!OWN.has(name)) return undefined;
  const values: Record<string, string> = { typed, url: rest.join("|") };
  if (name === "numberRange") {
    const [kind, min, max] = rest as [NumberKind, string, string];
    values.min = numberWithUnit(Number(min), kind, language);
    values.max = numberWithUnit(Number(max), kind, language);
  }
  return fill(t.errors[name as ListingErrorKey], values);
}

/** AdminField's texts for a field with these errors, `typed` being what the field holds. */
export function listingErrorTexts(
  errors: readonly string[],
  typed: string,
  f: AdminFormTexts,
  t: AdminListingMessages,
) {
  const shown = typed.trim();
  const ownErrors: Record<string, string> = {};
  for (const key of errors) {
    const sentence = ownSentence(key, shown, t, f.language);
    if (sentence !== undefined) ownErrors[key] = sentence;
  }
  const texts: AdminFormTexts = {
    ...f,
    errors: {
      ...f.errors,
      numberAmbiguous: fill(t.errors.numberAmbiguous, { typed: shown }),
      numberUnclear: fill(t.errors.numberUnclear, { typed: shown }),
    },
  };
  return { texts, ownErrors };
}

/** One error of a field as its sentence. */
export function listingErrorSentence(key: string, typed: string, f: AdminFormTexts, t: AdminListingMessages): string {
  const { texts, ownErrors } = listingErrorTexts([key], typed, f, t);
  return adminErrorText(key, texts, ownErrors);
}
