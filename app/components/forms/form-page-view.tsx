// A page whose purpose is one form: title, intro, the form, and on a property's form pages the
// property it is about beside it.
import type { ReactNode } from "react";
import type { FormActionData, FormPageData } from "../../shared/form-view.ts";
import { ResponsiveImage } from "../media/responsive-image.tsx";
import { Link } from "../ui/link.tsx";
import { PageLeadForm } from "./page-lead-form.tsx";
import { useFormMessages } from "./use-form-messages.ts";
/** The property or project beside its form, as its card shows it. */
export interface FormPageSubject {
  kind: "property" | "project";
  title: string;
  zip: string;
  city: string;
  priceText?: string;
  href: string;
  photoKey: string | null;
  photoWidth: number | null;
  photoHeight: number | null;
}

export function FormPageView(props: {
  form: FormPageData;
  actionData: FormActionData | undefined;
  subject?: FormPageSubject | undefined;
  /** Shown instead of the form (appointments full, property sold). */
  closed?: ReactNode;
  /** Shown between the intro and the form (a rental's conditions on its visit booking). */
  notice?: ReactNode;
  enhance?: (form: HTMLFormElement) => () => void;
}) {
  const { form, subject } = props;
  const messages = useFormMessages();
  const page = messages.pages[form.kind];
  return (
    <div className={`container page-body form-page${subject ? " with-aside" : ""}`}>
      <div>
        <h1 id="page-title">{page.title}</h1>
        {/* The intro speaks of the form: a closed page (appointments full, sold) shows why instead. */}
        {page.intro && !props.closed ? <p className="lead">{page.intro}</p> : null}
        {props.notice}
        {props.closed ?? <PageLeadForm form={form} actionData={props.actionData} enhance={props.enhance} />}
      </div>
      {subject ? (
        <aside className="form-aside" aria-labelledby="form-aside-title">
          <h2 id="form-aside-title">
            {subject.kind === "project" ? messages.ui.aboutProject : messages.ui.aboutProperty}
          </h2>
          {subject.photoKey ? (
            <ResponsiveImage
              photoKey={subject.photoKey}
              alt=""
              widths={[400]}
              sizes="20rem"
              width={subject.photoWidth ?? 400}
              height={subject.photoHeight ?? 267}
            />
          ) : null}
          <p>
            <strong>{subject.title}</strong>
            <br />
            {subject.zip} {subject.city}
            {subject.priceText ? (
              <>
                <br />
                {subject.priceText}
              </>
            ) : null}
          </p>
          <Link to={subject.href}>
            {subject.kind === "project" ? messages.ui.backToProject : messages.ui.backToProperty}
          </Link>
        </aside>
      ) : null}
    </div>
  );
}
