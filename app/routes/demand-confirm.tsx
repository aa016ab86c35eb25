// The double opt-in of "keep me informed": the link in the mail shows this page, and its button
// confirms (a mail scanner that follows links does not confirm anyone). Then the current matches
// are mailed at once.

import { useActionData } from "react-router";
import { db } from "../.server/db/client.ts";
import { confirmDemand, demandExists } from "../.server/demands/demand-subscription.ts";
import { matchDemands } from "../.server/demands/run-matching.ts";
import { errorSummary } from "../.server/error-summary.ts";
import { pageContext } from "../.server/page-context.ts";
import { publicOrigin } from "../.server/public-origin.ts";
import { SubscriptionStep } from "../components/forms/subscription-step.tsx";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { formMessagesFor } from "../i18n/form-messages.server.ts";
import type { Route } from "./+types/demand-confirm";
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const forms = formMessagesFor(ctx.language);
  const title = forms.pages.demand.title;
  return {
    known: await demandExists(params.token),
    texts: { title, button: forms.ui.confirmButton, done: forms.ui.confirmed, failed: forms.ui.confirmFailed },
    seo: { title: `${title} | ${ctx.settings.agency.name}`, robots: "noindex" },
  };
}

export async function action({ context, params }: Route.ActionArgs) {
  await pageContext(context);
  const id = await confirmDemand(params.token);
  if (id !== undefined) {
    await matchDemands(db(), publicOrigin(), id).catch((error: unknown) => {
      // The confirmation stands; the next content change matches this demand too.
      console.error(`demand matching: ${errorSummary(error)}`);
    });
  }
  return { confirmed: id !== undefined };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function DemandConfirm({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return <SubscriptionStep texts={loaderData.texts} known={loaderData.known} done={result?.confirmed} />;
}
