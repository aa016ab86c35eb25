// A new free page: its name for the office, where it goes in the tree, and per language its title
// and path segment (made from the title when left empty).
import { Form } from "react-router";
import { fill } from "../../../i18n/fill.ts";
import { LANGUAGE_NAMES, type Language } from "../../../i18n/languages.ts";
import type { AdminPagesMessages } from "../../../i18n/messages/admin-pages.ts";
import type { ParentOption } from "../../../shared/page-admin-views.ts";
import { type FormValues, fieldName } from "../../../shared/page-form-fields.ts";
import { type FieldState, SelectField, TextField } from "./editor-fields.tsx";

export function AddPageForm({
  p,
  parents,
  languages,
  fallback,
  values,
  errors,
  busy,
}: {
  p: AdminPagesMessages;
  parents: ParentOption[];
  languages: readonly Language[];
  fallback: Language;
  values: FormValues;
  errors: Record<string, string> | undefined;
  busy: boolean;
}) {
  const state: FieldState = {
    values,
    errors,
    errorText: (key, field) =>
      key === "invalid" && field.startsWith("slug.") ? p.segmentInvalid : (p.fieldErrors[key] ?? key),
    idPrefix: "new-page",
  };
  return (
    <section aria-labelledby="add-page" className="admin-section">
      <h2 id="add-page">{p.addTitle}</h2>
      <p>{p.addIntro}</p>
      <Form method="post" className="admin-editor" noValidate>
        <div className="admin-form-grid">
          <TextField state={state} name="name" label={p.name} maxLength={120} />
          <SelectField state={state} name="parent" label={p.parent}>
            <option value="">{p.topLevel}</option>
            {parents
              .filter((parent) => parent.free)
              .map((parent) => (
                <option key={parent.id} value={parent.id}>
                  {"\u00a0\u00a0".repeat(parent.depth)}
                  {parent.label}
                </option>
              ))}
          </SelectField>
        </div>
        <p className="admin-hint">{fill(p.pathHint, { language: LANGUAGE_NAMES[fallback] })}</p>
        <div className="admin-form-grid">
          {languages.map((language) => (
            <fieldset key={language} className="admin-new-language">
              <legend lang={language}>{LANGUAGE_NAMES[language]}</legend>
              <TextField
                state={state}
                name={fieldName.title(language)}
                label={fill(p.titleIn, { language: language.toUpperCase() })}
                lang={language}
                maxLength={200}
              />
              <TextField
                state={state}
                name={fieldName.slug(language)}
                label={fill(p.pathIn, { language: language.toUpperCase() })}
                maxLength={80}
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
