// The words of an owner's summary mail, from figures already read: one block per property with each
// figure and, in brackets, the same figure for the period before. Kept apart from the database so the
// wording is tested on its own.
import type { SummaryPeriod } from "../../domain/summary-period.ts";
import { formatDate } from "../../i18n/dates.ts";
import { fill } from "../../i18n/fill.ts";
import { formatNumber, LOCALES } from "../../i18n/format.ts";
import type { Language } from "../../i18n/languages.ts";
import { OWNER_SUMMARY_MESSAGES } from "../../i18n/messages/owner-summary.ts";
import { greeting } from "../leads/lead-mails.ts";

export interface SummaryFigures {
  /** Views of the property's page on the site (the site's own counter). */
  siteViews: number;
  /** Views and contacts the portals reported, all portals together. */
  portalViews: number;
  portalContacts: number;
  /** Requests about the property an owner is told about, spam left out. */
  requests: number;
  /** Booked visits (not cancelled) whose slot started in the period. */
  visits: number;
  offers: number;
}

export interface PropertySummary {
  /** "Villa in Halle (1500 Halle)". */
  label: string;
  /** The property's page in the owner portal, absolute. */
  link: string;
  current: SummaryFigures;
  previous: SummaryFigures;
  /** Some portal reported figures in one of the two periods: without any, the portal lines are left out. */
  onPortals: boolean;
}

export interface SummaryMailInput {
  language: Language;
  name: string;
  period: SummaryPeriod;
  properties: PropertySummary[];
  /** The owner's account page, absolute: where the summary is switched off. */
  accountLink: string;
  /** The agency's closing (lead-mails.ts signature). */
  signature: string;
}

const LINES = ["siteViews", "portalViews", "portalContacts", "requests", "visits", "offers"] as const;
const PORTAL_LINES: ReadonlySet<string> = new Set(["portalViews", "portalContacts"]);

function monthName(day: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

function propertyBlock(property: PropertySummary, language: Language): string {
  const t = OWNER_SUMMARY_MESSAGES[language].mail;
  const lines = LINES.filter((line) => property.onPortals || !PORTAL_LINES.has(line)).map(
    (line) => `- ${t[line]}: ${formatNumber(property.current[line])} (${formatNumber(property.previous[line])})`,
  );
  return [property.label, ...lines, fill(t.more, { url: property.link })].join("\n");
}

export function summaryMail(input: SummaryMailInput): { subject: string; text: string } {
  const { language, period } = input;
  const t = OWNER_SUMMARY_MESSAGES[language].mail;
  const dates = {
    first: formatDate(period.first, language),
    last: formatDate(period.last, language),
    month: monthName(period.first, language),
  };
  const [subject, intro] =
    period.frequency === "weekly" ? [t.weeklySubject, t.weeklyIntro] : [t.monthlySubject, t.monthlyIntro];
  const text = [
    greeting(input.name, language),
    fill(intro, dates),
    ...input.properties.map((property) => propertyBlock(property, language)),
    input.signature,
    fill(t.switchOff, { url: input.accountLink }),
  ].join("\n\n");
  return { subject: fill(subject, dates), text: `${text}\n` };
}
