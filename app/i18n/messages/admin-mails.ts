// Texts of the back office's mail page: sending a mail again and forwarding it, and the lines a
// forwarded mail carries. One module per language in admin-mails/; the outbox's list and a mail's
// facts keep theirs in admin/ (`mails`).
import type { Language } from "../languages.ts";
import { de } from "./admin-mails/de.ts";
import { en } from "./admin-mails/en.ts";
import { fr } from "./admin-mails/fr.ts";
import { type AdminMailsMessages, nl } from "./admin-mails/nl.ts";

export type { AdminMailsMessages } from "./admin-mails/nl.ts";

export const ADMIN_MAILS_MESSAGES: Record<Language, AdminMailsMessages> = { nl, fr, en, de };
