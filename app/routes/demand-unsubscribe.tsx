// Unsubscribing from "keep me informed": the mail's link shows this page with one button; mail
// programs use the same address for one-click unsubscribe (RFC 8058: a POST without a page).
import { Form, useActionData } from "react-router";
import { demandExists, unsubscribeDemand } from "../.server/demands/demand-subscription.ts";
import { pageContext } from "../.server/page-context.ts";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { formMessagesFor } from "../i18n/form-messages.server.ts";
import type { Route } from "./+types/demand-unsubscribe";
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const ui = formMessagesFor(ctx.language).ui;
  return {
    known: await demandExists(params.token),
    ui,
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
  const { ui, known } = loaderData;
  return (
    <div className="container page-body narrow">
      <h1 id="page-title">{ui.unsubscribeTitle}</h1>
      {result ? (
        <p className="lead">{result.unsubscribed ? ui.unsubscribed : ui.confirmFailed}</p>
      ) : known ? (
        <Form method="post">
          <p>{ui.unsubscribeQuestion}</p>
          <button type="submit" className="btn btn-accent">
            {ui.unsubscribeButton}
          </button>
        </Form>
      ) : (
        <p className="lead">{ui.confirmFailed}</p>
      )}
    </div>
  );
}
