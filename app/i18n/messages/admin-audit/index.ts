// The audit log's texts by language. Only loaders import this: each page gets its staff member's
// language, never the four.
import type { Language } from "../../languages.ts";
import { de } from "./de.ts";
import { en } from "./en.ts";
import { fr } from "./fr.ts";
import { type AdminAuditMessages, nl } from "./nl.ts";

export type { AdminAuditMessages } from "./nl.ts";

export const ADMIN_AUDIT_MESSAGES: Readonly<Record<Language, AdminAuditMessages>> = { nl, fr, en, de };
