// Unsubscribing from "keep me informed": the mail's link shows this page with one button; mail
// programs use the same address for one-click unsubscribe (RFC 8058: a POST without a page).
import { useActionData } from "react-router";
import { demandExists, unsubscribeDemand } from "../.server/demands/demand-subscription.ts";
import { pageContext } from "../.server/page-context.ts";
import { SubscriptionStep } from "../components/forms/subscription-step.tsx";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { formMessagesFor } from "../i18n/form-messages.server.ts";
import type { Route } from "./+types/demand-unsubscribe";
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const ui = formMessagesFor(ctx.language).ui;
  return {
    known: await demandExists(params.token),
    texts: {
      title: ui.unsubscribeTitle,
      question: ui.unsubscribeQuestion,
      button: ui.unsubscribeButton,
      done: ui.unsubscribed,
      failed: ui.confirmFailed,
    },
    seo: { title: `${ui.unsubscribeTitle} | ${ctx.settings.agency.name}`, robots: "noindex" },
  };
}

export async function action({ context, params }: Route.ActionArgs) {
  await pageContext(context);
  return { unsubscribed: await unsubscribeDemand(params.token) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function DemandUnsubscribe({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return <SubscriptionStep texts={loaderData.texts} known={loaderData.known} done={result?.unsubscribed} />;
}
