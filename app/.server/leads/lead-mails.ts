// The two mails most forms owe: a notification to the agency (in the site's default language, with
// Reply-To the visitor) and a confirmation to the visitor in their language. Both list what was sent
// with the form's own labels, so a field added to a form shows up in its mails by itself.
import type { FormKind } from "../../domain/forms/form-kinds.ts";
import { THANK_YOU_OF } from "../../domain/forms/form-kinds.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import { formMessagesFor } from "../../i18n/form-messages.server.ts";
import type { Language } from "../../i18n/languages.ts";
import { messagesFor } from "../../i18n/messages.server.ts";
import type { MailAddress, MailAttachment } from "../db/lead-schema.ts";
import type { MailDraft } from "../mail/outbox-draft.ts";
import type { SiteSettings } from "../site-settings.ts";
import { MAIL_TEXTS } from "./mail-texts.ts";

/** "Villa in Halle (ref. 512)": what a form was about, with its link. */
export interface MailSubject {
  title: string;
  url: string;
}

export interface MailContext {
  kind: FormKind;
  language: Language;
  settings: SiteSettings;
  value: Record<string, unknown>;
  verified: boolean;
  subject?: MailSubject | undefined;
  /** Labels for choices the form's messages do not hold (property types by id, a visit slot). */
  display?: Record<string, string>;
}

function formatValue(name: string, value: unknown, ctx: MailContext, language: Language): string | undefined {
  const forms = formMessagesFor(language);
  const texts = MAIL_TEXTS[language];
  const shown = ctx.display?.[name];
  if (shown !== undefined) return shown;
  if (value === undefined || value === null || value === "") return undefined;
  // The loan's term reads as one value, "6 weken": its unit is not a line of its own.
  if (name === "financingTermUnit") return undefined;
  if (name === "financingTerm") return financingTermText(ctx.value, language);
  if (typeof value === "boolean") return value ? texts.yes : texts.no;
  if (Array.isArray(value)) return value.length ? value.map((item) => plain(item)).join(", ") : undefined;
  const text = plain(value);
  const choices: Record<string, Record<string, string>> = {
    title: forms.options.titles,
    goal: forms.options.goals,
    request: forms.options.requests,
  };
  return choices[name]?.[text] ?? text;
}

/** An offer's term to obtain its loan as the visitor's count and unit say it: "6 weken", "30 jours". */
export function financingTermText(fields: Record<string, unknown>, language: Language): string | undefined {
  const count = fields.financingTerm;
  if (typeof count !== "number") return undefined;
  const counts = formMessagesFor(language).options.termCounts;
  const unit = fields.financingTermUnit === "days" ? counts.days : counts.weeks;
  return fillCount(language, unit, count);
}

/** A submitted value as text (the schemas only let strings, numbers and booleans through). */
function plain(value: unknown): string {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? String(value) : "";
}

/** "Label: value" lines of everything filled in, in the form's order. */
export function fieldLines(ctx: MailContext, language: Language): string[] {
  const labels = formMessagesFor(language).fields as Record<string, string>;
  const lines: string[] = [];
  for (const [name, value] of Object.entries(ctx.value)) {
    const text = formatValue(name, value, ctx, language);
    if (text === undefined) continue;
    const label = labels[name] ?? name;
    lines.push(text.includes("\n") ? `${label}:\n${text}` : `${label}: ${text}`);
  }
  return lines;
}

export function agencyAddress(settings: SiteSettings): MailAddress {
  return { name: settings.agency.name, address: settings.agency.email };
}

function what(ctx: MailContext, language: Language): string {
  const page = formMessagesFor(language).pages[ctx.kind].title;
  return ctx.subject ? `${page} – ${ctx.subject.title}` : page;
}

/**
 * Whom a mail to the visitor is addressed to: without a solved captcha the address may be anyone's,
 * so the typed name is left out (a name is text the sender chose, spam included).
 */
/**
 * A visitor's address as the site mails it before they confirmed it: without the name they typed.
 * A solved captcha proves a browser, not the address: a script solves one in a fraction of a second.
 */
export function unconfirmedRecipient(visitor: MailAddress): MailAddress {
  return { name: "", address: visitor.address };
}

/** "Beste An Peeters,", or the greeting without a name when none may be used (or none is known). */
export function greeting(name: string, language: Language): string {
  const texts = MAIL_TEXTS[language];
  return name ? fill(texts.dear, { name }) : texts.hello;
}

export function signature(settings: SiteSettings, language: Language): string {
  const agency = settings.agency;
  const city = agency.city[language] ?? agency.city[settings.fallback] ?? "";
  return [MAIL_TEXTS[language].regards, agency.name, `${agency.street}, ${agency.zip} ${city}`, agency.phone].join(
    "\n",
  );
}

export function agencyNotification(ctx: MailContext, visitor: MailAddress | undefined): MailDraft {
  const language = ctx.settings.fallback;
  const texts = MAIL_TEXTS[language];
  const body = [
    fill(texts.notificationIntro, { what: what(ctx, language) }),
    ...(ctx.verified ? [] : ["", texts.unverified]),
    ...(ctx.subject ? ["", `${texts.property}: ${ctx.subject.title}`, ctx.subject.url] : []),
    "",
    ...fieldLines(ctx, language),
  ];
  return {
    purpose: "agency-notification",
    recipient: agencyAddress(ctx.settings),
    replyTo: visitor ?? null,
    subject: `${ctx.verified ? "" : "[?] "}${fill(texts.notificationSubject, { what: what(ctx, language) })}`,
    text: body.join("\n"),
  };
}

export function visitorConfirmation(
  ctx: MailContext,
  visitor: MailAddress,
  extra: { lines?: string[]; attachments?: MailAttachment[] } = {},
): MailDraft {
  const texts = MAIL_TEXTS[ctx.language];
  const thanks = messagesFor(ctx.language).thankYou.kinds[THANK_YOU_OF[ctx.kind]].text;
  // Nobody has shown that the address is the sender's (a script solves the captcha too): the mail
  // carries only the site's own words, nothing the sender typed (not their name, not their message),
  // so it cannot carry anyone's text to a stranger. Sent without a solved captcha, it also waits in
  // the outbox until a person confirms the lead, so a bot cannot make the agency mail strangers at all.
  const body = [
    texts.hello,
    "",
    fill(texts.received, { what: what(ctx, ctx.language) }),
    thanks,
    ...(extra.lines?.length ? ["", ...extra.lines] : []),
    ...(ctx.subject ? ["", `${texts.property}: ${ctx.subject.title}`, ctx.subject.url] : []),
    "",
    signature(ctx.settings, ctx.language),
  ];
  return {
    purpose: "visitor-confirmation",
    recipient: unconfirmedRecipient(visitor),
    replyTo: agencyAddress(ctx.settings),
    subject: fill(texts.received, { what: what(ctx, ctx.language) }).replace(/[.:]\s*$/, ""),
    text: body.join("\n"),
    attachments: extra.attachments ?? [],
    held: !ctx.verified,
  };
}

/** The agency's notification, and the visitor's confirmation when the form had an address. */
export function standardMails(ctx: MailContext, visitor: MailAddress | undefined): MailDraft[] {
  const mails = [agencyNotification(ctx, visitor)];
  if (visitor) mails.push(visitorConfirmation(ctx, visitor));
  return mails;
}

export function visitorName(value: Record<string, unknown>, language: Language): string {
  const titles = formMessagesFor(language).options.titles as Record<string, string>;
  const title = typeof value.title === "string" ? titles[value.title] : undefined;
  const name = [value.firstName, value.lastName].filter((part) => typeof part === "string" && part).join(" ");
  return [title, name].filter(Boolean).join(" ") || plain(value.name ?? value.yourName);
}
