// Loaded on demand by the captcha widget: the ALTCHA element without its bundled workers, and the
// PBKDF2 worker as a file of our own, so the strict CSP needs no blob: workers or inline styles.
import "altcha/altcha.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";

let loading: Promise<void> | undefined;

export function loadCaptcha(): Promise<void> {
  loading ??= import("altcha/external").then(() => {
    const registry = (globalThis as { $altcha?: { algorithms: Map<string, () => Worker> } }).$altcha;
    registry?.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
  });
  return loading;
}
