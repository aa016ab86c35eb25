// An audit line as a manager reads it, in their language: the action's label, the record it was
// done to (linked to its editor), and what changed field by field: names of fields, values
// formatted (a price as € 385.000), a long text as the few words that changed, never whole bodies.
import { htmlToPlainText, looksLikeHtml } from "../../domain/article-body.ts";
import { wordDiff } from "../../domain/word-diff.ts";
import { dateTimeFormat } from "../../i18n/dates.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import { formatArea, formatNumber, formatPrice } from "../../i18n/format.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import type { AdminAuditMessages } from "../../i18n/messages/admin-audit.ts";
import { catalogAttributesDe } from "../../i18n/messages/catalog-de.ts";
import { catalogAttributesEn } from "../../i18n/messages/catalog-en.ts";
import { catalogAttributesFr } from "../../i18n/messages/catalog-fr.ts";
import { catalogAttributesNl } from "../../i18n/messages/catalog-nl.ts";
import type { AuditChangeView, AuditLineView } from "../../shared/audit-line-view.ts";
import type { AuditLine } from "./audit-log.ts";
import { recordOfSubject } from "./audit-records.ts";
import { DETAIL_COLUMNS } from "./listing-form.ts";

/** A line lists this many changed fields at most; the rest are counted. */
const MOST_CHANGES = 12;
/** A text longer than this (or any HTML) is shown as a diff of its words. */
const LONG_TEXT = 80;
/** A short value is cut after this many characters. */
const LONGEST_VALUE = 120;

const PRICES = new Set([
  "price",
  "renterCharges",
  "ownerCharges",
  "cadastralIncome",
  "realEstateTax",
  "deposit",
  "agencyCost",
  "notaryFeeExVat",
  "notaryFeeInclVat",
  "registrationRights",
  "vatValue",
  "bouquet",
  "monthlyAnnuity",
]);
const AREAS = new Set([
  "livingArea",
  "plotArea",
  "total",
  "living",
  "ground",
  "terrace",
  "garden",
  "constructed",
  "store",
  "office",
]);
/** Stored codes shown as words (t.values) under these field names. */
const WORDED = new Set(["status", "role", "how", "epcStatus"]);
/** Details that are the audit's own bookkeeping, not facts a manager reads. */
const UNSHOWN_NOTES = new Set(["changes", "from", "to", "toName", "request", "note"]);

const ATTRIBUTES: Readonly<Record<Language, Record<string, string>>> = {
  nl: catalogAttributesNl.attributes,
  fr: catalogAttributesFr.attributes,
  en: catalogAttributesEn.attributes,
  de: catalogAttributesDe.attributes,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isLanguageCode = (text: string): text is Language => (LANGUAGES as readonly string[]).includes(text);

/** Texts kept per language as a list ([{ language: "nl", title, ... }]): by language instead. */
function byLanguage(value: unknown): Record<string, unknown> | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  if (!value.every((item) => isObject(item) && typeof item.language === "string")) return undefined;
  return Object.fromEntries(value.map((item: Record<string, unknown>) => [String(item.language), item]));
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The changed leaves of a field, each with its path: details.energy.co2, texts.nl.description. */
function leafChanges(
  path: string,
  before: unknown,
  after: unknown,
): { path: string; before: unknown; after: unknown }[] {
  if (sameValue(before, after)) return [];
  const beforeTexts = byLanguage(before);
  const afterTexts = byLanguage(after);
  if ((beforeTexts || afterTexts) && (beforeTexts || before == null) && (afterTexts || after == null)) {
    return leafChanges(path, beforeTexts ?? {}, afterTexts ?? {});
  }
  if (
    (isObject(before) || before == null) &&
    (isObject(after) || after == null) &&
    (isObject(before) || isObject(after))
  ) {
    const was = isObject(before) ? before : {};
    const now = isObject(after) ? after : {};
    return [...new Set([...Object.keys(was), ...Object.keys(now)])]
      .filter((key) => key !== "language")
      .flatMap((key) => leafChanges(`${path}.${key}`, was[key], now[key]));
  }
  return [{ path, before, after }];
}

/** A listing's detail copied from a column (its living area) is said once, as the column's change. */
function withoutCopies<Change extends { path: string }>(found: Change[]): Change[] {
  const paths = new Set(found.map((change) => change.path));
  return found.filter((change) => {
    const column = DETAIL_COLUMNS[change.path.replace(/^details\./, "")];
    return !(change.path.startsWith("details.") && column && paths.has(column));
  });
}

export function auditLineViews(
  rows: readonly AuditLine[],
  language: Language,
  t: AdminAuditMessages,
  userNames: ReadonlyMap<string, string>,
): AuditLineView[] {
  const moment = dateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
  const actions: Record<string, string> = t.actions;
  const fields: Record<string, string> = t.fields;
  const notes: Record<string, string> = t.notes;
  const attributes = ATTRIBUTES[language];

  const fieldLabel = (path: string): string => {
    const parts = path.split(".");
    const languages = parts.filter(isLanguageCode);
    const named = parts.filter((part) => !isLanguageCode(part));
    const base = named.at(-1) ?? path;
    const label = fields[base] ?? attributes[base] ?? notes[base] ?? base;
    return languages.length > 0 ? `${label} (${languages.map((code) => code.toUpperCase()).join(", ")})` : label;
  };

  const valueText = (path: string, value: unknown): string => {
    const base = path.split(".").at(-1) ?? path;
    if (value === null || value === undefined || value === "") return t.blank;
    if (typeof value === "boolean") return value ? t.yes : t.no;
    if (typeof value === "number" || (typeof value === "string" && PRICES.has(base) && /^-?\d+(\.\d+)?$/.test(value))) {
      if (PRICES.has(base)) return formatPrice(value, language);
      if (AREAS.has(base)) return formatArea(value, language);
      return formatNumber(value, language);
    }
    if (typeof value === "string") {
      if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value))) {
        return moment.format(new Date(value));
      }
      const known = t.values[value];
      // Codes the log stores for a status, a role or how someone signed in are shown as words.
      if (known && WORDED.has(base)) return known;
      return value.length > LONGEST_VALUE ? `${value.slice(0, LONGEST_VALUE)}…` : value;
    }
    if (Array.isArray(value)) {
      if (value.every((item) => typeof item !== "object" || item === null)) {
        return valueText(path, value.map((item) => String(item)).join(", "));
      }
      return fillCount(language, t.items, value.length);
    }
    return fillCount(language, t.items, Object.keys(value).length);
  };

  const plain = (value: unknown): string | undefined => {
    if (value === null || value === undefined) return "";
    if (typeof value !== "string") return undefined;
    return looksLikeHtml(value) ? htmlToPlainText(value) : value;
  };

  const changeView = (path: string, before: unknown, after: unknown): AuditChangeView | undefined => {
    const field = fieldLabel(path);
    const was = plain(before);
    const now = plain(after);
    const long =
      was !== undefined &&
      now !== undefined &&
      (was.length > LONG_TEXT ||
        now.length > LONG_TEXT ||
        [before, after].some((v) => typeof v === "string" && looksLikeHtml(v)));
    if (long) {
      const diff = wordDiff(was, now);
      return diff.length > 0 ? { field, diff } : undefined;
    }
    return { field, before: valueText(path, before), after: valueText(path, after) };
  };

  return rows.map((row) => {
    const details = row.details;
    const found: { path: string; before: unknown; after: unknown }[] = [];
    if (isObject(details.changes)) {
      for (const [key, change] of Object.entries(details.changes)) {
        if (isObject(change)) found.push(...leafChanges(key, change.before, change.after));
      }
    }
    // Older shapes: { role: { from, to } } (a user's change), { from, to } (a request's status).
    for (const [key, value] of Object.entries(details)) {
      if (isObject(value) && "from" in value && "to" in value) found.push(...leafChanges(key, value.from, value.to));
    }
    if ("to" in details) {
      const field = row.action === "lead.assign" ? "assignedTo" : "status";
      const after = row.action === "lead.assign" ? (details.toName ?? details.to) : details.to;
      found.push({ path: field, before: row.action === "lead.assign" ? null : details.from, after });
    }
    const changes = withoutCopies(found).flatMap(
      (change) => changeView(change.path, change.before, change.after) ?? [],
    );
    const lineNotes = Object.entries(details)
      .filter(([key, value]) => !UNSHOWN_NOTES.has(key) && !isObject(value) && value !== null && value !== undefined)
      .map(([key, value]) => ({ label: notes[key] ?? fieldLabel(key), value: valueText(key, value) }));
    const record = recordOfSubject(row.subject);
    const recordName = record?.kind === "user" ? (userNames.get(record.id) ?? t.someone) : record?.id;
    return {
      id: row.id,
      at: row.at.toISOString(),
      when: moment.format(row.at),
      who: row.actorName,
      action: actions[row.action] ?? row.action,
      record: record
        ? { label: fill(t.record[record.kind], { id: recordName ?? "" }), href: record.editor }
        : row.subject === "site-settings"
          ? { label: t.record.settings, href: "/admin/settings/" }
          : null,
      changes: changes.slice(0, MOST_CHANGES),
      moreChanges: Math.max(0, changes.length - MOST_CHANGES),
      notes: lineNotes,
    };
  });
}
