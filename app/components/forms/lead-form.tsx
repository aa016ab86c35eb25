// A visitor form: in the browser the form's zod schema (the same the server runs) checks each field
// as it is left, errors are announced in a summary linked to their fields and focus goes to the
// first one; without JavaScript the browser posts it as a plain form and the server answers with the
// same page, values kept. The spam defences ride along: the signed token, the honeypot and the
// captcha. The schema and the captcha load when the visitor starts on the form (use-form-check.ts).
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { FormKind } from "../../domain/forms/form-kinds.ts";
import type { Language } from "../../i18n/languages.ts";
import type { FormMessages } from "../../i18n/messages/forms-nl.ts";
import {
  type FormActionData,
  type FormConstraints,
  type FormDefaults,
  HONEYPOT_FIELD,
  TOKEN_FIELD,
} from "../../shared/form-view.ts";
import { useHydratedSoon } from "../modules/use-media.ts";
import { Link } from "../ui/link.tsx";
import { CaptchaWidget } from "./captcha-widget.tsx";
import { errorText } from "./error-text.ts";
import { FieldControl, type FieldSpec, fieldLabel } from "./field-control.tsx";
import { type FormField, formFields } from "./form-fields.ts";
import { useFormCheck } from "./use-form-check.ts";
export interface FormSection {
  legend?: string;
  fields: FieldSpec[];
}

export interface LeadFormProps {
  id: string;
  kind: FormKind;
  /** The native constraints (required, lengths, patterns) the server derived from the form's schema. */
  constraint: FormConstraints;
  sections: FormSection[];
  messages: FormMessages;
  token: string;
  actionData: FormActionData | undefined;
  privacyHref: string;
  language: Language;
  multipart?: boolean;
  /** Browser-only help on top of the form (the offer's amount in words); returns its clean-up. */
  enhance?: ((form: HTMLFormElement) => () => void) | undefined;
  /** The values the form opens with, checked by the page's loader. */
  defaultValue?: FormDefaults | undefined;
}

export function LeadForm(props: LeadFormProps) {
  const { messages, actionData } = props;
  const navigation = useNavigation();
  const summaryRef = useRef<HTMLDivElement>(null);
  const result = navigation.state === "idle" ? actionData?.result : undefined;
  const answerKey = actionData?.answerId ?? "first";
  const formCheck = useFormCheck({ kind: props.kind, language: props.language, result, answerKey });
  // The browser's own checks stay on until the page is interactive, for visitors without JavaScript.
  const hydrated = useHydratedSoon();
  const specs = props.sections.flatMap((section) => section.fields);
  const fields = formFields({
    formId: props.id,
    names: specs.map((spec) => spec.name),
    constraint: props.constraint,
    result: actionData?.result,
    defaultValue: props.defaultValue,
    check: formCheck.check,
  });
  const invalid = specs.filter((spec) => (fields[spec.name]?.errors?.length ?? 0) > 0);
  const notice = actionData?.notice;
  const showSummary = invalid.length > 0 || notice !== undefined;
  // A server answer without field errors (a notice): bring the visitor to it.
  useEffect(() => {
    if (notice && invalid.length === 0) summaryRef.current?.focus();
  }, [notice, invalid.length]);

  const { enhance, id } = props;
  useEffect(() => {
    const element = document.getElementById(id);
    return element instanceof HTMLFormElement && enhance ? enhance(element) : undefined;
  }, [enhance, id]);

  const firstInvalid = actionData ? invalid[0]?.name : undefined;
  // After the server sent the form back (with JavaScript the page does not reload, so the
  // autofocus attribute does nothing): the first field in error takes the focus.
  useEffect(() => {
    if (!actionData || !firstInvalid) return;
    const element = document.getElementById(id)?.querySelector(`[name="${CSS.escape(firstInvalid)}"]`);
    if (element instanceof HTMLElement) element.focus();
  }, [actionData, firstInvalid, id]);
  // A page has one form: while it is being sent, the button says so (and a second click waits).
  const busy = navigation.state === "submitting" || formCheck.waiting;
  const [privacyBefore, privacyAfter] = privacySentence(messages, props.kind).split("{link}");

  return (
    <Form
      method="post"
      id={props.id}
      noValidate={hydrated}
      {...formCheck.formProps}
      encType={props.multipart ? "multipart/form-data" : undefined}
      className="lead-form"
      lang={props.language}
    >
      {showSummary ? (
        <div className="form-summary" role="alert" tabIndex={-1} ref={summaryRef}>
          {notice ? (
            <p className="form-notice">{(messages.errors as unknown as Record<string, string>)[notice]}</p>
          ) : null}
          {invalid.length > 0 ? (
            <>
              <p>{messages.errors.summary}</p>
              <ul>
                {invalid.map((spec) => {
                  const field = fields[spec.name];
                  return (
                    <li key={spec.name}>
                      <a href={`#${field?.id ?? spec.name}`}>
                        {fieldLabel(spec, messages)}:{" "}
                        {errorText(spec.name, field?.errors?.[0] ?? "", messages, props.language)}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      <input type="hidden" name={TOKEN_FIELD} value={actionData?.token ?? props.token} />
      <div className="hp-field" aria-hidden="true">
        <label>
          Homepage
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {props.sections.map((section, index) => (
        <SectionView
          // biome-ignore lint/suspicious/noArrayIndexKey: a form's sections never reorder
          key={index}
          section={section}
          fields={fields}
          messages={messages}
          language={props.language}
          firstInvalid={firstInvalid}
        />
      ))}
      <p className="privacy-note">
        {privacyBefore}
        <Link to={props.privacyHref}>{messages.ui.privacyLink}</Link>
        {privacyAfter}
      </p>
      {/* A solution is good for one submission: after each answer of the server, a new one. */}
      {formCheck.started ? (
        <CaptchaWidget key={answerKey} language={props.language} onSettled={formCheck.captchaSettled} />
      ) : null}
      <button type="submit" className="btn btn-accent" disabled={busy}>
        {busy ? messages.ui.sending : messages.ui.send}
      </button>
    </Form>
  );
}

/** What this form's data is used for: the forms that do more or less than answer say so themselves. */
function privacySentence(messages: FormMessages, kind: FormKind): string {
  return (messages.ui.privacyOf as Partial<Record<FormKind, string>>)[kind] ?? messages.ui.privacy;
}

function SectionView(props: {
  section: FormSection;
  fields: Record<string, FormField | undefined>;
  messages: FormMessages;
  language: Language;
  firstInvalid: string | undefined;
}) {
  const grid = (
    <div className="form-grid">
      {props.section.fields.map((spec) => {
        const field = props.fields[spec.name];
        return field ? (
          <FieldControl
            key={spec.name}
            spec={spec}
            field={field}
            messages={props.messages}
            language={props.language}
            focusOnLoad={spec.name === props.firstInvalid}
          />
        ) : null;
      })}
    </div>
  );
  return props.section.legend ? (
    <fieldset className="form-section">
      <legend>{props.section.legend}</legend>
      {grid}
    </fieldset>
  ) : (
    <div className="form-section">{grid}</div>
  );
}
