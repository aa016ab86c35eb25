import type { FormActionData, FormPageData } from "../../shared/form-view.ts";
import { formSections } from "./form-layouts.ts";
import { LeadForm } from "./lead-form.tsx";
import { useFormMessages } from "./use-form-messages.ts";

/** The form a page's loader prepared (`formPageData`), with the answer of the page's action. */
export function PageLeadForm(props: {
  form: FormPageData;
  actionData: FormActionData | undefined;
  enhance?: ((form: HTMLFormElement) => () => void) | undefined;
}) {
  const { form } = props;
  const messages = useFormMessages();
  return (
    <LeadForm
      id={`form-${form.kind}`}
      kind={form.kind}
      constraint={form.constraint}
      sections={formSections(form.kind, messages, form.choices)}
      messages={messages}
      token={form.token}
      actionData={props.actionData}
      privacyHref={form.privacyHref}
      language={form.language}
      multipart={form.kind === "testimonial"}
      enhance={props.enhance}
      defaultValue={form.defaultValue}
    />
  );
}
