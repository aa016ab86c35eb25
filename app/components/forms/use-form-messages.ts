// The visitor forms' texts in the page's language: a part of the interface texts (app/i18n/interface-texts.ts).
import type { FormMessages } from "../../i18n/messages/forms-nl.ts";
import { useRootData } from "../frame/use-root-data.ts";

export function useFormMessages(): FormMessages {
  return useRootData().formMessages;
}
