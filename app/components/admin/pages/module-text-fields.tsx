// A module's texts, a tab per language: its title and its text in the articles' rich-text editor
// (a plain text area until the editor is loaded, and for a browser without JavaScript). The server
// cleans the text with the articles' cleaning whatever sent it.
import { fill } from "../../../i18n/fill.ts";
import type { Language } from "../../../i18n/languages.ts";
import type { AdminArticlesMessages } from "../../../i18n/messages/admin-articles.ts";
import type { AdminFormTexts } from "../../../i18n/messages/admin-forms/types.ts";
import type { AdminPageModulesMessages } from "../../../i18n/messages/admin-page-modules.ts";
import type { AdminPagesMessages } from "../../../i18n/messages/admin-pages.ts";
import { fieldName } from "../../../shared/page-form-fields.ts";
import { AdminField } from "../admin-field.tsx";
import { adminErrorText } from "../admin-form.ts";
import { RichTextField } from "../articles/rich-text-field.tsx";
import { LanguageTabs, TabNote } from "../language-tabs.tsx";
import type { PageFieldMeta } from "./page-fields.ts";

export interface ModuleTextFieldsProps {
  field: (name: string) => PageFieldMeta;
  languages: readonly Language[];
  p: AdminPagesMessages;
  mm: AdminPageModulesMessages;
  f: AdminFormTexts;
  toolbar: AdminArticlesMessages["toolbar"];
  ownErrors: Record<string, string>;
}

function LanguageFields({ code, field, p, mm, f, toolbar, ownErrors }: ModuleTextFieldsProps & { code: Language }) {
  const title = field(fieldName.moduleTitle(code));
  const text = field(fieldName.moduleText(code));
  const problem = text.errors?.[0];
  const language = code.toUpperCase();
  return (
    <div className="admin-form-grid">
      <AdminField
        meta={title}
        label={fill(p.moduleTitle, { language })}
        texts={f}
        ownErrors={ownErrors}
        lang={code}
        className="admin-wide"
      />
      <div className="field admin-wide" lang={code}>
        <label htmlFor={text.id} id={`${text.id}-label`}>
          {fill(p.moduleText, { language })}
        </label>
        <RichTextField
          id={text.id}
          name={text.name}
          labelId={`${text.id}-label`}
          defaultValue={typeof text.initialValue === "string" ? text.initialValue : ""}
          errorId={problem ? text.errorId : undefined}
          hint={mm.textHint}
          invalid={problem !== undefined}
          toolbar={toolbar}
        />
        {problem ? (
          <p className="field-error" id={text.errorId}>
            {adminErrorText(problem, f, ownErrors)}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export function ModuleTextFields(props: ModuleTextFieldsProps) {
  const hasProblem = (code: Language) =>
    [fieldName.moduleTitle(code), fieldName.moduleText(code)].some(
      (name) => (props.field(name).errors ?? []).length > 0,
    );
  const refused = props.languages.find(hasProblem);
  return (
    <LanguageTabs
      key={refused ?? ""}
      languages={props.languages}
      label={props.mm.texts}
      note={(code) => <TabNote text={hasProblem(code) ? props.p.hasErrors : ""} />}
      selected={refused}
    >
      {(code) => <LanguageFields {...props} code={code} />}
    </LanguageTabs>
  );
}
