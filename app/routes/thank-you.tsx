import { redirect } from "react-router";
import { notFound } from "../.server/http-errors.ts";
import { leadSettings } from "../.server/leads/lead-settings.ts";
import { publishedRentalFacts, termsTexts } from "../.server/leads/listing-terms.ts";
import { type ThankYouLead, thankYouDetails, thankYouLead } from "../.server/leads/thank-you-details.ts";
import { leadOfReceipt, RECEIPT_PARAMETER, visitCalendarHref } from "../.server/leads/thank-you-receipt.ts";
import { pageContext } from "../.server/page-context.ts";
import { publicOrigin } from "../.server/public-origin.ts";
import { ThankYouSummary } from "../components/forms/thank-you-summary.tsx";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { useRootData } from "../components/frame/use-root-data.ts";
import { Link } from "../components/ui/link.tsx";
import { formMessagesFor } from "../i18n/form-messages.server.ts";
import type { Language } from "../i18n/languages.ts";
import { messagesFor } from "../i18n/messages.server.ts";
import { routeTable } from "../i18n/route-table.ts";
import { thankYouHref, thankYouSlugMatch } from "../i18n/thank-you-slugs.ts";
import type { Route } from "./+types/thank-you";

/**
 * The page repeats one visitor's request and leads back to where they came from: no cache keeps it.
 * (The site's referrer policy already sends other sites the origin alone, never the receipt.)
 */
export function headers(): HeadersInit {
  return { "Cache-Control": "private, no-store" };
}

// The thank-you pages of SPEC.md section 2, and those of the forms it implies, at their address in
// each language (thank-you-slugs.ts); an old English address moves there, any other is a 404.
export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const match = thankYouSlugMatch(params.kind, ctx.language);
  if (!match) notFound();
  const kind = match.kind;
  if (match.moved) throw redirect(thankYouHref(ctx.language, kind, url.searchParams), 301);
  // The thank-you texts are this page's own: the root loader does not send them to every page.
  const { kinds, ...texts } = messagesFor(ctx.language).thankYou;
  const text = kinds[kind];
  const receipt = url.searchParams.get(RECEIPT_PARAMETER);
  const leadId = leadOfReceipt(leadSettings().secret, receipt);
  const lead: ThankYouLead | undefined = leadId === undefined ? undefined : await thankYouLead(leadId, kind);
  const details =
    lead && receipt
      ? await thankYouDetails(lead, ctx.language, ctx.settings.fallback, visitCalendarHref(receipt))
      : undefined;
  // After an offer or a rental application: the amounts the agency set, as the form quoted them. The
  // application's redirect names its listing, whose own deposit the form quoted; an address naming
  // no published rental gets the agency's months.
  const listing =
    kind === "rental-application" ? await publishedRentalFacts(url.searchParams.get("listing")) : undefined;
  const terms = termsTexts(ctx.language, ctx.settings.terms, listing);
  const reminder =
    kind === "purchase-offer"
      ? [terms.offerThanks]
      : kind === "rental-application"
        ? [formMessagesFor(ctx.language).terms.rentalReminder, terms.rentalConditions]
        : [];
  const subject = details?.subject;
  const cameFrom = subject ? undefined : ownPageCameFrom(request, ctx.language);
  const back = subject
    ? { href: subject.href, label: subject.kind === "property" ? texts.backToProperty : texts.backToProject }
    : cameFrom
      ? { href: cameFrom, label: texts.backToPage }
      : undefined;
  // A confirmation after a form: nothing a search engine should list.
  return {
    text,
    reminder,
    texts,
    details,
    back,
    seo: {
      title: `${text.title} | ${ctx.settings.agency.name}`,
      robots: "noindex",
    },
  };
}

/** "/nl/bedankt/": where every thank-you page of a language lies. */
function thankYouPages(language: Language): string {
  return `/${language}/${routeTable.thankYou.paths[language].split("/")[0]}/`;
}

/**
 * The page of this site in the page's language the visitor sent the form from (the browser names it
 * as the referrer of the redirect to this page); undefined for another site, another thank-you page
 * or no referrer at all.
 */
function ownPageCameFrom(request: Request, language: Language): string | undefined {
  const referrer = request.headers.get("referer");
  if (!referrer || referrer.length > 2_000) return undefined;
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return undefined;
  }
  const own = [publicOrigin(), new URL(request.url).origin];
  if (!own.includes(from.origin) || !from.pathname.startsWith(`/${language}/`)) return undefined;
  if (from.pathname.startsWith(thankYouPages(language))) return undefined;
  return `${from.pathname}${from.search}`;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const { text, texts, details, back, reminder } = loaderData;
  return (
    <div className="container page-body narrow thank-you">
      <h1 id="page-title">{text.title}</h1>
      {reminder.length > 0 ? <p className="thank-you-terms">{reminder.join(" ")}</p> : null}
      {details ? <ThankYouSummary details={details} texts={texts} /> : null}
      <section className="thank-you-next" aria-labelledby="thank-you-next">
        <h2 id="thank-you-next">{texts.nextTitle}</h2>
        <p className="lead">{text.text}</p>
        {details?.copy ? <p>{details.copy === "sent" ? texts.copySent : texts.copyHeld}</p> : null}
      </section>
      <p className="thank-you-links">
        {back ? (
          <Link to={back.href} className="btn btn-accent">
            {back.label}
          </Link>
        ) : null}
        <Link to={root.homeHref} className={back ? "btn btn-outline" : "btn btn-accent"}>
          {texts.backHome}
        </Link>
      </p>
    </div>
  );
}
