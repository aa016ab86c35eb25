import { ARTICLE_TEXT_FIELDS, textField } from "../../../domain/admin-forms/article-forms.ts";
import { LANGUAGES, type Language } from "../../../i18n/languages.ts";
import type { AdminArticlesMessages } from "../../../i18n/messages/admin-articles.ts";
import type { EditingMessages } from "../../../i18n/messages/admin-editing.ts";
import type { AdminFormTexts } from "../../../i18n/messages/admin-forms/types.ts";
import type { CategoryKind } from "../../../shared/article-form.ts";
import { AdminField } from "../admin-field.tsx";
import { adminErrorText } from "../admin-form.ts";
import { LanguageTabs, TabNote } from "../language-tabs.tsx";
import { type ArticleFields, articleErrors, fieldOf } from "./article-form-fields.ts";
import { RichTextField } from "./rich-text-field.tsx";

export interface ArticleTextsProps {
  fields: ArticleFields;
  /** The languages the article has a text in (the others are marked missing). */
  present: readonly Language[];
  kind: CategoryKind;
  /** The tab shown first when no field has a problem. */
  firstTab: Language;
  m: AdminArticlesMessages;
  e: EditingMessages;
  f: AdminFormTexts;
}

function hasProblem(fields: ArticleFields, language: Language): boolean {
  return ARTICLE_TEXT_FIELDS.some((field) => (fieldOf(fields, textField(field, language)).errors ?? []).length > 0);
}

/**
 * The texts of an article, one group of fields per language (tabs once the page runs), the missing
 * translations and the languages with a problem marked.
 */
export function ArticleTexts(props: ArticleTextsProps) {
  const { fields, present, m, e } = props;
  const note = (code: Language) => {
    const marks = [
      present.includes(code) ? null : e.missingTranslation,
      hasProblem(fields, code) ? m.editor.toCorrect : null,
    ].filter(Boolean);
    return <TabNote text={marks.join(", ")} />;
  };
  const refused = LANGUAGES.find((code) => hasProblem(fields, code));
  return (
    <LanguageTabs
      // Opened again on the first language with a problem when the answer brings one.
      key={refused ?? ""}
      languages={LANGUAGES}
      label={m.editor.tabs}
      note={note}
      selected={refused ?? props.firstTab}
    >
      {(code) => <LanguageFields {...props} code={code} />}
    </LanguageTabs>
  );
}

function LanguageFields({ code, fields, kind, m, f }: ArticleTextsProps & { code: Language }) {
  const field = (name: (typeof ARTICLE_TEXT_FIELDS)[number]) => fieldOf(fields, textField(name, code));
  const title = field("title");
  const slug = field("slug");
  const summary = field("summary");
  const body = field("body");
  const bodyError = body.errors?.[0];
  return (
    <div className="admin-form-grid article-text-fields">
      <AdminField
        meta={title}
        label={kind === "team" ? m.editor.name : m.editor.title}
        texts={f}
        lang={code}
        className="admin-field-wide"
        ownErrors={articleErrors(title.errors, m)}
      />
      <AdminField
        meta={slug}
        label={m.editor.slug}
        texts={f}
        hint={m.editor.slugHint}
        className="admin-field-wide"
        ownErrors={articleErrors(slug.errors, m)}
      />
      <AdminField
        meta={summary}
        label={kind === "team" ? m.editor.role : m.editor.summary}
        texts={f}
        kind="textarea"
        rows={kind === "team" ? 1 : 3}
        lang={code}
        className="admin-field-wide"
        ownErrors={articleErrors(summary.errors, m)}
      />
      <div className="field admin-field-wide">
        <label htmlFor={body.id} id={`${body.id}-label`}>
          {m.editor.body}
        </label>
        <RichTextField
          id={body.id}
          name={body.name}
          labelId={`${body.id}-label`}
          defaultValue={typeof body.initialValue === "string" ? body.initialValue : ""}
          errorId={bodyError ? body.errorId : undefined}
          hint={m.editor.bodyHint}
          invalid={bodyError !== undefined}
          toolbar={m.toolbar}
        />
        {bodyError ? (
          <p className="field-error" id={body.errorId}>
            {adminErrorText(bodyError, f, articleErrors(body.errors, m))}
          </p>
        ) : null}
      </div>
    </div>
  );
}
