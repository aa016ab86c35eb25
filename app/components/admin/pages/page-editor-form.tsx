// The page editor's form: texts, path and SEO per language (tabs), the page flags, the banner (its
// pictures uploaded through site-picture fields, its video uploaded or on a known platform), the page's
// image and logo and its verification tags, on the form kit (pageContentSchema, checked in the browser
// and again by the server). It posts as multipart, so the pictures go with it without JavaScript. After a save
// that met a newer version, the form is drawn again from the merged values with the fields to choose
// (EditConflictChoices) inside it, so the choices post with the rest.
import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { pageContentSchema } from "../../../domain/admin-forms/page-forms.ts";
import { fill } from "../../../i18n/fill.ts";
import type { Language } from "../../../i18n/languages.ts";
import type { EditingMessages } from "../../../i18n/messages/admin-editing.ts";
import type { AdminFormTexts } from "../../../i18n/messages/admin-forms/types.ts";
import type { AdminPagesMessages } from "../../../i18n/messages/admin-pages.ts";
import type { AdminSitePicturesMessages } from "../../../i18n/messages/admin-site-pictures.ts";
import { nestFields } from "../../../shared/dotted-fields.ts";
import type { EditorPage, PageAnswer } from "../../../shared/page-admin-views.ts";
import {
  BANNER_TYPES,
  type FormValues,
  fieldName,
  PAGE_FLAGS,
  PAGE_VERIFICATION_TAGS,
  SEO_LONG_FIELDS,
  SEO_TEXT_FIELDS,
} from "../../../shared/page-form-fields.ts";
import { pictureKeys } from "../../../shared/site-picture-field.ts";
import { BACKGROUND_TONES } from "../../../shared/tones.ts";
import { AdminField } from "../admin-field.tsx";
import { useAdminForm } from "../admin-form.ts";
import { AdminSaveButton } from "../admin-save-button.tsx";
import { EditConflictChoices } from "../edit-conflict-choices.tsx";
import { LanguageTabs, TabNote } from "../language-tabs.tsx";
import { SitePictureField } from "../site-picture-field.tsx";
import { fieldAt, type PageFieldMeta, refusedResult } from "./page-fields.ts";

const FORM = "page";

export interface PageEditorFormProps {
  page: EditorPage;
  /** The page's fields as saved. */
  values: FormValues;
  /** The action's answer, when this form's save was answered. */
  answer: PageAnswer | undefined;
  languages: readonly Language[];
  fallback: Language;
  p: AdminPagesMessages;
  e: EditingMessages;
  f: AdminFormTexts;
  busy: boolean;
  /** The fields' fingerprints as the form was opened, for a merge with a save made meanwhile. */
  base: string;
  /** The texts of the picture, video and verification fields. */
  u: AdminSitePicturesMessages;
  /** The photo path's pixel limit in millions. */
  megapixels: number;
}

type Field = (name: string) => PageFieldMeta;

function LanguagePanel({
  language,
  field,
  page,
  p,
  f,
}: { language: Language; field: Field } & Pick<PageEditorFormProps, "page" | "p" | "f">) {
  const shared = { texts: f, ownErrors: p.fieldErrors };
  return (
    <div className="admin-form-grid admin-language-fields">
      <AdminField {...shared} meta={field(fieldName.title(language))} label={p.pageTitle} lang={language} />
      {page.free ? (
        // A path's rules are said under its field already: its error only says it is not valid.
        <AdminField {...shared} meta={field(fieldName.slug(language))} label={p.path} hint={p.segmentInvalid} />
      ) : (
        <p className="admin-hint">{fill(p.pathFixed, { path: page.paths[language] ?? "" })}</p>
      )}
      <AdminField
        {...shared}
        meta={field(fieldName.description(language))}
        label={p.description}
        kind="textarea"
        rows={3}
        lang={language}
        className="admin-wide"
      />
      <fieldset className="admin-wide">
        <legend>{p.seo}</legend>
        <div className="admin-form-grid">
          {SEO_TEXT_FIELDS.map((seoField) =>
            SEO_LONG_FIELDS.includes(seoField) ? (
              <AdminField
                key={seoField}
                {...shared}
                meta={field(fieldName.seo(language, seoField))}
                label={p.seoFields[seoField]}
                kind="textarea"
                rows={3}
                lang={language}
                className="admin-wide"
              />
            ) : (
              <AdminField
                key={seoField}
                {...shared}
                meta={field(fieldName.seo(language, seoField))}
                label={p.seoFields[seoField]}
                lang={language}
              />
            ),
          )}
          <AdminField
            {...shared}
            meta={field(fieldName.seo(language, "isActiveSEO"))}
            label={p.seoFields.isActiveSEO}
            kind="checkbox"
            className="admin-wide"
          />
        </div>
      </fieldset>
      <AdminField {...shared} meta={field(fieldName.bannerTitle(language))} label={p.bannerTitle} lang={language} />
      <AdminField
        {...shared}
        meta={field(fieldName.bannerDescription(language))}
        label={p.bannerDescription}
        kind="textarea"
        rows={3}
        lang={language}
        className="admin-wide"
      />
    </div>
  );
}

function PageForm({
  page,
  shown,
  answer,
  languages,
  fallback,
  p,
  e,
  f,
  busy,
  base,
  u,
  megapixels,
}: Omit<PageEditorFormProps, "values"> & { shown: FormValues }) {
  const choices = answer?.form === FORM ? answer.choices : undefined;
  const [form, fields] = useAdminForm({
    id: FORM,
    schema: pageContentSchema,
    lastResult: refusedResult(answer, FORM),
    defaultValue: nestFields(shown),
  });
  const field: Field = (name) => fieldAt(fields, name);
  const text = (name: string) => {
    const value = field(name).value;
    return typeof value === "string" ? value : "";
  };
  const shared = { texts: f, ownErrors: { ...p.fieldErrors, ...u.fieldErrors } };
  // A picture field's error, in the staff member's words.
  const pictureError = (name: string) => {
    const key = field(name).errors?.[0];
    return key ? (u.fieldErrors[key] ?? p.fieldErrors[key] ?? key) : undefined;
  };
  const pictures = { megapixels, m: u };
  // A colour set before (outside the palette) stays choosable: the site shows its nearest tone.
  const color = shown["banner.color"] ?? "";
  const tones: string[] = Object.values(BACKGROUND_TONES);
  const colorOptions = [
    { value: "", label: p.colors.none ?? "" },
    ...(color && !tones.includes(color) ? [{ value: color, label: color }] : []),
    ...Object.entries(BACKGROUND_TONES).map(([tone, hex]) => ({ value: hex, label: p.colors[tone] ?? tone })),
  ];
  const erred = Object.keys(form.allErrors);
  const note = (language: Language) => {
    if (erred.some((name) => name.split(".").includes(language))) return p.hasErrors;
    const missing =
      !text(fieldName.title(language)) || (page.free && language !== fallback && !text(fieldName.slug(language)));
    return missing ? p.missing : "";
  };
  return (
    <Form method="post" encType="multipart/form-data" className="admin-editor admin-section" {...getFormProps(form)}>
      <input type="hidden" name="version" value={page.version} />
      <input type="hidden" name="base" value={base} />
      {choices ? <EditConflictChoices view={choices} e={e} busy={busy} /> : null}
      <div className="admin-form-grid">
        <AdminField {...shared} meta={fields.name} label={p.name} />
      </div>
      <fieldset>
        <legend>{p.texts}</legend>
        <LanguageTabs
          languages={languages}
          label={p.languageTabs}
          note={(language) => <TabNote text={note(language)} />}
        >
          {(language) => <LanguagePanel language={language} field={field} page={page} p={p} f={f} />}
        </LanguageTabs>
      </fieldset>
      <fieldset>
        <legend>{p.flags}</legend>
        <div className="admin-checks">
          {PAGE_FLAGS.map((flag) => (
            <AdminField
              key={flag}
              {...shared}
              meta={field(fieldName.flag(flag))}
              label={p.flagLabels[flag]}
              kind="checkbox"
            />
          ))}
        </div>
        <div className="admin-form-grid">
          <AdminField {...shared} meta={field("flags.redirect")} label={p.flagLabels.redirect} className="admin-wide" />
        </div>
      </fieldset>
      <fieldset>
        <legend>{p.banner}</legend>
        <div className="admin-form-grid">
          <AdminField
            {...shared}
            meta={field("banner.type")}
            label={p.bannerType}
            kind="select"
            options={BANNER_TYPES.map((type) => ({ value: type, label: p.bannerTypes[type] }))}
          />
          <AdminField
            {...shared}
            meta={field("banner.color")}
            label={p.bannerColor}
            kind="select"
            options={colorOptions}
          />
          <SitePictureField
            {...pictures}
            name="banner.images"
            label={p.bannerImages}
            keys={pictureKeys(text("banner.images"))}
            max={10}
            error={pictureError("banner.images")}
          />
          <AdminField
            {...shared}
            meta={field("banner.video")}
            label={u.video.address}
            hint={u.video.addressHint}
            className="admin-wide"
          />
          <SitePictureField
            {...pictures}
            name="image"
            label={p.image}
            keys={pictureKeys(text("image"))}
            max={1}
            error={pictureError("image")}
          />
          <SitePictureField
            {...pictures}
            name="logo"
            label={p.logo}
            keys={pictureKeys(text("logo"))}
            max={1}
            error={pictureError("logo")}
            ratio="logo"
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>{u.verification.legend}</legend>
        <p className="admin-hint">{u.verification.hint}</p>
        <div className="admin-form-grid">
          {PAGE_VERIFICATION_TAGS.map((tag) => (
            <AdminField
              key={tag}
              {...shared}
              meta={field(`verification.${tag}`)}
              label={u.verification[tag]}
              autoComplete="off"
            />
          ))}
        </div>
      </fieldset>
      <AdminSaveButton label={e.save} busy={busy} />
    </Form>
  );
}

/**
 * The form as saved, or, after a save that met a newer version, as merged (drawn anew: Conform fills
 * a form from its default values when it is first drawn).
 */
export function PageEditorForm({ values, answer, ...rest }: PageEditorFormProps) {
  const merged = answer?.form === FORM && answer.choices ? answer.values : undefined;
  return (
    <PageForm
      key={`${rest.page.version}${merged ? "-merged" : ""}`}
      shown={merged ?? values}
      answer={answer}
      {...rest}
    />
  );
}
