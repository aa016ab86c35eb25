// The forms' validation in the browser: the same zod schemas the server runs, loaded when the visitor
// starts on a form (zod is the largest part of the forms' code). Until then the server checks.
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormKind } from "../../domain/forms/form-kinds.ts";
import { formSchema } from "../../domain/forms/form-schemas.ts";
import type { Language } from "../../i18n/languages.ts";
import type { Validator } from "./use-form-check.ts";

export function formValidator(kind: FormKind, language: Language): Validator {
  const schema = formSchema(kind, language);
  return (formData) => {
    const submission = parseWithZod(formData, { schema });
    const errors: Record<string, string[]> = {};
    if (submission.status === "success") return errors;
    for (const [name, error] of Object.entries(submission.error ?? {})) if (error?.length) errors[name] = error;
    return errors;
  };
}
