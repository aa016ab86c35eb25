// Languages, display (and how long a sold listing's page stays), call-back time slots, consent
// lifetime and retention period.
import type { generalSettingsForm } from "../../../domain/admin-forms/settings-forms.ts";
import { MAX_TIME_SLOTS } from "../../../domain/site-settings-rules.ts";
import { fill } from "../../../i18n/fill.ts";
import { LANGUAGE_NAMES, LANGUAGES } from "../../../i18n/languages.ts";
import { AdminField } from "../admin-field.tsx";
import { adminErrorText, type useAdminForm } from "../admin-form.ts";
import { useSettingsForm } from "./settings-fields.tsx";
import { SettingsRows } from "./settings-rows.tsx";

type GeneralFields = ReturnType<typeof useAdminForm<(typeof generalSettingsForm)["schema"]>>[1];

/** The enabled languages are one choice of several boxes: its hint and error belong to the group. */
function Languages({ fields }: { fields: GeneralFields }) {
  const { s, kit } = useSettingsForm();
  const enabled = fields.enabled;
  const boxes = enabled.getFieldset();
  const error = enabled.errors?.[0];
  const hintId = `${enabled.id}-hint`;
  return (
    <fieldset>
      <legend>{s.languages.legend}</legend>
      <fieldset
        className="settings-choices"
        id={enabled.id}
        aria-describedby={error ? `${hintId} ${enabled.errorId}` : hintId}
      >
        <legend>{s.languages.enabled}</legend>
        {LANGUAGES.map((language) => (
          <AdminField
            key={language}
            meta={boxes[language]}
            label={LANGUAGE_NAMES[language]}
            kind="checkbox"
            className="settings-check"
            {...kit}
          />
        ))}
        <p className="admin-hint" id={hintId}>
          {s.languages.enabledHint}
        </p>
        {error ? (
          <p className="field-error" id={enabled.errorId}>
            {adminErrorText(error, kit.texts, kit.ownErrors)}
          </p>
        ) : null}
      </fieldset>
      <div className="admin-form-grid">
        <AdminField
          meta={fields.defaultLanguage}
          label={s.languages.defaultLanguage}
          hint={s.languages.defaultHint}
          kind="select"
          options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          {...kit}
        />
      </div>
      <AdminField meta={fields.languageFlags} label={s.languages.languageFlags} kind="checkbox" {...kit} />
    </fieldset>
  );
}

export function GeneralForm({ fields, retentionDefault }: { fields: GeneralFields; retentionDefault: number }) {
  const { s, kit } = useSettingsForm();
  const slot = (index: number) => fill(s.timeSlots.slot, { n: index + 1 });
  const slots = fields.timeSlots.getFieldList();
  return (
    <>
      <Languages fields={fields} />
      <fieldset>
        <legend>{s.display.legend}</legend>
        <AdminField meta={fields.showSearchCount} label={s.display.showSearchCount} kind="checkbox" {...kit} />
        <AdminField meta={fields.showPriceReduced} label={s.display.showPriceReduced} kind="checkbox" {...kit} />
        <AdminField meta={fields.showPriceHistory} label={s.display.showPriceHistory} kind="checkbox" {...kit} />
        <AdminField meta={fields.headerFixedOnScroll} label={s.display.headerFixedOnScroll} kind="checkbox" {...kit} />
        <div className="admin-form-grid">
          <AdminField
            meta={fields.soldPageDays}
            label={s.display.soldPageDays}
            hint={s.display.soldPageHint}
            kind="number"
            number="count"
            {...kit}
          />
        </div>
      </fieldset>
      <SettingsRows
        list={fields.timeSlots.name}
        rows={slots}
        max={MAX_TIME_SLOTS}
        legend={s.timeSlots.legend}
        rowName={slot}
        addLabel={s.timeSlots.add}
        emptyText={s.timeSlots.none}
        hint={s.timeSlots.hint}
        compact
      >
        {(index) => {
          const meta = slots[index];
          return meta ? <AdminField meta={meta} label={slot(index)} {...kit} /> : null;
        }}
      </SettingsRows>
      <fieldset>
        <legend>{s.privacy.legend}</legend>
        <div className="admin-form-grid">
          {/* Whole numbers read by readTypedNumber on the server, as every number of the back office. */}
          <AdminField
            meta={fields.cookieLifetimeDays}
            label={s.privacy.cookieLifetimeDays}
            hint={s.privacy.cookieHint}
            kind="number"
            number="count"
            {...kit}
          />
          <AdminField
            meta={fields.leadRetentionMonths}
            label={s.privacy.leadRetentionMonths}
            hint={fill(s.privacy.retentionHint, { months: retentionDefault })}
            kind="number"
            number="count"
            {...kit}
          />
        </div>
      </fieldset>
    </>
  );
}
