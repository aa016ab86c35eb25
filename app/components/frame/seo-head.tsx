// What search engines read on every page, in <head>: the canonical URL, the page in every enabled
// language (hreflang, with x-default on the default language), Open Graph basics, the settings'
// ownership tags and the agency as structured data (schema.org RealEstateAgent). Pages add their
// own title, description and structured data through their meta export.
import { useMatches } from "react-router";
import { socialImageUrl } from "../../shared/image-url.ts";
import type { PageVerification } from "../../shared/module-data.ts";
import type { RootData } from "../../shared/root-data.ts";
import { JsonLd } from "../ui/json-ld.tsx";
import { useAlternates } from "./use-alternates.ts";
import { useOptionalRootData } from "./use-root-data.ts";
export function agencyStructuredData(root: RootData): Record<string, unknown> {
  const { agency, origin } = root;
  // The uploaded logo as the image service's PNG, which every reader of structured data takes.
  const logo = root.siteLogo ? `${origin}${socialImageUrl(root.siteLogo)}` : `${origin}/logo.png`;
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    "@id": `${origin}/#agency`,
    name: agency.name,
    legalName: agency.legalName,
    url: `${origin}${root.homeHref}`,
    logo,
    image: logo,
    telephone: agency.phone,
    email: agency.email,
    vatID: agency.vatNumber,
    address: {
      "@type": "PostalAddress",
      streetAddress: agency.street,
      postalCode: agency.zip,
      addressLocality: agency.city,
      addressCountry: "BE",
    },
  };
}

/** The deepest route's own verification tags (a page's params), when it has any. */
export function pageVerificationOf(routeData: readonly unknown[]): PageVerification {
  for (const data of [...routeData].reverse()) {
    if (typeof data === "object" && data !== null && "pageVerification" in data && data.pageVerification)
      return data.pageVerification;
  }
  return {};
}

export function SeoHead() {
  const root = useOptionalRootData();
  const matches = useMatches();
  const languages = root?.enabledLanguages ?? [];
  const alternates = useAlternates(languages, { canonical: true });
  if (!root) return null;
  const deepest = matches[matches.length - 1];
  // An error page (no data for the page) is noindex and has no canonical URL (error-page.tsx).
  const isPage = deepest !== undefined && deepest.loaderData !== undefined && deepest.id !== "root";
  const canonical = `${root.origin}${alternates[root.language]}`;
  // A page's own tags go with the site's (a service reads every tag of its name), once each.
  const own = pageVerificationOf(matches.map((match) => match.loaderData));
  const extra = (mine: string | undefined, site: string | undefined) => (mine && mine !== site ? mine : undefined);
  const google = extra(own.googleVerification, root.verification.google);
  const facebook = extra(own.facebookVerification, root.verification.facebook);
  const norton = extra(own.nortonSafeWeb, root.verification.norton);
  return (
    <>
      {isPage ? (
        <>
          <link rel="canonical" href={canonical} />
          {languages.map((language) => (
            <link key={language} rel="alternate" hrefLang={language} href={`${root.origin}${alternates[language]}`} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={`${root.origin}${alternates[root.defaultLanguage]}`} />
          <meta property="og:url" content={canonical} />
        </>
      ) : null}
      <meta property="og:site_name" content={root.agency.name} />
      <meta property="og:locale" content={`${root.language}_BE`} />
      <meta name="twitter:card" content="summary_large_image" />
      {root.verification.google ? <meta name="google-site-verification" content={root.verification.google} /> : null}
      {root.verification.facebook ? (
        <meta name="facebook-domain-verification" content={root.verification.facebook} />
      ) : null}
      {root.verification.norton ? (
        <meta name="norton-safeweb-site-verification" content={root.verification.norton} />
      ) : null}
      {google ? <meta name="google-site-verification" content={google} /> : null}
      {facebook ? <meta name="facebook-domain-verification" content={facebook} /> : null}
      {norton ? <meta name="norton-safeweb-site-verification" content={norton} /> : null}
      <JsonLd data={agencyStructuredData(root)} />
    </>
  );
}
