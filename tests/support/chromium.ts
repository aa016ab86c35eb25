// Debian's Chromium (never a downloaded browser) and the flags it needs on this kind of machine:
// no sandbox as root, no GPU, no background traffic. Used by Playwright and by `npm run lighthouse`.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
