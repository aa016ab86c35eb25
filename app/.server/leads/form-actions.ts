// Each visitor form's action: its schema, what the lead records, its own rows (a booking, a demand,
// a testimonial) and the mails it owes. The path every form takes is submit-form.ts.
import { randomBytes } from "node:crypto";
import type { FormKind } from "../../domain/forms/form-kinds.ts";
import { formSchema } from "../../domain/forms/form-schemas.ts";
import { buildVisitIcs } from "../../domain/ics.ts";
import { GOAL_RENT, GOAL_SALE } from "../../domain/listing.ts";
import { fill } from "../../i18n/fill.ts";
import { href } from "../../i18n/links.ts";
import type { ListingCard } from "../../shared/listing-view.ts";
import { demands, type MailAddress, testimonialSubmissions } from "../db/lead-schema.ts";
import type { PageContext } from "../page-context.ts";
import { publicOrigin } from "../public-origin.ts";
import { clientAddressContext } from "../request-context.ts";
import {
  agencyAddress,
  agencyNotification,
  type MailContext,
  signature,
  standardMails,
  visitorConfirmation,
  visitorName,
} from "./lead-mails.ts";
import { MAIL_TEXTS } from "./mail-texts.ts";
import { type MailDraft, submitForm } from "./submit-form.ts";
import { storeTestimonialImage } from "./testimonial-image.ts";
import { bookSlot, formatSlot } from "./visit-slots.ts";
export interface FormActionArgs {
  request: Request;
  context: { get(key: typeof clientAddressContext): string };
}

type Value = Record<string, unknown>;

function visitorOf(value: Value, ctx: PageContext): MailAddress | undefined {
  const address = value.email ?? value.yourEmail;
  if (typeof address !== "string") return undefined;
  return { name: visitorName(value, ctx.language), address };
}

/** What a form is about: a property or a project, with its path on the site. */
export interface FormSubject {
  propertyId?: number;
  projectId?: number;
  title: string;
  city: string;
  href: string;
}

export function propertySubjectOf(card: ListingCard): FormSubject {
  return { propertyId: card.id, title: card.title, city: card.city, href: card.href };
}

/** Takes in one form; `subject` is the property or project the form is about, if any. */
export function handleForm(kind: FormKind, args: FormActionArgs, ctx: PageContext, subject?: FormSubject) {
  const origin = publicOrigin(args.request);
  const url = subject && (/^https?:\/\//.test(subject.href) ? subject.href : `${origin}${subject.href}`);
  const about = subject && url ? { title: `${subject.title} (${subject.city})`, url } : undefined;
  const mailContext = (value: Value, verified: boolean, display?: Record<string, string>): MailContext => ({
    kind,
    language: ctx.language,
    settings: ctx.settings,
    value,
    verified,
    subject: about,
    ...(display ? { display } : {}),
  });
  const base = {
    request: args.request,
    clientAddress: args.context.get(clientAddressContext),
    kind,
    language: ctx.language,
    schema: formSchema(kind, ctx.language),
    facts: (value: Value) => ({
      email: visitorOf(value, ctx)?.address,
      name: visitorName(value, ctx.language) || undefined,
      propertyId: subject?.propertyId,
      projectId: subject?.projectId,
    }),
  };

  switch (kind) {
    case "visit":
      return submitForm<Value, undefined, { start: Date; end: Date }>({
        ...base,
        write: (tx, lead) =>
          bookSlot(tx, { slotId: Number(lead.value.slot), propertyId: subject?.propertyId ?? 0, leadId: lead.id }),
        mails: async ({ value, verified, extra, id }) => {
          const when = formatSlot(extra, ctx.language);
          const context = mailContext(value, verified, { slot: when });
          const visitor = visitorOf(value, ctx);
          const mails: MailDraft[] = [agencyNotification(context, visitor)];
          if (visitor) {
            const texts = MAIL_TEXTS[ctx.language];
            const ics = buildVisitIcs({
              uid: `visit-${id}@${new URL(origin).hostname}`,
              start: extra.start,
              end: extra.end,
              summary: `${texts.visit}: ${about?.title ?? ""}`,
              location: about?.title ?? "",
              description: about?.url ?? "",
              organizerName: ctx.settings.agency.name,
              organizerEmail: ctx.settings.agency.email,
              stamp: new Date(),
            });
            mails.push(
              visitorConfirmation(context, visitor, {
                lines: [`${texts.visit}: ${when}`, texts.calendar],
                attachments: [{ filename: "visit.ics", contentType: "text/calendar; method=PUBLISH", content: ics }],
              }),
            );
          }
          return mails;
        },
      });
    case "demand":
      return submitForm<Value, undefined, { token: string; demandId: number }>({
        ...base,
        write: async (tx, lead) => {
          const token = randomBytes(24).toString("base64url");
          const value = lead.value;
          const [row] = await tx
            .insert(demands)
            .values({
              leadId: lead.id,
              token,
              language: ctx.language,
              email: String(value.email),
              name: visitorName(value, ctx.language),
              criteria: {
                goal: value.goal === "rent" ? GOAL_RENT : GOAL_SALE,
                typeWebIds: (value.typeWebIds as number[]) ?? [],
                regions: (value.regions as string[]) ?? [],
                budgetMin: value.budgetMin as number | undefined,
                budgetMax: value.budgetMax as number | undefined,
                bedroomsMin: value.bedroomsMin as number | undefined,
                bedroomsMax: value.bedroomsMax as number | undefined,
                garagesMin: value.garagesMin as number | undefined,
                parkingsMin: value.parkingsMin as number | undefined,
              },
            })
            .returning({ id: demands.id });
          return { token, demandId: row?.id ?? 0 };
        },
        mails: async ({ value, verified, extra }) => {
          const context = mailContext(value, verified);
          const visitor = visitorOf(value, ctx);
          const texts = MAIL_TEXTS[ctx.language];
          const agency = ctx.settings.agency.name;
          const link = `${origin}${href("demandConfirm", ctx.language, { token: extra.token })}`;
          const mails: MailDraft[] = [agencyNotification(context, visitor)];
          // The opt-in mail itself is the check: nothing else is ever sent to an unconfirmed address.
          if (visitor)
            mails.push({
              purpose: "demand-confirmation",
              demandId: extra.demandId,
              recipient: visitor,
              replyTo: agencyAddress(ctx.settings),
              subject: fill(texts.demandSubject, { agency }),
              text: [
                fill(texts.dear, { name: visitor.name }),
                "",
                texts.demandText,
                link,
                "",
                texts.demandIgnore,
                "",
                signature(ctx.settings, ctx.language),
              ].join("\n"),
            });
          return mails;
        },
      });
    case "send-to-friend":
      return submitForm<Value>({
        ...base,
        facts: (value) => ({
          email: String(value.yourEmail),
          name: String(value.yourName),
          propertyId: subject?.propertyId,
        }),
        mails: async ({ value, verified }) => {
          const context = mailContext(value, verified);
          // A mail to a third party goes out only when the captcha was solved; else the agency sees it.
          if (!verified || !about) return [agencyNotification(context, visitorOf(value, ctx))];
          const texts = MAIL_TEXTS[ctx.language];
          const name = String(value.yourName);
          return [
            {
              purpose: "friend",
              recipient: { name: "", address: String(value.friendEmail) },
              replyTo: { name, address: String(value.yourEmail) },
              subject: fill(texts.friendSubject, { name, agency: ctx.settings.agency.name }),
              text: [
                fill(texts.friendText, { name, email: String(value.yourEmail) }),
                "",
                about.title,
                about.url,
                ...(typeof value.message === "string" && value.message ? ["", value.message] : []),
                "",
                signature(ctx.settings, ctx.language),
              ].join("\n"),
            },
          ];
        },
      });
    case "testimonial":
      return submitForm<Value, string | null>({
        ...base,
        maxBytes: 6 * 1024 * 1024,
        facts: (value) => ({ name: String(value.name) }),
        prepare: (value) => storeTestimonialImage(value.image),
        write: async (tx, lead) => {
          await tx.insert(testimonialSubmissions).values({
            leadId: lead.id,
            language: ctx.language,
            name: String(lead.value.name),
            comment: String(lead.value.comment),
            website: typeof lead.value.website === "string" ? lead.value.website : null,
            imageKey: lead.prepared,
          });
          return undefined;
        },
        mails: async ({ value, verified, prepared }) => [
          agencyNotification(mailContext({ ...value, image: prepared ?? undefined }, verified), undefined),
        ],
      });
    default:
      return submitForm<Value>({
        ...base,
        mails: async ({ value, verified }) => standardMails(mailContext(value, verified), visitorOf(value, ctx)),
      });
  }
}
