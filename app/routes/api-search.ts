// GET /api/search?q=&lang= : the search box's JSON. Bad input is a 400 with a JSON reason. With
// go=1 (the search form as pages kept from before the search page sent it) it redirects to the
// search page, which goes on to the best match or says that nothing matched.
import { redirect } from "react-router";
import { quickSearch, validSearchText } from "../.server/catalog/quick-search.ts";
import { jsonRefusal } from "../.server/http-errors.ts";
import { languageContext } from "../.server/request-language.ts";
import { siteData } from "../.server/site-settings.ts";
import { isLanguage } from "../i18n/languages.ts";
import { href } from "../i18n/links.ts";
import type { Route } from "./+types/api-search";

const KNOWN = new Set(["q", "lang", "go"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  for (const name of params.keys()) if (!KNOWN.has(name)) return jsonRefusal(400, `unknown parameter ${name}`);
  if (params.getAll("q").length > 1 || params.getAll("lang").length > 1) return jsonRefusal(400, "repeated parameter");
  const text = params.get("q") ?? "";
  if (!validSearchText(text)) return jsonRefusal(400, "q is too long or holds control characters");
  const { settings } = await siteData();
  const requested = params.get("lang");
  if (requested !== null && !(isLanguage(requested) && settings.enabled.includes(requested)))
    return jsonRefusal(400, "unknown language");
  const language = requested ?? context.get(languageContext).language;
  if (params.has("go")) return redirect(`${href("search", language)}?${new URLSearchParams({ q: text.trim() })}`, 303);
  const results = await quickSearch(text.trim(), language, settings.fallback);
  // Without lang the visitor's Accept-Language chose the language: a shared cache must key on it.
  const vary: Record<string, string> = requested === null ? { Vary: "Accept-Language" } : {};
  return Response.json(results, { headers: { "Cache-Control": "public, max-age=30", ...vary } });
}
