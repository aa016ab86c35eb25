// The ids of the tags loaded after consent and the site's verification tags.
import { TextField, useSettingsForm } from "./settings-fields.tsx";

const KINDS = [
  ["analyticsId", "G-XXXXXXXXXX"],
  ["adsId", "AW-123456789"],
  ["tagManagerId", "GTM-XXXXXXX"],
  ["pixelId", "1234567890123456"],
] as const;

export function TrackingForm() {
  const { f } = useSettingsForm();
  const t = f.tracking;
  return (
    <>
      <fieldset>
        <legend>{t.tags}</legend>
        <div className="admin-form-grid">
          {KINDS.map(([kind, example]) => (
            <TextField key={kind} name={`tracking.${kind}`} label={t[kind]} hint={example} />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t.verification}</legend>
        <p className="admin-hint">{t.verificationHint}</p>
        <div className="admin-form-grid">
          {(["google", "facebook", "norton"] as const).map((tag) => (
            <TextField key={tag} name={`verification.${tag}`} label={t[tag]} wide />
          ))}
        </div>
      </fieldset>
    </>
  );
}
