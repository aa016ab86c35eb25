// GET /{lang}/brochure/{id}-{title}.pdf: a published listing's brochure, an A4 PDF made on the server
// (app/.server/brochure). A page route, not a resource route, as the documents are: its middleware
// answers with the PDF, and when there is none to give (an unknown, unpublished or malformed id) the
// loader ends in the site's 404 page in the visitor's language. The component never renders.
import { brochureResponse } from "../.server/brochure/brochure-response.ts";
import { notFound } from "../.server/http-errors.ts";
import { languageContext } from "../.server/request-language.ts";
import type { Route } from "./+types/brochure";

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) =>
    (await brochureResponse(request, params.file, context.get(languageContext))) ?? next(),
];

export function loader(): never {
  notFound();
}

export default function Brochure() {
  return null;
}
