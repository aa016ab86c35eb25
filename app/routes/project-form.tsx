// "More information about this project": the project contact form (thank-you page
// contact-construction), on a page of its own beside the project's card.
import { redirect, useActionData } from "react-router";
import { formPageHeaders } from "../.server/cache-control.ts";
import { projectCard, projectContactHref } from "../.server/catalog/projects/projects.ts";
import { decodedPath } from "../.server/catalog/request-path.ts";
import { notFound } from "../.server/http-errors.ts";
import { handleForm } from "../.server/leads/form-actions.ts";
import { formPageData } from "../.server/leads/form-page.ts";
import { type PageContext, pageContext } from "../.server/page-context.ts";
import { FormPageView } from "../components/forms/form-page-view.tsx";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { formMessagesFor } from "../i18n/form-messages.server.ts";
import type { Route } from "./+types/project-form";

async function resolve(ctx: PageContext, params: Route.LoaderArgs["params"], url: URL) {
  if (!/^\d{1,9}$/.test(params.id)) notFound();
  const card = await projectCard(Number(params.id), ctx.language, ctx.settings.fallback);
  if (!card) notFound();
  const canonical = projectContactHref(ctx.language, card);
  if (decodedPath(url.pathname) !== canonical) throw redirect(canonical, 301);
  return card;
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const card = await resolve(ctx, params, url);
  const form = await formPageData(ctx, "project-contact");
  const page = formMessagesFor(ctx.language).pages["project-contact"];
  return {
    form,
    subject: { kind: "project" as const, ...card },
    seo: {
      title: `${page.title}: ${card.title} | ${ctx.settings.agency.name}`,
      description: `${page.intro} ${card.title}, ${card.zip} ${card.city}.`,
      robots: "noindex",
    },
  };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const ctx = await pageContext(context);
  const card = await resolve(ctx, params, url);
  return handleForm("project-contact", { request, context }, ctx, {
    projectId: card.id,
    title: card.title,
    city: card.city,
    href: card.href,
  });
}

export const headers = formPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function ProjectForm({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  return <FormPageView form={loaderData.form} actionData={actionData} subject={loaderData.subject} />;
}
