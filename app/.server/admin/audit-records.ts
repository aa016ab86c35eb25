// The kinds of record the audit log is filtered by, and how a line names its record: by its subject
// ("property 40", "user ab3f", "site-settings") and, for lines that name none (an export, an
// erasure, a sign-out), by the start of its action. A record with an editor of its own is linked to it.

export const AUDIT_RECORD_KINDS = [
  "property",
  "project",
  "article",
  "page",
  "settings",
  "user",
  "lead",
  "visit",
  "demand",
  "testimonial",
  "mail",
  "newsletter",
  "privacy",
  "portal-figures",
] as const;

export type AuditRecordKind = (typeof AUDIT_RECORD_KINDS)[number];

interface KindRule {
  /** Subjects of this kind: "property " matches "property 40"; a subject without a trailing space matches itself. */
  subjects: readonly string[];
  /** Actions of this kind, by their first parts: "lead" matches lead.export. */
  actions: readonly string[];
  /** The record's own subject and editor, where a line can name one record of the kind. */
  record?: { subject: string; id: "number" | "text"; editor?: (id: string) => string };
}

export const AUDIT_KIND_RULES: Readonly<Record<AuditRecordKind, KindRule>> = {
  property: {
    subjects: ["property "],
    actions: ["property"],
    record: { subject: "property ", id: "number", editor: (id) => `/admin/properties/${id}/` },
  },
  project: {
    subjects: ["project "],
    actions: ["project"],
    record: { subject: "project ", id: "number", editor: (id) => `/admin/projects/${id}/` },
  },
  article: {
    subjects: ["article "],
    actions: ["article"],
    record: { subject: "article ", id: "number", editor: (id) => `/admin/articles/${id}/` },
  },
  page: {
    subjects: ["page "],
    actions: ["page"],
    record: { subject: "page ", id: "number", editor: (id) => `/admin/pages/${id}/` },
  },
  settings: { subjects: ["site-settings"], actions: ["settings"] },
  user: {
    subjects: ["user "],
    actions: ["user", "owner", "account", "sign-in", "sign-out"],
    record: { subject: "user ", id: "text", editor: (id) => `/admin/users/${encodeURIComponent(id)}/` },
  },
  lead: {
    subjects: ["lead "],
    actions: ["lead"],
    record: { subject: "lead ", id: "number", editor: (id) => `/admin/leads/${id}/` },
  },
  visit: {
    subjects: ["visit slot ", "visit booking "],
    actions: ["visit", "visit-slot"],
    record: { subject: "visit slot ", id: "number", editor: (id) => `/admin/visits/${id}/` },
  },
  demand: {
    subjects: ["demand "],
    actions: ["demand"],
    record: { subject: "demand ", id: "number", editor: (id) => `/admin/demands/${id}/` },
  },
  testimonial: {
    subjects: ["testimonial "],
    actions: ["testimonial"],
    record: { subject: "testimonial ", id: "number" },
  },
  mail: {
    subjects: ["mail "],
    actions: ["mail"],
    record: { subject: "mail ", id: "number", editor: (id) => `/admin/mails/${id}/` },
  },
  newsletter: { subjects: [], actions: ["newsletter"] },
  privacy: { subjects: [], actions: ["gdpr"] },
  "portal-figures": { subjects: [], actions: ["portal-figures"] },
};

export function isAuditRecordKind(text: string): text is AuditRecordKind {
  return (AUDIT_RECORD_KINDS as readonly string[]).includes(text);
}

/** A record id as its kind writes it: a whole number for most, a user's text id; anything else undefined. */
export function recordIdOf(kind: AuditRecordKind, text: string): string | undefined {
  const record = AUDIT_KIND_RULES[kind].record;
  if (!record) return undefined;
  const id = text.trim();
  if (record.id === "number") return /^[1-9]\d{0,9}$/.test(id) ? id : undefined;
  return /^[\w-]{1,64}$/.test(id) ? id : undefined;
}

export interface AuditRecord {
  kind: AuditRecordKind;
  id: string;
  /** The record's editor in the back office, where it has one. */
  editor: string | undefined;
}

/** The record a line's subject names ("property 40" -> property 40 and its editor), or undefined. */
export function recordOfSubject(subject: string): AuditRecord | undefined {
  for (const kind of AUDIT_RECORD_KINDS) {
    const record = AUDIT_KIND_RULES[kind].record;
    if (!record || !subject.startsWith(record.subject)) continue;
    const id = recordIdOf(kind, subject.slice(record.subject.length));
    if (id !== undefined) return { kind, id, editor: record.editor?.(id) };
  }
  return undefined;
}
