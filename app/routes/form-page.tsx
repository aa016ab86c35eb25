import { useActionData } from "react-router";
import { formPageHeaders } from "../.server/cache-control.ts";
import { handleForm } from "../.server/leads/form-actions.ts";
import { formPageData } from "../.server/leads/form-page.ts";
import { pageContext } from "../.server/page-context.ts";
import { routePageOf } from "../.server/pages.ts";
import { FormPageView } from "../components/forms/form-page-view.tsx";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import type { FormKind } from "../domain/forms/form-kinds.ts";
import { formMessagesFor } from "../i18n/form-messages.server.ts";
import type { PageId } from "../i18n/route-table.ts";
import type { Route } from "./+types/form-page";

// Pages that are one form and nothing else: free valuation, newsletter, testimonial.
const FORM_OF: Partial<Record<PageId, FormKind>> = {
  valuation: "valuation",
  newsletter: "newsletter",
  testimonialForm: "testimonial",
};
const PAGES = Object.keys(FORM_OF) as PageId[];

async function formOf(args: { context: Route.LoaderArgs["context"]; pattern: string; url: URL }) {
  const ctx = await pageContext(args.context);
  const page = routePageOf(args, ctx.language, PAGES);
  return { ctx, kind: FORM_OF[page] ?? "valuation" };
}

export async function loader({ context, pattern, url }: Route.LoaderArgs) {
  const { ctx, kind } = await formOf({ context, pattern, url });
  const form = await formPageData(ctx, kind);
  return { form, seo: { title: `${formMessagesFor(ctx.language).pages[kind].title} | ${ctx.settings.agency.name}` } };
}

export async function action({ request, context, pattern, url }: Route.ActionArgs) {
  const { ctx, kind } = await formOf({ context, pattern, url });
  return handleForm(kind, { request, context }, ctx);
}

export const headers = formPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function FormPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  return <FormPageView form={loaderData.form} actionData={actionData} />;
}
