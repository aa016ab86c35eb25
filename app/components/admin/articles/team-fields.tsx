import { getCollectionProps } from "@conform-to/react";
import { SPOKEN_LANGUAGES } from "../../../domain/admin-forms/article-forms.ts";
import type { Language } from "../../../i18n/languages.ts";
import type { AdminArticlesMessages } from "../../../i18n/messages/admin-articles.ts";
import type { AdminFormTexts } from "../../../i18n/messages/admin-forms/types.ts";
import { AdminField } from "../admin-field.tsx";
import { type ArticleFields, articleErrors, fieldOf } from "./article-form-fields.ts";
import { TeamPhotoField, type TeamPhotoProps } from "./team-photo-field.tsx";

/**
 * A team member's photo (chosen, replaced or removed with the form), contact details (phone,
 * e-mail) and the languages they speak. Their name and role are texts per language.
 */
export function TeamFields({
  fields,
  photo,
  language,
  m,
  f,
}: {
  fields: ArticleFields;
  photo: Omit<TeamPhotoProps, "m">;
  language: Language;
  m: AdminArticlesMessages;
  f: AdminFormTexts;
}) {
  const names = new Intl.DisplayNames([language], { type: "language" });
  const phone = fieldOf(fields, "phone");
  const email = fieldOf(fields, "email");
  const languages = fieldOf(fields, "languages");
  return (
    <fieldset>
      <legend>{m.editor.team}</legend>
      <div className="team-fields">
        <TeamPhotoField {...photo} m={m} />
        <div className="admin-form-grid">
          <AdminField
            meta={phone}
            label={m.editor.phone}
            texts={f}
            inputMode="tel"
            ownErrors={articleErrors(phone.errors, m)}
          />
          <AdminField meta={email} label={m.editor.email} texts={f} kind="email" />
          <fieldset className="admin-field-wide team-languages">
            <legend>{m.editor.languages}</legend>
            <ul>
              {getCollectionProps(languages, { type: "checkbox", options: [...SPOKEN_LANGUAGES] }).map(
                ({ key, ...box }) => (
                  <li key={key}>
                    <label>
                      <input {...box} /> {names.of(box.value) ?? box.value}
                    </label>
                  </li>
                ),
              )}
            </ul>
          </fieldset>
        </div>
      </div>
    </fieldset>
  );
}
