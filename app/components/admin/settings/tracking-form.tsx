// The ids of the tags loaded after consent and the site's verification tags.
import {
  TRACKING_KINDS,
  type trackingSettingsForm,
  VERIFICATION_TAGS,
} from "../../../domain/admin-forms/settings-forms.ts";
import { AdminField } from "../admin-field.tsx";
import type { useAdminForm } from "../admin-form.ts";
import { useSettingsForm } from "./settings-fields.tsx";

type TrackingFields = ReturnType<typeof useAdminForm<(typeof trackingSettingsForm)["schema"]>>[1];

/** What each id looks like, shown as its hint. */
const EXAMPLES = {
  analyticsId: "G-XXXXXXXXXX",
  adsId: "AW-123456789",
  tagManagerId: "GTM-XXXXXXX",
  pixelId: "1234567890123456",
} as const;

export function TrackingForm({ fields }: { fields: TrackingFields }) {
  const { f, kit } = useSettingsForm();
  const t = f.tracking;
  const tracking = fields.tracking.getFieldset();
  const verification = fields.verification.getFieldset();
  return (
    <>
      <fieldset>
        <legend>{t.tags}</legend>
        <div className="admin-form-grid">
          {TRACKING_KINDS.map((kind) => (
            <AdminField key={kind} meta={tracking[kind]} label={t[kind]} hint={EXAMPLES[kind]} {...kit} />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t.verification}</legend>
        <p className="admin-hint">{t.verificationHint}</p>
        <div className="admin-form-grid">
          {VERIFICATION_TAGS.map((tag) => (
            <AdminField key={tag} meta={verification[tag]} label={t[tag]} className="admin-field-wide" {...kit} />
          ))}
        </div>
      </fieldset>
    </>
  );
}
