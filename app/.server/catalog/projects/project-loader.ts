// Loader data of the project list and detail pages.
import type { Language } from "../../../i18n/languages.ts";
import { href } from "../../../i18n/links.ts";
import { notFound } from "../../http-errors.ts";
import type { RequestLanguage } from "../../request-language.ts";
import { siteData } from "../../site-settings.ts";
import { openDetailPage } from "../detail-opening.ts";
import { readProjectSurroundings, readProjectTitles } from "./project-rows.ts";
import { type ProjectDetailData, projectView } from "./project-view.ts";
import { projectCards, projectDetail } from "./projects.ts";

export async function loadProjectList(requestLanguage: RequestLanguage) {
  if (!requestLanguage.fromPath) notFound();
  const { language } = requestLanguage;
  const { settings } = await siteData();
  return {
    projects: await projectCards(language, settings.fallback),
    alternates: Object.fromEntries(settings.enabled.map((other) => [other, href("projects", other)])) as Partial<
      Record<Language, string>
    >,
  };
}

export async function loadProjectDetail(
  request: Request,
  params: { id?: string },
  requestLanguage: RequestLanguage,
): Promise<ProjectDetailData> {
  const { id, language, fallback, settings, row } = await openDetailPage(request, params, requestLanguage, {
    read: projectDetail,
    elsewhere: (found) => (found.card.external ? found.card.href : undefined),
    canonicalPath: (found) => found.card.href,
  });
  const surroundings = await readProjectSurroundings(id, language, fallback, row.units);
  const titles = await readProjectTitles(id, settings.enabled, fallback);
  return projectView(row, surroundings, titles, language, fallback);
}
