// Unfollowing a property: the link in every mail about it shows this page with one button; mail
// programs post to the same address for one-click unsubscribe (RFC 8058: a POST without a page),
// which the action takes whatever the body says. It ends this follow only.
import { useActionData } from "react-router";
import { followExists, unsubscribeFollow } from "../.server/follow/follow-subscription.ts";
import { pageContext } from "../.server/page-context.ts";
import { SubscriptionStep } from "../components/forms/subscription-step.tsx";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { formMessagesFor } from "../i18n/form-messages.server.ts";
import type { Route } from "./+types/follow-unsubscribe";

export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const ui = formMessagesFor(ctx.language).ui;
  return {
    known: await followExists(params.token),
    texts: {
      title: ui.unsubscribeTitle,
      question: ui.followUnsubscribeQuestion,
      button: ui.unsubscribeButton,
      done: ui.followUnsubscribed,
      failed: ui.confirmFailed,
    },
    seo: { title: `${ui.unsubscribeTitle} | ${ctx.settings.agency.name}`, robots: "noindex" },
  };
}

export async function action({ context, params }: Route.ActionArgs) {
  await pageContext(context);
  return { done: await unsubscribeFollow(params.token) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function FollowUnsubscribe({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return <SubscriptionStep texts={loaderData.texts} known={loaderData.known} done={result?.done} />;
}
