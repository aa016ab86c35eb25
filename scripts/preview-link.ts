// npm run preview-link -- <page id> [language]: prints a link that shows the page of the tree with
// its drafts, valid for a week (app/.server/preview-link.ts). Signed with the site's FORM_SECRET (or
// the one kept beside the data), so run it with the same environment as the site.
import { readEnv } from "../app/.server/env.ts";
import { formSecret } from "../app/.server/leads/lead-settings.ts";
import { previewHref } from "../app/.server/preview-link.ts";
import { isLanguage } from "../app/i18n/languages.ts";

const [id = "", language = "nl"] = process.argv.slice(2);
if (!/^\d{1,9}$/.test(id) || !isLanguage(language)) {
  console.error("Usage: npm run preview-link -- <page id> [nl|fr|en|de]");
  process.exit(2);
}
const env = readEnv();
const origin = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
console.log(new URL(previewHref(formSecret(env), language, Number(id)), origin).href);
