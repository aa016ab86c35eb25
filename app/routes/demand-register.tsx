import { formPageHeaders } from "../.server/cache-control.ts";
import { handleForm } from "../.server/leads/form-actions.ts";
import { formPageData } from "../.server/leads/form-page.ts";
import { pageContext } from "../.server/page-context.ts";
import { pageView, routePage } from "../.server/pages.ts";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { ContentPageView } from "../components/modules/content-page-view.tsx";
import { DemandRegisterFormSlot } from "../components/modules/demand-register-form-slot.tsx";
import type { Route } from "./+types/demand-register";
/** "Keep me informed": title and intro from the page of the tree, and the demand form. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  return { ...(await pageView(ctx, routePage(ctx, "demandRegister"))), form: await formPageData(ctx, "demand") };
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
