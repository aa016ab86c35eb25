import type { NumberKind } from "../../domain/typed-number.ts";
import { fill } from "../../i18n/fill.ts";
import type { FormMessages } from "../../i18n/messages/forms-nl.ts";
import { numberAsTyped, numberWithUnit } from "../../i18n/typed-number-text.ts";

/** "numberAmbiguous|amount|250|250000" as its sentence: the readings shown and how to type each. */
function numberReadings(error: string, messages: FormMessages): string | undefined {
  const [key, kind, ...readings] = error.split("|");
  if ((key !== "numberAmbiguous" && key !== "numberUnclear") || !kind) return undefined;
  const [first, second] = readings.map(Number).map((value) => ({
    shown: numberWithUnit(value, kind as NumberKind),
    typed: numberAsTyped(value, kind as NumberKind),
  }));
  if (!first) return undefined;
  return fill(messages.errors[key], {
    first: first.shown,
    firstTyped: first.typed,
    second: second?.shown ?? "",
    secondTyped: second?.typed ?? "",
  });
}

/** An error key of the schemas (form-fields.ts) as a sentence about this field. */
export function errorText(field: string, key: string, messages: FormMessages): string {
  const withReadings = numberReadings(key, messages);
  if (withReadings !== undefined) return withReadings;
  const errors = messages.errors as Record<string, unknown>;
  const requiredField = messages.errors.requiredField as Record<string, string>;
  if (key === "required") return requiredField[field] ?? messages.errors.required;
  if (key === "email" && field === "friendEmail") return messages.errors.friendEmail;
  const text = errors[key];
  return typeof text === "string" ? text : messages.errors.required;
}
