// The page editor's form: texts, path and SEO per language (tabs), the page flags and the banner.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { fill } from "../../../i18n/fill.ts";
import type { Language } from "../../../i18n/languages.ts";
import type { EditingMessages } from "../../../i18n/messages/admin-editing.ts";
import type { AdminPagesMessages } from "../../../i18n/messages/admin-pages.ts";
import type { EditorPage } from "../../../shared/page-admin-views.ts";
import {
  BANNER_TYPES,
  type FormValues,
  fieldName,
  PAGE_FLAGS,
  SEO_LONG_FIELDS,
  SEO_TEXT_FIELDS,
} from "../../../shared/page-form-fields.ts";
import { BACKGROUND_TONES } from "../../../shared/tones.ts";
import { LanguageTabs, TabNote } from "../language-tabs.tsx";
import { CheckField, type FieldState, SelectField, TextField } from "./editor-fields.tsx";

export interface PageEditorFormProps {
  page: EditorPage;
  values: FormValues;
  errors?: Record<string, string> | undefined;
  languages: readonly Language[];
  fallback: Language;
  p: AdminPagesMessages;
  e: EditingMessages;
  busy: boolean;
  /** The fields' fingerprints as the form was opened, for a merge with a save made meanwhile. */
  base: string;
  /** Drawn first inside the form (a conflict's choices, which post with the rest). */
  conflict?: ReactNode;
}

function LanguagePanel({
  language,
  state,
  page,
  p,
}: { language: Language; state: FieldState } & Pick<PageEditorFormProps, "page" | "p">) {
  return (
    <div className="admin-form-grid admin-language-fields">
      <TextField state={state} name={fieldName.title(language)} label={p.pageTitle} lang={language} maxLength={200} />
      {page.free ? (
        <TextField
          state={state}
          name={fieldName.slug(language)}
          label={p.path}
          maxLength={80}
          hint={p.segmentInvalid}
        />
      ) : (
        <p className="admin-hint">{fill(p.pathFixed, { path: page.paths[language] ?? "" })}</p>
      )}
      <div className="admin-wide">
        <TextField state={state} name={fieldName.description(language)} label={p.description} long lang={language} />
      </div>
      <fieldset className="admin-wide">
        <legend>{p.seo}</legend>
        <div className="admin-form-grid">
          {SEO_TEXT_FIELDS.map((field) => (
            <div key={field} className={SEO_LONG_FIELDS.includes(field) ? "admin-wide" : undefined}>
              <TextField
                state={state}
                name={fieldName.seo(language, field)}
                label={p.seoFields[field]}
                long={SEO_LONG_FIELDS.includes(field)}
                lang={language}
              />
            </div>
          ))}
          <div className="admin-wide">
            <CheckField state={state} name={fieldName.seo(language, "isActiveSEO")} label={p.seoFields.isActiveSEO} />
          </div>
        </div>
      </fieldset>
      <TextField state={state} name={fieldName.bannerTitle(language)} label={p.bannerTitle} lang={language} />
      <div className="admin-wide">
        <TextField
          state={state}
          name={fieldName.bannerDescription(language)}
          label={p.bannerDescription}
          long
          lang={language}
        />
      </div>
    </div>
  );
}

export function PageEditorForm({
  page,
  values,
  errors,
  languages,
  fallback,
  p,
  e,
  busy,
  base,
  conflict,
}: PageEditorFormProps) {
  const state: FieldState = {
    values,
    errors,
    // A path's rules are said under its field already: its error only says it is not valid.
    errorText: (key) => p.fieldErrors[key] ?? key,
    idPrefix: "page",
  };
  // A colour set before (outside the palette) stays choosable: the site shows its nearest tone.
  const color = values["banner.color"] ?? "";
  const customColor = color && !(Object.values(BACKGROUND_TONES) as string[]).includes(color) ? color : "";
  const languageErrors = (language: Language) =>
    Object.keys(errors ?? {}).some((name) => name.split(".").includes(language));
  const note = (language: Language) => {
    if (languageErrors(language)) return p.hasErrors;
    const missing =
      !values[fieldName.title(language)] || (page.free && language !== fallback && !values[fieldName.slug(language)]);
    return missing ? p.missing : "";
  };
  return (
    <Form method="post" className="admin-editor admin-section" noValidate>
      <input type="hidden" name="version" value={page.version} />
      <input type="hidden" name="base" value={base} />
      {conflict}
      <div className="admin-form-grid">
        <TextField state={state} name="name" label={p.name} maxLength={120} />
      </div>
      <fieldset>
        <legend>{p.texts}</legend>
        <LanguageTabs
          languages={languages}
          label={p.languageTabs}
          note={(language) => <TabNote text={note(language)} />}
        >
          {(language) => <LanguagePanel language={language} state={state} page={page} p={p} />}
        </LanguageTabs>
      </fieldset>
      <fieldset>
        <legend>{p.flags}</legend>
        <div className="admin-checks">
          {PAGE_FLAGS.map((flag) => (
            <CheckField key={flag} state={state} name={fieldName.flag(flag)} label={p.flagLabels[flag]} />
          ))}
        </div>
        <div className="admin-form-grid">
          <div className="admin-wide">
            <TextField state={state} name="flags.redirect" label={p.flagLabels.redirect} maxLength={500} />
          </div>
        </div>
      </fieldset>
      <fieldset>
        <legend>{p.banner}</legend>
        <div className="admin-form-grid">
          <SelectField state={state} name="banner.type" label={p.bannerType}>
            {BANNER_TYPES.map((type) => (
              <option key={type} value={type}>
                {p.bannerTypes[type]}
              </option>
            ))}
          </SelectField>
          <SelectField state={state} name="banner.color" label={p.bannerColor}>
            <option value="">{p.colors.none}</option>
            {customColor ? <option value={customColor}>{customColor}</option> : null}
            {Object.entries(BACKGROUND_TONES).map(([tone, hex]) => (
              <option key={tone} value={hex}>
                {p.colors[tone] ?? tone}
              </option>
            ))}
          </SelectField>
          <div className="admin-wide">
            <TextField state={state} name="banner.images" label={p.bannerImages} maxLength={1_500} />
          </div>
          <TextField state={state} name="banner.video" label={p.bannerVideo} maxLength={500} />
          <TextField state={state} name="image" label={p.image} maxLength={128} />
          <TextField state={state} name="logo" label={p.logo} maxLength={128} />
        </div>
      </fieldset>
      <button type="submit" name="intent" value="save" className="btn btn-accent" disabled={busy}>
        {e.save}
      </button>
    </Form>
  );
}
