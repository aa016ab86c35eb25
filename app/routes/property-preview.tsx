import { requireStaff } from "../.server/auth/session.ts";
import { loadPropertyPreview } from "../.server/catalog/detail/property-detail.ts";
import { notFound } from "../.server/http-errors.ts";
import { languageContext } from "../.server/request-language.ts";
import { siteData } from "../.server/site-settings.ts";
import { useRootData } from "../components/frame/use-root-data.ts";
import { PropertyDetailPage } from "../components/listing/property-detail-page.tsx";
import type { Route } from "./+types/property-preview";

/** A listing before it is published is the agency's alone: no cache keeps it, no search engine sees it. */
export function headers(): HeadersInit {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

/**
 * A listing as its page will look, drafts and offline ones too, for staff: the editor's preview.
 * The path contains "preview", so the cookie dialog stays away (SPEC.md).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request);
  if (!/^\d{1,9}$/.test(params.id)) notFound();
  const { language } = context.get(languageContext);
  const { settings } = await siteData();
  return (await loadPropertyPreview(Number(params.id), language, settings.fallback)) ?? notFound();
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function PropertyPreview({ loaderData }: Route.ComponentProps) {
  const m = useRootData().messages.frame;
  return (
    <>
      <p className="preview-notice" role="note">
        {m.previewNotice}
      </p>
      <PropertyDetailPage data={loaderData} />
    </>
  );
}
