// A property's form pages: a question or visit request, a visit booking on the property's slots,
// documents, send to a friend, and the purchase offer (for sale) or rental application (to rent).
import { useMemo } from "react";
import { redirect, useActionData } from "react-router";
import { formPageHeaders } from "../.server/cache-control.ts";
import { canonicalPropertyPaths } from "../.server/catalog/property-lookup.ts";
import { decodedPath } from "../.server/catalog/request-path.ts";
import { notFound } from "../.server/http-errors.ts";
import { handleForm, propertySubjectOf } from "../.server/leads/form-actions.ts";
import { formPageData, propertySubject } from "../.server/leads/form-page.ts";
import { listingRentFacts, termsTexts } from "../.server/leads/listing-terms.ts";
import { formatSlot, freeSlots } from "../.server/leads/visit-slots.ts";
import { type PageContext, pageContext } from "../.server/page-context.ts";
import { FormPageView } from "../components/forms/form-page-view.tsx";
import { offerWordsHelper } from "../components/forms/offer-words.ts";
import { useFormMessages } from "../components/forms/use-form-messages.ts";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { propertyFormFits } from "../domain/forms/form-kinds.ts";
import { isUnavailable } from "../domain/listing.ts";
import { formMessagesFor } from "../i18n/form-messages.server.ts";
import type { Language } from "../i18n/languages.ts";
import { propertyFormHref, propertyFormOfSlug } from "../i18n/property-form-slugs.ts";
import type { Route } from "./+types/property-form";

async function resolve(ctx: PageContext, params: Route.LoaderArgs["params"], url: URL) {
  const kind = propertyFormOfSlug(params.form, ctx.language);
  if (!kind || !/^\d{1,9}$/.test(params.id)) notFound();
  const subject = await propertySubject(Number(params.id), ctx);
  if (!subject || !propertyFormFits(kind, subject.goal)) notFound();
  // An outdated city or title slug: the form's canonical path (as the detail page does).
  const canonical = propertyFormHref(subject.href, kind, ctx.language);
  if (decodedPath(url.pathname) !== canonical) throw redirect(canonical, 301);
  return { kind, subject };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const { kind, subject } = await resolve(ctx, params, url);
  const closed =
    isUnavailable(subject.marquee) && (kind === "visit" || kind === "purchase-offer" || kind === "rental-application");
  const slots = kind === "visit" && !closed ? await freeSlots(subject.id) : [];
  // A rental's conditions quote the listing's own deposit when it names one, and its rent.
  const facts = subject.goal === 0 ? undefined : await listingRentFacts(subject.id);
  const form = await formPageData(ctx, kind, {
    visitSlots: slots.map((slot) => ({ value: String(slot.id), label: formatSlot(slot, ctx.language) })),
    terms: termsTexts(ctx.language, ctx.settings.terms, facts),
  });
  const alternates: Partial<Record<Language, string>> = {};
  const paths = await canonicalPropertyPaths(subject.id, ctx.settings.enabled, ctx.settings.fallback);
  for (const language of ctx.settings.enabled) {
    const path = paths[language];
    if (path) alternates[language] = propertyFormHref(path, kind, language);
  }
  const page = formMessagesFor(ctx.language).pages[kind];
  return {
    form,
    subject,
    // A visit to a rental: the candidate reads the conditions before booking (SPEC.md section 9).
    rentalNotice: kind === "visit" && subject.goal !== 0 && !closed ? form.choices.terms.rentalConditions : undefined,
    closed: closed ? ("unavailable" as const) : kind === "visit" && slots.length === 0 ? ("full" as const) : undefined,
    alternates,
    seo: {
      title: `${page.title}: ${subject.title} | ${ctx.settings.agency.name}`,
      description: `${page.intro} ${subject.title}, ${subject.zip} ${subject.city}.`,
      // One form page per property and form: the property's own page is the one to find.
      robots: "noindex",
    },
  };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const ctx = await pageContext(context);
  const { kind, subject } = await resolve(ctx, params, url);
  return handleForm(kind, { request, context }, ctx, propertySubjectOf(subject));
}

export const headers = formPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function PropertyForm({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const { form, subject, closed, rentalNotice } = loaderData;
  const messages = useFormMessages();
  const ui = messages.ui;
  const language = form.language;
  // One function per form and language, so the form's effect does not run again on every render.
  const enhance = useMemo(
    () => (form.kind === "purchase-offer" ? offerWordsHelper(language) : undefined),
    [form.kind, language],
  );
  const closedView =
    closed === "unavailable" ? (
      <p className="form-notice-box">{ui.unavailable}</p>
    ) : closed === "full" ? (
      <div className="form-notice-box">
        <p>
          <strong>{ui.appointmentsFull}</strong>
        </p>
        <p>{ui.appointmentsFullHint}</p>
        <a className="btn btn-accent" href={propertyFormHref(subject.href, "contact-me", language)}>
          {messages.pages["contact-me"].title}
        </a>
      </div>
    ) : undefined;
  return (
    <FormPageView
      form={form}
      actionData={actionData}
      subject={{ kind: "property", ...subject }}
      closed={closedView}
      notice={
        rentalNotice ? (
          <aside className="form-terms" aria-labelledby="form-terms-title">
            <h2 id="form-terms-title">{messages.terms.heading}</h2>
            <p>{rentalNotice}</p>
          </aside>
        ) : undefined
      }
      enhance={enhance}
    />
  );
}
