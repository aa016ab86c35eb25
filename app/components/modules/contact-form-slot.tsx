import { EmbeddedLeadForm } from "../forms/embedded-lead-form.tsx";
import type { HeadingLevel } from "./heading.tsx";

/** The site contact form beside the agency's details (when the page's loader brought its data). */
export function ContactFormSlot(props: { headingLevel: HeadingLevel }) {
  return <EmbeddedLeadForm headingLevel={props.headingLevel} />;
}
