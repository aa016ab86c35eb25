// A listing's publications: the portals it is advertised on (the fixed list of app/domain/portals.ts),
// since when, the advert's address and whether the portal sends figures. The owner portal's "online
// media" shows the same rows. One form saves the whole list (listing-publications.ts); rows are
// added and removed with Conform's list buttons, in the page with JavaScript and by the server
// without. A save on a list someone changed meanwhile is refused and the stored list shown again.
import { useEffect, useRef } from "react";
import { redirect, useActionData } from "react-router";
import { formReply, readSubmission } from "../../.server/admin/form-reply.ts";
import { positiveIdParam } from "../../.server/admin/id-param.ts";
import { listingPublicationsState, saveListingPublications } from "../../.server/admin/listing-publications.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { notFound } from "../../.server/http-errors.ts";
import { publicOrigin } from "../../.server/public-origin.ts";
import { siteData } from "../../.server/site-settings.ts";
import { PublicationsForm } from "../../components/admin/publications-form.tsx";
import { Link } from "../../components/ui/link.tsx";
import { publicationsSchema } from "../../domain/admin-forms/publication-forms.ts";
import { brusselsDay } from "../../domain/brussels-day.ts";
import { PUBLICATION_PORTAL_KEYS } from "../../domain/portals.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import { ADMIN_PUBLICATIONS_MESSAGES } from "../../i18n/messages/admin-publications.ts";
import "../../styles/admin-editing.css";
import "../../styles/admin-publications.css";
import { recordPageTitle } from "../../components/admin/record-title.ts";
import { useFormBusy } from "../../components/forms/form-busy.ts";
import type { Route } from "./+types/property-publications";

/** The host an advert on the agency's own list must be on: the site's public one. */
function ownHost(): string {
  return new URL(publicOrigin()).hostname;
}

/** Stored portals that are not on the list (a figures import named them): kept, not offered anew. */
function keptPortals(stored: readonly { portal: string }[]): string[] {
  return stored.map((row) => row.portal).filter((key) => !PUBLICATION_PORTAL_KEYS.includes(key));
}

async function stateOf(id: number, language: Parameters<typeof listingPublicationsState>[1]) {
  const { settings } = await siteData();
  const state = await listingPublicationsState(id, language, settings.fallback);
  if (!state) notFound();
  return state;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const id = positiveIdParam(params, "id");
  const state = await stateOf(id, user.language);
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    t: ADMIN_PUBLICATIONS_MESSAGES[user.language],
    f: adminFormTexts(user.language),
    state,
    ownHost: ownHost(),
    kept: keptPortals(state.publications),
    today: brusselsDay(new Date()),
    saved: new URL(request.url).searchParams.get("saved"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const id = positiveIdParam(params, "id");
  const state = await stateOf(id, user.language);
  const { submission } = await readSubmission(request, publicationsSchema(ownHost(), keptPortals(state.publications)));
  if (submission.status !== "success") return formReply(submission);
  const { publications, base } = submission.value;
  const saved = await saveListingPublications(id, publications, base, { id: user.id, name: user.name });
  if (saved.kind === "gone") notFound();
  if (saved.kind === "conflict") return formReply(submission, { formErrors: ["conflict"], status: 409 });
  throw redirect(`/admin/properties/${id}/publications/?saved=${saved.changed ? "1" : "0"}`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData
        ? `${recordPageTitle(loaderData.t.title, loaderData.state.property)} | ${loaderData.m.backOfficeTitle}`
        : "",
    },
  ];
}

export default function PropertyPublications({ loaderData }: Route.ComponentProps) {
  const { t, f, language, state, saved } = loaderData;
  const answer = useActionData<typeof action>();
  const busy = useFormBusy();
  const conflict = answer?.result.error?.[""]?.includes("conflict") ?? false;
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (conflict || saved) outcome.current?.focus();
  }, [conflict, saved]);
  const { property } = state;
  return (
    <div className="container page-body admin-page admin-editor admin-publications" lang={language}>
      <Link to={`/admin/properties/${property.id}/`} className="back-link">
        {t.backToListing}
      </Link>
      <h1 id="page-title">{recordPageTitle(t.title, property)}</h1>
      <p>{t.intro}</p>
      {state.fromFeed ? <p className="admin-notice">{t.feedNotice}</p> : null}
      <div ref={outcome} tabIndex={-1} className="admin-outcome">
        {conflict ? (
          <p className="form-alert" role="alert">
            {t.errors.conflict}
          </p>
        ) : saved ? (
          <output className="form-success">{saved === "1" ? t.saved : t.unchanged}</output>
        ) : null}
      </div>
      {/* Drawn anew from what is stored after a save or a refused one (its version). */}
      <PublicationsForm
        key={state.version}
        t={t}
        f={f}
        busy={busy}
        ownHost={loaderData.ownHost}
        kept={loaderData.kept}
        today={loaderData.today}
        stored={state.publications}
        version={state.version}
        // After a conflict the stored list is shown, not what was typed over an older one.
        lastResult={conflict ? undefined : answer?.result}
      />
    </div>
  );
}
