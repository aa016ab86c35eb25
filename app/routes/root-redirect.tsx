import { redirect } from "react-router";
import { languageContext } from "../.server/request-language.ts";
import { href } from "../i18n/links.ts";
import type { Route } from "./+types/root-redirect";

/** "/" sends the visitor to the home page in their preferred enabled language. */
export function loader({ context }: Route.LoaderArgs) {
  const { language } = context.get(languageContext);
  return redirect(href("home", language), {
    status: 302,
    headers: { Vary: "Accept-Language", "Cache-Control": "no-store" },
  });
}
