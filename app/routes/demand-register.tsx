import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { ContentPageView } from "../components/modules/content-page-view.tsx";
import { DemandRegisterFormSlot } from "../components/modules/demand-register-form-slot.tsx";
import { pageContext, pageView, routePage } from "../server/pages.ts";
import type { Route } from "./+types/demand-register";

/** "Keep me informed": title and intro from the page of the tree; the form comes with the leads work. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  return pageView(ctx, routePage(ctx, "demandRegister"));
}

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
