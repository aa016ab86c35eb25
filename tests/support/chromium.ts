// Debian's Chromium (never a downloaded browser) and the flags it needs on this kind of machine:
// no sandbox as root, no GPU, no background traffic.
import { existsSync } from "node:fs";

/** The whole browser, as a visitor has it: `npm run lighthouse` measures pages in it. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The browser the end-to-end tests drive: Debian's old headless shell where it is installed
 * (package chromium-headless-shell, as CI installs it), else the whole browser. The same Blink
 * without the desktop browser around it: a sixth of the suite drawn from it took 256 s against
 * 332 s (docs/testing.md), the browser process a half of its CPU.
 */
export const E2E_CHROMIUM_PATH =
  process.env.CHROME_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
