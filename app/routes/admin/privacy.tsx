import { data, Form, useActionData } from "react-router";
import { contactList } from "../../.server/admin/contacts.ts";
import {
  type ErasureResult,
  erasePersonalData,
  normalizedAddress,
  type PersonalData,
  personalData,
} from "../../.server/admin/privacy.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { formText, readFormBody } from "../../.server/form-body.ts";
import { badRequest, forbidden } from "../../.server/http-errors.ts";
import { Link } from "../../components/ui/link.tsx";
import { phoneAsWritten } from "../../domain/contact-match.ts";
import { type DateFormat, dateTimeFormat } from "../../i18n/dates.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_ACCOUNT_MESSAGES } from "../../i18n/messages/admin-account.ts";
import { ADMIN_PRIVACY_MESSAGES } from "../../i18n/messages/admin-privacy.ts";
import { adminHref, mayUseIntent } from "../../shared/admin-pages.ts";
import type { Route } from "./+types/privacy";

/** The search form; what was found comes from the action (the address never goes in a URL or a log). */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    p: ADMIN_PRIVACY_MESSAGES[user.language],
    canErase: mayUseIntent(user.role, "privacy", "erase"),
    // The export needs two-factor codes (privacy-export.ts): without them, why it is not offered.
    exportBlocked: user.twoFactorEnabled ? null : ADMIN_ACCOUNT_MESSAGES[user.language].account.exportNeedsTwoFactor,
  };
}

type ActionResult =
  | { intent: "search"; address: string; found: PersonalData }
  | { intent: "people"; address: string; people: PersonFound[] }
  | { intent: "erase"; address: string; erased: ErasureResult }
  | { intent: "invalid"; address: string };

interface PersonFound {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
}

/** Searching by address, or by name or phone through the contacts (any staff member); erasing (managers only). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const form = await readFormBody(request);
  const intent = form.get("intent");
  const typed = formText(form, "email").slice(0, 300);
  const address = normalizedAddress(typed);
  if (intent === "search") {
    if (address) return { intent: "search", address, found: await personalData(address) } satisfies ActionResult;
    // Not an address: a name or a phone, found among the contacts, each then searched by its address.
    const query = typed.trim();
    if (query.length < 2) return data<ActionResult>({ intent: "invalid", address: typed }, { status: 400 });
    const { rows } = await contactList({ query, page: 1 });
    const people = rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone ? phoneAsWritten(row.phone) : null,
    }));
    return { intent: "people", address: query, people } satisfies ActionResult;
  }
  if (intent === "erase") {
    if (!mayUseIntent(user.role, "privacy", "erase")) forbidden();
    if (!address) badRequest("not an e-mail address");
    if (form.get("confirm") !== "yes") badRequest("the erasure was not confirmed");
    const erased = await erasePersonalData({ id: user.id, name: user.name }, address);
    return { intent: "erase", address, erased } satisfies ActionResult;
  }
  badRequest("unknown intent");
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.p.title} | ${loaderData.m.backOfficeTitle}` : "" }];
}

function day(value: unknown, format: DateFormat): string {
  const date = value instanceof Date ? value : typeof value === "string" ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? format.format(date) : "";
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { m, p, language, canErase } = loaderData;
  const result = useActionData<typeof action>();
  const date = dateTimeFormat(language, { dateStyle: "short", timeStyle: "short" });
  return (
    <div className="container page-body admin-page" lang={language}>
      <h1 id="page-title">{p.title}</h1>
      <p>{p.intro}</p>
      <Form method="post" className="admin-filters">
        <div className="field">
          <label htmlFor="privacy-email">{p.address}</label>
          <input
            id="privacy-email"
            className="admin-address"
            name="email"
            type="text"
            required
            maxLength={254}
            autoComplete="off"
            defaultValue={result?.address ?? ""}
            aria-invalid={result?.intent === "invalid" ? true : undefined}
            aria-describedby={result?.intent === "invalid" ? "privacy-email-error" : undefined}
          />
        </div>
        <button type="submit" name="intent" value="search" className="btn btn-accent">
          {p.search}
        </button>
      </Form>
      {result?.intent === "invalid" ? (
        <p id="privacy-email-error" className="admin-error">
          {p.invalid}
        </p>
      ) : null}
      {result?.intent === "people" ? (
        <section aria-labelledby="privacy-people" className="admin-privacy">
          <h2 id="privacy-people">{fill(p.people, { query: result.address })}</h2>
          {result.people.length === 0 ? <p>{p.noPeople}</p> : null}
          <ul className="admin-list">
            {result.people.map((person) => (
              <li key={person.id}>
                <p>
                  <Link to={adminHref("contact", { id: person.id })}>{person.name || person.email || person.id}</Link>
                  {[person.email, person.phone].filter(Boolean).map((detail) => ` · ${detail}`)}
                </p>
                {person.email ? (
                  <Form method="post" className="admin-actions">
                    <input type="hidden" name="email" value={person.email} />
                    <button type="submit" name="intent" value="search" className="btn btn-outline">
                      {fill(p.pickAddress, { address: person.email })}
                    </button>
                  </Form>
                ) : (
                  <p className="admin-hint">{p.noAddress}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {result?.intent === "erase" ? (
        <section aria-labelledby="privacy-erased">
          <p id="privacy-erased">
            <output className="form-alert">{p.erased}</output>
          </p>
          <dl className="admin-facts">
            {(Object.keys(p.counts) as (keyof ErasureResult)[]).map((key) => (
              <div key={key} className="admin-fact">
                <dt>{p.counts[key]}</dt>
                <dd>{result.erased[key]}</dd>
              </div>
            ))}
          </dl>
          <p>{p.erasedNote}</p>
        </section>
      ) : null}
      {result?.intent === "search" ? (
        <Findings
          found={result.found}
          m={m}
          p={p}
          date={date}
          language={language}
          canErase={canErase}
          exportBlocked={loaderData.exportBlocked}
        />
      ) : null}
    </div>
  );
}

function Findings({
  found,
  m,
  p,
  date,
  language,
  canErase,
  exportBlocked,
}: {
  found: PersonalData;
  m: Route.ComponentProps["loaderData"]["m"];
  p: Route.ComponentProps["loaderData"]["p"];
  date: DateFormat;
  language: Language;
  canErase: boolean;
  exportBlocked: string | null;
}) {
  const kinds = m.leads.kinds as Record<string, string>;
  const groups: [keyof typeof p.groups, { key: string | number; text: React.ReactNode }[]][] = [
    [
      "contacts",
      found.contacts.map((contact) => ({
        key: String(contact.id),
        text: (
          <>
            <Link to={adminHref("contact", { id: contact.id })}>{String(contact.name || contact.id)}</Link>
            {[contact.email, contact.phone].filter(Boolean).map((detail) => ` · ${String(detail)}`)}
            {contact.notes.length > 0 ? ` · ${fillCount(language, p.notes, contact.notes.length)}` : ""}
          </>
        ),
      })),
    ],
    [
      "leads",
      found.leads.map((lead) => ({
        key: lead.id,
        text: (
          <>
            <Link to={`/admin/leads/${lead.id}/`}>{fill(m.leads.lead, { id: lead.id })}</Link>
            {` · ${day(lead.createdAt, date)} · ${kinds[String(lead.kind)] ?? String(lead.kind)} · ${String(lead.name ?? "")}`}
            {lead.notes.length > 0 ? ` · ${fillCount(language, p.notes, lead.notes.length)}` : ""}
          </>
        ),
      })),
    ],
    ["visitBookings", found.visitBookings.map((row) => ({ key: String(row.id), text: `${day(row.startsAt, date)}` }))],
    [
      "demands",
      found.demands.map((row) => ({ key: String(row.id), text: `${day(row.createdAt, date)} · ${String(row.name)}` })),
    ],
    [
      "newsletterSubscriptions",
      found.newsletterSubscriptions.map((row) => ({ key: String(row.id), text: `${day(row.createdAt, date)}` })),
    ],
    [
      "propertyFollows",
      found.propertyFollows.map((row) => ({
        key: String(row.id),
        text: `${day(row.createdAt, date)} · ${fill(p.followed, { id: String(row.propertyId) })}`,
      })),
    ],
    [
      "testimonials",
      found.testimonials.map((row) => ({
        key: String(row.id),
        text: [
          day(row.createdAt, date),
          String(row.name),
          row.hasImage ? p.picture : "",
          row.published ? p.published : "",
        ]
          .filter(Boolean)
          .join(" · "),
      })),
    ],
    [
      "outgoingMails",
      found.outgoingMails.map((row) => ({
        key: String(row.id),
        text: (
          <>
            <Link to={`/admin/mails/${String(row.id)}/`}>{String(row.subject)}</Link>
            {` · ${String(row.to)} · ${day(row.createdAt, date)}`}
          </>
        ),
      })),
    ],
    ["mentions", found.mentions.map((row) => ({ key: `${row.table}-${row.id}`, text: `${row.table} ${row.id}` }))],
  ];
  const total = groups.reduce((sum, [, items]) => sum + items.length, 0);
  return (
    <section aria-labelledby="privacy-results" className="admin-privacy">
      <h2 id="privacy-results">{fill(p.results, { address: found.address })}</h2>
      {total === 0 ? <p>{p.nothing}</p> : null}
      {groups.map(([group, items]) => (
        <section key={group} aria-labelledby={`privacy-${group}`} className="admin-privacy-group">
          <h3 id={`privacy-${group}`}>
            {p.groups[group]} <span className="admin-count-badge">{items.length}</span>
          </h3>
          {group === "mentions" && items.length > 0 ? <p>{p.mentionsNote}</p> : null}
          {items.length > 0 ? (
            <ul>
              {items.map((item) => (
                <li key={item.key}>{item.text}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <p className="admin-note-meta">{p.consentNote}</p>
      {exportBlocked ? (
        <p>{exportBlocked}</p>
      ) : (
        // A file download: a plain form, so the browser itself saves the answer.
        <form method="post" action="/admin/privacy/export" className="admin-actions">
          <input type="hidden" name="email" value={found.address} />
          <button type="submit" className="btn btn-accent">
            {p.export}
          </button>
          <button type="submit" name="format" value="text" className="btn btn-outline">
            {p.exportText}
          </button>
        </form>
      )}
      {total > 0 ? (
        <section aria-labelledby="privacy-erase" className="admin-review">
          <h3 id="privacy-erase">{p.eraseTitle}</h3>
          <p>{p.eraseText}</p>
          {canErase ? (
            <Form method="post" className="admin-actions">
              <input type="hidden" name="email" value={found.address} />
              <label className="admin-check">
                <input type="checkbox" name="confirm" value="yes" required /> {p.eraseConfirm}
              </label>
              <button type="submit" name="intent" value="erase" className="btn btn-outline">
                {p.erase}
              </button>
            </Form>
          ) : (
            <p>{p.managersOnly}</p>
          )}
        </section>
      ) : null}
    </section>
  );
}
