import { Form } from "react-router";
import { LANGUAGE_NAMES, LANGUAGES } from "../../i18n/languages.ts";

/** The language one's pages and mails speak, chosen among the four, each named in itself. */
export function LanguageForm({
  id,
  label,
  submit,
  language,
  busy,
}: {
  id: string;
  label: string;
  submit: string;
  language: string;
  busy: boolean;
}) {
  return (
    <Form method="post" className="admin-filters">
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <select id={id} name="language" defaultValue={language}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" name="intent" value="language" className="btn btn-accent" disabled={busy}>
        {submit}
      </button>
    </Form>
  );
}
