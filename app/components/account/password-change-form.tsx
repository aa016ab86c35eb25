import type { ReactNode } from "react";
import { Form } from "react-router";
import type { AdminAccountMessages } from "../../i18n/messages/admin-account.ts";

/** Changing one's password: the current one, the new one twice. Staff and owners alike. */
export function PasswordChangeForm({
  a,
  min,
  busy,
  notice,
}: {
  a: AdminAccountMessages["account"];
  min: number;
  busy: boolean;
  /** What went wrong with the last attempt, shown at the top of the form. */
  notice: ReactNode;
}) {
  return (
    <Form method="post" className="form-card">
      {notice}
      <div className="field">
        <label htmlFor="password-current">{a.currentPassword}</label>
        <input
          id="password-current"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
        />
      </div>
      <div className="field">
        <label htmlFor="password-new">{a.newPassword}</label>
        <input
          id="password-new"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={min}
          maxLength={200}
        />
      </div>
      <div className="field">
        <label htmlFor="password-repeat">{a.repeatPassword}</label>
        <input
          id="password-repeat"
          name="repeat"
          type="password"
          autoComplete="new-password"
          required
          maxLength={200}
        />
      </div>
      <button type="submit" name="intent" value="password" className="btn btn-accent" disabled={busy}>
        {a.savePassword}
      </button>
    </Form>
  );
}
