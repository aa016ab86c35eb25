import { useContext } from "react";
import { EmbeddedFormContext } from "../forms/embedded-form-context.ts";
import type { HeadingLevel } from "./heading.tsx";

/** The site contact form beside the agency's details, on the page that provides it (the contact page). */
export function ContactFormSlot(props: { headingLevel: HeadingLevel }) {
  const renderForm = useContext(EmbeddedFormContext);
  return renderForm ? renderForm(props.headingLevel) : null;
}
