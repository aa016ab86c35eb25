// A new free page: its name for the office, where it goes in the tree, and per language its title
// and path segment (made from the title when left empty).
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { newPageSchema } from "../../../domain/admin-forms/page-forms.ts";
import { fill } from "../../../i18n/fill.ts";
import { LANGUAGE_NAMES, type Language } from "../../../i18n/languages.ts";
import type { AdminFormTexts } from "../../../i18n/messages/admin-forms/types.ts";
import type { AdminPagesMessages } from "../../../i18n/messages/admin-pages.ts";
import type { ParentOption } from "../../../shared/page-admin-views.ts";
import { fieldName } from "../../../shared/page-form-fields.ts";
import { AdminField } from "../admin-field.tsx";
import { useAdminForm } from "../admin-form.ts";
import { fieldAt } from "./page-fields.ts";

export function AddPageForm({
  p,
  f,
  parents,
  languages,
  fallback,
  lastResult,
  busy,
}: {
  p: AdminPagesMessages;
  f: AdminFormTexts;
  parents: ParentOption[];
  languages: readonly Language[];
  fallback: Language;
  lastResult: SubmissionResult<string[]> | undefined;
  busy: boolean;
}) {
  const [form, fields] = useAdminForm({ id: "new-page", schema: newPageSchema, lastResult });
  const texts = { texts: f, ownErrors: p.fieldErrors };
  // A segment refused as invalid is told its rules.
  const segmentTexts = { texts: f, ownErrors: { ...p.fieldErrors, invalid: p.segmentInvalid } };
  return (
    <section aria-labelledby="add-page" className="admin-section">
      <h2 id="add-page">{p.addTitle}</h2>
      <p>{p.addIntro}</p>
      <Form method="post" className="admin-editor" {...getFormProps(form)}>
        <div className="admin-form-grid">
          <AdminField {...texts} meta={fields.name} label={p.name} />
          <AdminField
            {...texts}
            meta={fields.parent}
            label={p.parent}
            kind="select"
            placeholder={p.topLevel}
            options={parents
              .filter((parent) => parent.free)
              .map((parent) => ({
                value: String(parent.id),
                label: `${"\u00a0\u00a0".repeat(parent.depth)}${parent.label}`,
              }))}
          />
        </div>
        <p className="admin-hint">{fill(p.pathHint, { language: LANGUAGE_NAMES[fallback] })}</p>
        <div className="admin-form-grid">
          {languages.map((language) => (
            <fieldset key={language} className="admin-new-language">
              <legend lang={language}>{LANGUAGE_NAMES[language]}</legend>
              <AdminField
                {...texts}
                meta={fieldAt(fields, fieldName.title(language))}
                label={fill(p.titleIn, { language: language.toUpperCase() })}
                lang={language}
              />
              <AdminField
                {...segmentTexts}
                meta={fieldAt(fields, fieldName.slug(language))}
                label={fill(p.pathIn, { language: language.toUpperCase() })}
              />
            </fieldset>
          ))}
        </div>
        <button type="submit" name="intent" value="add" className="btn btn-accent" disabled={busy}>
          {p.add}
        </button>
      </Form>
    </section>
  );
}
