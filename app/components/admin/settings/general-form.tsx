// Languages, display, call-back time slots, consent lifetime and retention period.
import { fill } from "../../../i18n/fill.ts";
import { LANGUAGE_NAMES, LANGUAGES } from "../../../i18n/languages.ts";
import { fieldId } from "../../../shared/flat-form.ts";
import { RowList } from "./row-list.tsx";
import {
  CheckboxField,
  FieldError,
  SelectField,
  TextField,
  useFieldError,
  useSettingsForm,
} from "./settings-fields.tsx";

function Languages() {
  const { s, values } = useSettingsForm();
  const error = useFieldError("enabled");
  const errorId = `${fieldId("enabled")}-error`;
  return (
    <fieldset>
      <legend>{s.languages.legend}</legend>
      <fieldset
        className="settings-choices"
        id={fieldId("enabled")}
        aria-describedby={`${fieldId("enabled")}-hint${error ? ` ${errorId}` : ""}`}
      >
        <legend>{s.languages.enabled}</legend>
        {LANGUAGES.map((language) => (
          <div className="settings-check" key={language}>
            <input
              type="checkbox"
              id={fieldId(`enabled.${language}`)}
              name={`enabled.${language}`}
              defaultChecked={values[`enabled.${language}`] === "on"}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={fieldId(`enabled.${language}`)} lang={language}>
              {LANGUAGE_NAMES[language]}
            </label>
          </div>
        ))}
        <p className="admin-hint" id={`${fieldId("enabled")}-hint`}>
          {s.languages.enabledHint}
        </p>
        <FieldError id={errorId} text={error} />
      </fieldset>
      <div className="admin-form-grid">
        <SelectField
          name="defaultLanguage"
          label={s.languages.defaultLanguage}
          hint={s.languages.defaultHint}
          options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language], lang: language }))}
        />
      </div>
      <CheckboxField name="languageFlags" label={s.languages.languageFlags} />
    </fieldset>
  );
}

export function GeneralForm({ retentionDefault }: { retentionDefault: number }) {
  const { s } = useSettingsForm();
  return (
    <>
      <Languages />
      <fieldset>
        <legend>{s.display.legend}</legend>
        <CheckboxField name="showSearchCount" label={s.display.showSearchCount} />
        <CheckboxField name="headerFixedOnScroll" label={s.display.headerFixedOnScroll} />
      </fieldset>
      <RowList
        list="timeSlots"
        legend={s.timeSlots.legend}
        rowLegend={(index) => fill(s.timeSlots.slot, { n: index + 1 })}
        addLabel={s.timeSlots.add}
        emptyText={s.timeSlots.none}
        hint={s.timeSlots.hint}
        compact
      >
        {(index) => <TextField name={`timeSlots.${index}`} label={fill(s.timeSlots.slot, { n: index + 1 })} required />}
      </RowList>
      <fieldset>
        <legend>{s.privacy.legend}</legend>
        <div className="admin-form-grid">
          <TextField
            name="cookieLifetimeDays"
            label={s.privacy.cookieLifetimeDays}
            hint={s.privacy.cookieHint}
            inputMode="numeric"
            required
          />
          <TextField
            name="leadRetentionMonths"
            label={s.privacy.leadRetentionMonths}
            hint={fill(s.privacy.retentionHint, { months: retentionDefault })}
            inputMode="numeric"
          />
        </div>
      </fieldset>
    </>
  );
}
