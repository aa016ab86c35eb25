import { Link } from "react-router";
import { notFound } from "../.server/http-errors.ts";
import { publishedRentalFacts, termsTexts } from "../.server/leads/listing-terms.ts";
import { pageContext } from "../.server/page-context.ts";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { useRootData } from "../components/frame/use-root-data.ts";
import { THANK_YOU_KINDS } from "../domain/forms/form-kinds.ts";
import { formMessagesFor } from "../i18n/form-messages.server.ts";
import type { Messages } from "../i18n/messages/nl.ts";
import { messagesFor } from "../i18n/messages.server.ts";
import type { Route } from "./+types/thank-you";

type Kind = keyof Messages["thankYou"]["kinds"];

// The thank-you pages of SPEC.md section 2, and those of the forms it implies; any other kind is a 404.
const KINDS: readonly Kind[] = THANK_YOU_KINDS;

function isKind(value: string): value is Kind {
  return (KINDS as readonly string[]).includes(value);
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  if (!isKind(params.kind)) notFound();
  // The thank-you texts are this page's own: the root loader does not send them to every page.
  const { kinds, backHome } = messagesFor(ctx.language).thankYou;
  const text = kinds[params.kind];
  // After an offer or a rental application: the amounts the agency set, as the form quoted them. The
  // application's redirect names its listing, whose own deposit the form quoted; an address naming
  // no published rental gets the agency's months.
  const listing =
    params.kind === "rental-application" ? await publishedRentalFacts(url.searchParams.get("listing")) : undefined;
  const terms = termsTexts(ctx.language, ctx.settings.terms, listing);
  const reminder =
    params.kind === "purchase-offer"
      ? [terms.offerThanks]
      : params.kind === "rental-application"
        ? [formMessagesFor(ctx.language).terms.rentalReminder, terms.rentalConditions]
        : [];
  // A confirmation after a form: nothing a search engine should list.
  return {
    text,
    reminder,
    backHome,
    seo: {
      title: `${text.title} | ${ctx.settings.agency.name}`,
      robots: "noindex",
    },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const { text, backHome, reminder } = loaderData;
  return (
    <div className="container page-body narrow thank-you">
      <h1 id="page-title">{text.title}</h1>
      <p className="lead">{text.text}</p>
      {reminder.length > 0 ? <p className="thank-you-terms">{reminder.join(" ")}</p> : null}
      <Link to={root.homeHref} className="btn btn-accent">
        {backHome}
      </Link>
    </div>
  );
}
