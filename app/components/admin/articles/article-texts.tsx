import { fill } from "../../../i18n/fill.ts";
import { LANGUAGES, type Language } from "../../../i18n/languages.ts";
import type { AdminArticlesMessages } from "../../../i18n/messages/admin-articles.ts";
import type { EditingMessages } from "../../../i18n/messages/admin-editing.ts";
import {
  ARTICLE_LIMITS,
  type ArticleFieldProblems,
  type ArticleTextValues,
  type CategoryKind,
  textField,
} from "../../../shared/article-form.ts";
import { LanguageTabs, TabNote } from "../language-tabs.tsx";
import { RichTextField } from "./rich-text-field.tsx";

export interface ArticleTextsProps {
  values: Record<Language, ArticleTextValues>;
  /** The languages the article has a text in (the others are marked missing). */
  present: readonly Language[];
  problems: ArticleFieldProblems;
  kind: CategoryKind;
  /** The tab shown first when no field has a problem. */
  firstTab: Language;
  m: AdminArticlesMessages;
  e: EditingMessages;
}

function hasProblem(problems: ArticleFieldProblems, language: Language): boolean {
  return (["title", "slug", "summary", "body"] as const).some((field) => problems[textField(field, language)]);
}

/**
 * The texts of an article, one group of fields per language (tabs once the page runs), the missing
 * translations and the languages with a problem marked.
 */
export function ArticleTexts(props: ArticleTextsProps) {
  const { problems, present, m, e } = props;
  const note = (code: Language) => {
    const marks = [
      present.includes(code) ? null : e.missingTranslation,
      hasProblem(problems, code) ? m.editor.toCorrect : null,
    ].filter(Boolean);
    return <TabNote text={marks.join(", ")} />;
  };
  return (
    <LanguageTabs
      languages={LANGUAGES}
      label={m.editor.tabs}
      note={note}
      selected={LANGUAGES.find((code) => hasProblem(problems, code)) ?? props.firstTab}
    >
      {(code) => <LanguageFields {...props} code={code} />}
    </LanguageTabs>
  );
}

function FieldProblem({
  id,
  problems,
  name,
  m,
}: {
  id: string;
  problems: ArticleFieldProblems;
  name: string;
  m: AdminArticlesMessages;
}) {
  const problem = problems[name];
  if (!problem) return null;
  return (
    <p className="field-error" id={id}>
      {fill(m.problems[problem.problem], { suggestion: problem.suggestion ?? "" })}
    </p>
  );
}

function LanguageFields({ code, values, problems, kind, m }: ArticleTextsProps & { code: Language }) {
  const value = values[code];
  const ids = (field: keyof ArticleTextValues) => {
    const name = textField(field, code);
    const id = `article-${name}`;
    return { name, id, error: `${id}-error`, hint: `${id}-hint`, invalid: Boolean(problems[name]) };
  };
  const title = ids("title");
  const slug = ids("slug");
  const summary = ids("summary");
  const body = ids("body");
  const describe = (field: ReturnType<typeof ids>, hint: boolean) =>
    [field.invalid ? field.error : null, hint ? field.hint : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="admin-form-grid article-text-fields">
      <div className="field admin-field-wide">
        <label htmlFor={title.id}>{kind === "team" ? m.editor.name : m.editor.title}</label>
        <input
          id={title.id}
          name={title.name}
          defaultValue={value.title}
          lang={code}
          maxLength={ARTICLE_LIMITS.title}
          aria-invalid={title.invalid || undefined}
          aria-describedby={describe(title, false)}
        />
        <FieldProblem id={title.error} problems={problems} name={title.name} m={m} />
      </div>
      <div className="field admin-field-wide">
        <label htmlFor={slug.id}>{m.editor.slug}</label>
        <input
          id={slug.id}
          name={slug.name}
          defaultValue={value.slug}
          maxLength={ARTICLE_LIMITS.slug}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={slug.invalid || undefined}
          aria-describedby={describe(slug, true)}
        />
        <p className="admin-hint" id={slug.hint}>
          {m.editor.slugHint}
        </p>
        <FieldProblem id={slug.error} problems={problems} name={slug.name} m={m} />
      </div>
      <div className="field admin-field-wide">
        <label htmlFor={summary.id}>{kind === "team" ? m.editor.role : m.editor.summary}</label>
        <textarea
          id={summary.id}
          name={summary.name}
          defaultValue={value.summary}
          lang={code}
          rows={kind === "team" ? 1 : 3}
          maxLength={ARTICLE_LIMITS.summary}
          aria-invalid={summary.invalid || undefined}
          aria-describedby={describe(summary, false)}
        />
        <FieldProblem id={summary.error} problems={problems} name={summary.name} m={m} />
      </div>
      <div className="field admin-field-wide">
        <label htmlFor={body.id} id={`${body.id}-label`}>
          {m.editor.body}
        </label>
        <RichTextField
          id={body.id}
          name={body.name}
          labelId={`${body.id}-label`}
          defaultValue={value.body}
          errorId={body.invalid ? body.error : undefined}
          hint={m.editor.bodyHint}
          invalid={body.invalid}
          toolbar={m.toolbar}
        />
        <FieldProblem id={body.error} problems={problems} name={body.name} m={m} />
      </div>
    </div>
  );
}
