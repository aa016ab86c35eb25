// The audit log's texts by language, one module per language in admin-audit/. Only loaders import
// this: each page gets its staff member's language, never the four.
import type { Language } from "../languages.ts";
import { de } from "./admin-audit/de.ts";
import { en } from "./admin-audit/en.ts";
import { fr } from "./admin-audit/fr.ts";
import { type AdminAuditMessages, nl } from "./admin-audit/nl.ts";

export type { AdminAuditMessages } from "./admin-audit/nl.ts";

export const ADMIN_AUDIT_MESSAGES: Readonly<Record<Language, AdminAuditMessages>> = { nl, fr, en, de };
