import { formPageHeaders } from "../.server/cache-control.ts";
import { demandPrefill } from "../.server/leads/demand-prefill.ts";
import { handleForm } from "../.server/leads/form-actions.ts";
import { formPageData } from "../.server/leads/form-page.ts";
import { pageContext } from "../.server/page-context.ts";
import { pageView, routePage } from "../.server/pages.ts";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { ContentPageView } from "../components/modules/content-page-view.tsx";
import { DemandRegisterFormSlot } from "../components/modules/demand-register-form-slot.tsx";
import type { Route } from "./+types/demand-register";
/**
 * "Keep me informed": title and intro from the page of the tree, and the demand form, filled in with
 * the search in the query when a list that found nothing sent the visitor here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const page = await pageView(ctx, routePage(ctx, "demandRegister"));
  const form = await formPageData(ctx, "demand");
  const defaultValue = demandPrefill(new URL(request.url).searchParams, form.choices.propertyTypes);
  return { ...page, form: Object.keys(defaultValue).length > 0 ? { ...form, defaultValue } : form };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = await pageContext(context);
  routePage(ctx, "demandRegister");
  return handleForm("demand", { request, context }, ctx);
}

export const headers = formPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function DemandRegister({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPageView page={loaderData}>
      <DemandRegisterFormSlot />
    </ContentPageView>
  );
}
