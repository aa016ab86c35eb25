// The staff member's profile on the site, on their account page: the direct phone (a field of the
// form kit, checked alike in the browser and by the action) and the photo (a file the server alone
// reads and processes; without JavaScript it goes with the form, and one over the size limit is
// refused in the browser first when the script runs).
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { type ChangeEvent, useState } from "react";
import { Form } from "react-router";
import { staffProfileSchema } from "../../domain/admin-forms/staff-profile-forms.ts";
import { fill } from "../../i18n/fill.ts";
import type { AdminAccountMessages } from "../../i18n/messages/admin-account.ts";
import type { AdminFormTexts } from "../../i18n/messages/admin-forms/types.ts";
import { MAX_PHOTO_BYTES, PHOTO_ACCEPT } from "../../shared/photo-upload-limits.ts";
import { ContentImage } from "../ui/content-image.tsx";
import { AdminField } from "./admin-field.tsx";
import { useAdminForm } from "./admin-form.ts";

const MB = MAX_PHOTO_BYTES / 1024 / 1024;

export function StaffProfileForm({
  profile,
  name,
  lastResult,
  photoRefused,
  saved,
  a,
  f,
  busy,
}: {
  /** The phone as the agency writes it, the address, and the photo's key. */
  profile: { directPhone: string; directEmail: string; photoKey: string | null };
  name: string;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The server's refusal of the photo sent, worded. */
  photoRefused: string | undefined;
  saved: boolean;
  a: AdminAccountMessages["account"];
  f: AdminFormTexts;
  busy: boolean;
}) {
  const p = a.profile;
  const [form, fields] = useAdminForm({
    id: "profile",
    schema: staffProfileSchema,
    lastResult,
    defaultValue: { directPhone: profile.directPhone, directEmail: profile.directEmail },
  });
  const [tooLarge, setTooLarge] = useState(false);
  const refusal = tooLarge ? fill(p.photoRefused, { reason: fill(p.photoHint, { mb: MB }) }) : photoRefused;

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // Taken off at once: the save would send it for nothing.
    const large = file !== undefined && file.size > MAX_PHOTO_BYTES;
    if (large) event.currentTarget.value = "";
    setTooLarge(large);
  }

  return (
    <Form method="post" encType="multipart/form-data" className="form-card staff-profile" {...getFormProps(form)}>
      <p>{p.intro}</p>
      {saved ? <output className="form-success">{p.saved}</output> : null}
      <AdminField
        meta={fields.directPhone}
        label={p.phone}
        hint={p.phoneHint}
        texts={f}
        ownErrors={{ phone: p.phoneInvalid }}
        kind="text"
        inputMode="tel"
        autoComplete="tel"
      />
      <AdminField
        meta={fields.directEmail}
        label={p.email}
        hint={p.emailHint}
        texts={f}
        ownErrors={{ email: p.emailInvalid }}
        kind="email"
        autoComplete="email"
      />
      <div className="staff-profile-photo">
        <p className="team-fields-label">{p.photo}</p>
        {profile.photoKey ? (
          <ContentImage
            imageKey={profile.photoKey}
            alt={fill(p.photoAlt, { name })}
            ratio={[4, 5]}
            maxWidth={160}
            sizes="160px"
            className="team-photo"
          />
        ) : (
          <p>{p.noPhoto}</p>
        )}
        <div className="field">
          <label htmlFor="profile-photo">{profile.photoKey ? p.replacePhoto : p.choosePhoto}</label>
          <input
            id="profile-photo"
            name="photo"
            type="file"
            accept={PHOTO_ACCEPT}
            onChange={chosen}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? "profile-photo-hint profile-photo-error" : "profile-photo-hint"}
          />
          <p className="admin-hint" id="profile-photo-hint">
            {fill(p.photoHint, { mb: MB })}
          </p>
          {refusal ? (
            <p className="field-error" id="profile-photo-error">
              {refusal}
            </p>
          ) : null}
        </div>
        {profile.photoKey ? (
          <label className="team-photo-remove">
            <input type="checkbox" name="removePhoto" value="1" /> {p.removePhoto}
          </label>
        ) : null}
      </div>
      <button type="submit" name="intent" value="profile" className="btn btn-accent" disabled={busy}>
        {p.save}
      </button>
    </Form>
  );
}
