// What search engines read on every page, in <head>: the canonical URL, the page in every enabled
// language (hreflang, with x-default on the default language), Open Graph basics, the settings'
// ownership tags and the agency as structured data (schema.org RealEstateAgent). Pages add their
// own title, description and structured data through their meta export.
import { useMatches } from "react-router";
import type { RootData } from "../../shared/root-data.ts";
import { JsonLd } from "../ui/json-ld.tsx";
import { useAlternates } from "./use-alternates.ts";
import { useOptionalRootData } from "./use-root-data.ts";
export function agencyStructuredData(root: RootData): Record<string, unknown> {
  const { agency, origin } = root;
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    "@id": `${origin}/#agency`,
    name: agency.name,
    legalName: agency.legalName,
    url: `${origin}${root.homeHref}`,
    logo: `${origin}/logo.png`,
    image: `${origin}/logo.png`,
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

export function SeoHead() {
  const root = useOptionalRootData();
  const matches = useMatches();
  const languages = root?.enabledLanguages ?? [];
  const alternates = useAlternates(languages);
  if (!root) return null;
  const deepest = matches[matches.length - 1];
  // An error page (no data for the page) is noindex and has no canonical URL (error-page.tsx).
  const isPage = deepest !== undefined && deepest.loaderData !== undefined && deepest.id !== "root";
  const canonical = `${root.origin}${alternates[root.language]}`;
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
      <JsonLd data={agencyStructuredData(root)} />
    </>
  );
}
