// Following a property by double opt-in: the link in the opt-in mail shows this page, and its button
// confirms the follow (a mail scanner that follows links confirms no one).
import { useActionData } from "react-router";
import { confirmFollow, followExists } from "../.server/follow/follow-subscription.ts";
import { pageContext } from "../.server/page-context.ts";
import { SubscriptionStep } from "../components/forms/subscription-step.tsx";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { formMessagesFor } from "../i18n/form-messages.server.ts";
import type { Route } from "./+types/follow-confirm";

export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const forms = formMessagesFor(ctx.language);
  const title = forms.pages.follow.title;
  return {
    known: await followExists(params.token),
    texts: {
      title,
      button: forms.ui.followConfirmButton,
      done: forms.ui.followConfirmed,
      failed: forms.ui.confirmFailed,
    },
    seo: { title: `${title} | ${ctx.settings.agency.name}`, robots: "noindex" },
  };
}

export async function action({ context, params }: Route.ActionArgs) {
  await pageContext(context);
  return { done: await confirmFollow(params.token) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function FollowConfirm({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return <SubscriptionStep texts={loaderData.texts} known={loaderData.known} done={result?.done} />;
}
