import { notFound } from "../.server/http-errors.ts";
import { leadSettings } from "../.server/leads/lead-settings.ts";
import { pageContext } from "../.server/page-context.ts";
import { pageView } from "../.server/pages.ts";
import { isValidPreview, previewHref } from "../.server/preview-link.ts";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { useRootData } from "../components/frame/use-root-data.ts";
import { ContentPageView } from "../components/modules/content-page-view.tsx";
import type { Route } from "./+types/page-preview";

/** A draft is nobody's to keep: no cache may store it and no search engine may index it. */
export function headers(): HeadersInit {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

/**
 * A page of the tree as it will look once published, its draft modules included, for whoever holds
 * a signed link (app/.server/preview-link.ts). The path contains "preview", so the cookie dialog
 * stays away (SPEC.md); anything else about the link answers the plain 404.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  if (!/^\d{1,9}$/.test(params.pageId)) notFound();
  const pageId = Number(params.pageId);
  const secret = leadSettings().secret;
  if (!isValidPreview(secret, pageId, new URL(request.url).searchParams)) notFound();
  const page = ctx.pages.find((row) => row.id === pageId) ?? notFound();
  const view = await pageView(ctx, page, true);
  return {
    ...view,
    seo: { ...view.seo, robots: "noindex, nofollow" },
    // The switcher leads to the preview in the other language, not to a public page that may not exist.
    alternates: Object.fromEntries(
      ctx.settings.enabled.map((language) => [language, previewHref(secret, language, pageId)]),
    ),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const m = useRootData().messages.frame;
  return (
    <>
      <p className="preview-notice" role="note">
        {m.previewNotice}
      </p>
      <ContentPageView page={loaderData} />
    </>
  );
}
