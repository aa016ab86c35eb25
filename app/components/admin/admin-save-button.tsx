// A back-office form's save button. It posts intent=save, the intent the editors' actions save on
// (a row's, a conflict choice's or the publish panel's buttons post their own), and is disabled while
// the page posts, so a second press cannot send the same form again. Where it stands is the screen's
// choice: the wrappers around it differ per form.

export function AdminSaveButton({ label, busy }: { label: string; busy: boolean }) {
  return (
    <button type="submit" name="intent" value="save" className="btn btn-accent" disabled={busy}>
      {label}
    </button>
  );
}
