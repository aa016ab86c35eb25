// GET /texts/<language>.<hash>.json: a language's interface texts, for the browser's scripts
// (app/i18n/interface-texts.ts).
import { textsAnswer } from "../.server/interface-texts-file.ts";
import type { Route } from "./+types/interface-texts";

export function loader({ params }: Route.LoaderArgs) {
  return textsAnswer(params.file);
}
