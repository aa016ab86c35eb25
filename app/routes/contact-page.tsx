// The contact page: a page of the tree (its modules, the contact block among them) with the site
// contact form in the contact block. A route of its own, so only this page loads the forms' code.
import { redirect } from "react-router";
import { formPageHeaders } from "../.server/cache-control.ts";
import { handleForm } from "../.server/leads/form-actions.ts";
import { formPageData } from "../.server/leads/form-page.ts";
import { pageContext } from "../.server/page-context.ts";
import { pageView, routePage } from "../.server/pages.ts";
import { EmbeddedFormContext } from "../components/forms/embedded-form-context.ts";
import { EmbeddedLeadForm } from "../components/forms/embedded-lead-form.tsx";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { ContentPageView } from "../components/modules/content-page-view.tsx";
import type { HeadingLevel } from "../components/modules/heading.tsx";
import type { Route } from "./+types/contact-page";
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const page = routePage(ctx, "contact");
  if (page.params.flags.redirect) throw redirect(page.params.flags.redirect, 302);
  return { ...(await pageView(ctx, page)), form: await formPageData(ctx, "site-contact") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = await pageContext(context);
  routePage(ctx, "contact");
  return handleForm("site-contact", { request, context }, ctx);
}

export const headers = formPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

function renderContactForm(headingLevel: HeadingLevel) {
  return <EmbeddedLeadForm headingLevel={headingLevel} />;
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <EmbeddedFormContext.Provider value={renderContactForm}>
      <ContentPageView page={loaderData} />
    </EmbeddedFormContext.Provider>
  );
}
