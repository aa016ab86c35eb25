// A form inside a content page (the contact block, the demand register): its data comes with the
// page's loader (`form`) and its answer from the page's action.
import { useActionData, useLoaderData } from "react-router";
import type { FormActionData, FormPageData } from "../../shared/form-view.ts";
import { Heading, type HeadingLevel } from "../modules/heading.tsx";
import { PageLeadForm } from "./page-lead-form.tsx";
import { useFormMessages } from "./use-form-messages.ts";

/** With a heading level, a section titled with the form's name; without, the page's title says it. */
export function EmbeddedLeadForm(props: { headingLevel?: HeadingLevel }) {
  const loaderData = useLoaderData() as { form?: FormPageData } | undefined;
  const actionData = useActionData() as FormActionData | undefined;
  const form = loaderData?.form;
  const messages = useFormMessages();
  if (!form) return null;
  const leadForm = <PageLeadForm form={form} actionData={actionData} />;
  if (props.headingLevel === undefined) return <div className="embedded-form">{leadForm}</div>;
  return (
    <section className="embedded-form" aria-labelledby={`form-${form.kind}-title`}>
      <Heading level={props.headingLevel} id={`form-${form.kind}-title`}>
        {messages.pages[form.kind].title}
      </Heading>
      {leadForm}
    </section>
  );
}
