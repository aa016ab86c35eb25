import { redirect } from "react-router";
import { canonicalPropertyPath } from "../.server/catalog/property-lookup.ts";
import { notFound } from "../.server/http-errors.ts";
import { siteData } from "../.server/site-settings.ts";
import { legacyPaths } from "../i18n/legacy-paths.ts";
import { href } from "../i18n/links.ts";
import type { Route } from "./+types/fallback";

/**
 * Every path outside an enabled language: the original unprefixed paths redirect permanently to
 * the default language; anything else is the 404 page in the visitor's preferred language.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  const { settings } = await siteData();
  const legacy = segments.length === 1 ? legacyPaths[(segments[0] ?? "").toLowerCase()] : undefined;
  // The query goes along: the original search links (/for-sale/?city=Halle|1500&type=1) still filter.
  if (legacy) return redirect(`${href(legacy, settings.fallback)}${new URL(request.url).search}`, 301);
  // Old property paths (/for-sale/{anything}/{id}/) fall back by their last segment (SPEC.md).
  const first = (segments[0] ?? "").toLowerCase();
  const last = segments.at(-1) ?? "";
  if ((first === "for-sale" || first === "for-rent") && segments.length > 1 && /^\d{1,9}$/.test(last)) {
    const target = await canonicalPropertyPath(Number(last), settings.fallback, settings.fallback);
    if (target) return redirect(target, 301);
  }
  // A testimonial of the original site (/testimonials/testimonial-1/, SPEC.md section 2).
  if (first === "testimonials" && segments.length === 2) {
    return redirect(href("testimonial", settings.fallback, { slug: segments[1] ?? "" }), 301);
  }
  return notFound();
}

export default function Fallback() {
  return null;
}
