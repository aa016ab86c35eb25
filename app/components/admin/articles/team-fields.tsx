import { fill } from "../../../i18n/fill.ts";
import type { Language } from "../../../i18n/languages.ts";
import type { AdminArticlesMessages } from "../../../i18n/messages/admin-articles.ts";
import {
  ARTICLE_LIMITS,
  type ArticleFieldProblems,
  type ArticleFormValues,
  SPOKEN_LANGUAGES,
} from "../../../shared/article-form.ts";
import { TeamPhotoField, type TeamPhotoProps } from "./team-photo-field.tsx";

/**
 * A team member's photo (chosen, replaced or removed with the form), contact details (phone,
 * e-mail) and the languages they speak. Their name and role are texts per language.
 */
export function TeamFields({
  values,
  problems,
  photo,
  language,
  m,
}: {
  values: ArticleFormValues;
  problems: ArticleFieldProblems;
  photo: Omit<TeamPhotoProps, "m" | "problem">;
  language: Language;
  m: AdminArticlesMessages;
}) {
  const names = new Intl.DisplayNames([language], { type: "language" });
  const problem = (name: "phone" | "email") => {
    const found = problems[name];
    return found ? (
      <p className="field-error" id={`article-${name}-error`}>
        {fill(m.problems[found.problem], { suggestion: "" })}
      </p>
    ) : null;
  };
  return (
    <fieldset>
      <legend>{m.editor.team}</legend>
      <div className="team-fields">
        <TeamPhotoField {...photo} problem={problems.photo} m={m} />
        <div className="admin-form-grid">
          <div className="field">
            <label htmlFor="article-phone">{m.editor.phone}</label>
            <input
              id="article-phone"
              name="phone"
              type="tel"
              autoComplete="off"
              maxLength={ARTICLE_LIMITS.phone}
              defaultValue={values.phone}
              aria-invalid={problems.phone ? true : undefined}
              aria-describedby={problems.phone ? "article-phone-error" : undefined}
            />
            {problem("phone")}
          </div>
          <div className="field">
            <label htmlFor="article-email">{m.editor.email}</label>
            <input
              id="article-email"
              name="email"
              type="email"
              autoComplete="off"
              maxLength={ARTICLE_LIMITS.email}
              defaultValue={values.email}
              aria-invalid={problems.email ? true : undefined}
              aria-describedby={problems.email ? "article-email-error" : undefined}
            />
            {problem("email")}
          </div>
          <fieldset className="admin-field-wide team-languages">
            <legend>{m.editor.languages}</legend>
            <ul>
              {SPOKEN_LANGUAGES.map((code) => (
                <li key={code}>
                  <label>
                    <input
                      type="checkbox"
                      name="languages"
                      value={code}
                      defaultChecked={values.languages.includes(code)}
                    />{" "}
                    {names.of(code) ?? code}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </div>
      </div>
    </fieldset>
  );
}
