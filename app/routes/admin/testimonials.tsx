import { Form } from "react-router";
import { staffContext } from "../../.server/admin/staff-context.ts";
import {
  approveTestimonial,
  rejectTestimonial,
  type TestimonialRow,
  testimonialQueue,
  withdrawTestimonial,
} from "../../.server/admin/testimonials.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { badRequest } from "../../.server/http-errors.ts";
import { leadSettings } from "../../.server/leads/lead-settings.ts";
import { type DateFormat, dateTimeFormat } from "../../i18n/dates.ts";
import { fill } from "../../i18n/fill.ts";
import type { AdminMessages } from "../../i18n/messages/admin.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import type { Route } from "./+types/testimonials";

function view(row: TestimonialRow) {
  return {
    id: row.id,
    name: row.name,
    comment: row.comment,
    website: row.website,
    language: row.language,
    hasImage: row.imageKey !== null,
    published: row.published,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The moderation queue: what waits, then what was decided lately. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const { waiting, reviewed } = await testimonialQueue();
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    waiting: waiting.map(view),
    reviewed: reviewed.map(view),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const form = await readFormBody(request);
  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id) || id <= 0) badRequest("id");
  const intent = form.get("intent");
  const actor = { id: user.id, name: user.name };
  if (intent === "approve") await approveTestimonial(id, actor, leadSettings().dataDir);
  else if (intent === "reject") await rejectTestimonial(id, actor);
  else if (intent === "withdraw") await withdrawTestimonial(id, actor);
  else badRequest("intent");
  return { done: intent };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.m.testimonials.title} | ${loaderData.m.backOfficeTitle}` : "" }];
}

type Item = ReturnType<typeof view>;

function TestimonialCard({ item, m, date }: { item: Item; m: AdminMessages; date: DateFormat }) {
  const t = m.testimonials;
  return (
    <article className="admin-testimonial" aria-labelledby={`testimonial-${item.id}`}>
      {item.hasImage ? (
        <img
          src={`/admin/testimonials/${item.id}/image/`}
          alt={fill(t.picture, { name: item.name })}
          width={160}
          height={160}
          loading="lazy"
        />
      ) : null}
      <div>
        <h3 id={`testimonial-${item.id}`}>{item.name}</h3>
        <p className="admin-testimonial-meta">
          {fill(t.sentOn, { date: date.format(new Date(item.createdAt)) })} · {t.language}:{" "}
          {item.language.toUpperCase()}
          {item.website ? ` · ${t.website}: ${item.website}` : ""}
        </p>
        <p className="admin-testimonial-comment">{item.comment}</p>
      </div>
    </article>
  );
}

function Decide({ id, intents, m }: { id: number; intents: ("approve" | "reject" | "withdraw")[]; m: AdminMessages }) {
  return (
    <Form method="post" className="admin-sign-out">
      <input type="hidden" name="id" value={id} />
      {intents.map((intent) => (
        <button
          key={intent}
          type="submit"
          name="intent"
          value={intent}
          className={intent === "approve" ? "btn btn-accent" : "btn"}
        >
          {m.testimonials[intent]}
        </button>
      ))}
    </Form>
  );
}

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { m, waiting, reviewed, language } = loaderData;
  const t = m.testimonials;
  const date = dateTimeFormat(language, { dateStyle: "long" });
  return (
    <div className="container page-body admin-page" lang={language}>
      <h1 id="page-title">{t.title}</h1>
      <h2>{t.waiting}</h2>
      {waiting.length === 0 ? <p>{t.none}</p> : null}
      <ul className="admin-list">
        {waiting.map((item) => (
          <li key={item.id}>
            <TestimonialCard item={item} m={m} date={date} />
            <Decide id={item.id} intents={["approve", "reject"]} m={m} />
          </li>
        ))}
      </ul>
      {reviewed.length > 0 ? (
        <>
          <h2>{t.reviewed}</h2>
          <ul className="admin-list">
            {reviewed.map((item) => (
              <li key={item.id}>
                <TestimonialCard item={item} m={m} date={date} />
                <p>
                  <strong>{item.published ? t.approved : t.rejected}</strong>
                </p>
                <Decide id={item.id} intents={item.published ? ["withdraw"] : ["approve"]} m={m} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
