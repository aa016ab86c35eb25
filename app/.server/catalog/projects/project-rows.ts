// The rows of the project detail page beyond the project itself (projects.ts reads that, with its
// units, documents and media): its constructions, the other projects, and its title in the other
// languages for their paths.
import { and, desc, eq, type SQL } from "drizzle-orm";
import { LANGUAGES, type Language } from "../../../i18n/languages.ts";
import type { ProjectCard } from "../../../shared/listing-view.ts";
import { properties } from "../../db/schema.ts";
import { type CardRow, cardPage } from "../card-query.ts";
import { projectCards, projectDetail } from "./projects.ts";

const CONSTRUCTIONS = 24;
const OTHER_PROJECTS = 3;

export type ProjectDetailRows = NonNullable<Awaited<ReturnType<typeof projectDetail>>>;

export interface ProjectSurroundings {
  /** The project's own published properties, newest first. */
  constructions: CardRow[];
  others: ProjectCard[];
}

export async function readProjectSurroundings(
  id: number,
  language: Language,
  fallback: Language,
): Promise<ProjectSurroundings> {
  const [constructions, others] = await Promise.all([
    cardPage(
      {
        where: and(eq(properties.projectId, id), eq(properties.status, "published")) as SQL,
        orderBy: [desc(properties.publishedAt)],
        limit: CONSTRUCTIONS,
      },
      language,
      fallback,
    ),
    projectCards(language, fallback, { except: id, limit: OTHER_PROJECTS }),
  ]);
  return { constructions, others };
}

/** The project's title in each enabled language; undefined if it was unpublished since it was read. */
export async function readProjectTitles(
  id: number,
  enabled: Language[],
  fallback: Language,
): Promise<Map<Language, string | undefined>> {
  const titles = new Map<Language, string | undefined>();
  for (const language of LANGUAGES.filter((candidate) => enabled.includes(candidate))) {
    titles.set(language, (await projectDetail(id, language, fallback))?.row.title);
  }
  return titles;
}
