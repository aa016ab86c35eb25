// The forms' validation in the browser: the same zod schemas the server runs, loaded once the page
// is interactive (zod is the largest part of the forms' code). Until then the browser's own checks
// (the constraints the server derived from the schema) and the server stand in.
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormKind } from "../../domain/forms/form-kinds.ts";
import { formSchema } from "../../domain/forms/form-schemas.ts";
import type { Language } from "../../i18n/languages.ts";

export function formValidator(kind: FormKind, language: Language) {
  const schema = formSchema(kind, language);
  return (formData: FormData) => parseWithZod(formData, { schema });
}
