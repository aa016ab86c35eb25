// /property/{id}/ : the short link of a property, redirected to its canonical path in the default
// language (DECISIONS.md). An unknown id is the 404 page.
import { redirect } from "react-router";
import { canonicalPropertyPath } from "../.server/catalog/property-lookup.ts";
import { requestPath } from "../.server/catalog/request-path.ts";
import { notFound } from "../.server/http-errors.ts";
import { siteData } from "../.server/site-settings.ts";
import type { Route } from "./+types/property-redirect";

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) notFound();
  const { settings } = await siteData();
  const target = await canonicalPropertyPath(Number(params.id), settings.fallback, settings.fallback);
  if (!target) notFound();
  return redirect(`${target}${requestPath(request).search}`, 301);
}
