// The rows of the project detail page beyond the project itself (projects.ts reads that, with its
// units, documents and media): its constructions, the listings its units are, the other projects,
// and its title in the other languages for their paths.
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import { LANGUAGES, type Language } from "../../../i18n/languages.ts";
import type { ProjectCard } from "../../../shared/listing-view.ts";
import { db } from "../../db/client.ts";
import { projects, projectTexts, properties } from "../../db/schema.ts";
import { type CardRow, cardPage } from "../card-query.ts";
import { projectCards, type projectDetail } from "./projects.ts";

const CONSTRUCTIONS = 24;
const OTHER_PROJECTS = 3;

export type ProjectDetailRows = NonNullable<Awaited<ReturnType<typeof projectDetail>>>;

export interface ProjectSurroundings {
  /** The project's own published properties, newest first. */
  constructions: CardRow[];
  /**
   * The listings the price list's units are (project_units.property_id), those published and still
   * of this project only: a unit links to its listing's page while visitors can open it.
   */
  unitListings: CardRow[];
  others: ProjectCard[];
}

export async function readProjectSurroundings(
  id: number,
  language: Language,
  fallback: Language,
  units: readonly { propertyId: number | null }[],
): Promise<ProjectSurroundings> {
  const [constructions, unitListings, others] = await Promise.all([
    cardPage(
      {
        where: and(eq(properties.projectId, id), eq(properties.status, "published")) as SQL,
        orderBy: [desc(properties.publishedAt)],
        limit: CONSTRUCTIONS,
      },
      language,
      fallback,
    ),
    unitListingCards(id, units, language, fallback),
    projectCards(language, fallback, { except: id, limit: OTHER_PROJECTS }),
  ]);
  return { constructions, unitListings, others };
}

function unitListingCards(
  id: number,
  units: readonly { propertyId: number | null }[],
  language: Language,
  fallback: Language,
): Promise<CardRow[]> {
  const ids = [...new Set(units.flatMap((unit) => (unit.propertyId === null ? [] : [unit.propertyId])))];
  if (ids.length === 0) return Promise.resolve([]);
  // A listing moved to another project since (a CRM import) is no longer this unit.
  const where = and(inArray(properties.id, ids), eq(properties.projectId, id), eq(properties.status, "published"));
  return cardPage({ where: where as SQL, orderBy: [], limit: ids.length }, language, fallback);
}

/**
 * The project's title in each enabled language, as its page in that language names it (that
 * language's text, else the fallback language's); undefined if it was unpublished since it was read.
 * One query: reading the whole project again per language (four queries each) made a project's page
 * cost twice a property's.
 */
export async function readProjectTitles(
  id: number,
  enabled: Language[],
  fallback: Language,
): Promise<Map<Language, string | undefined>> {
  const rows = await db()
    .select({ language: projectTexts.language, title: projectTexts.title })
    .from(projects)
    .leftJoin(projectTexts, eq(projectTexts.projectId, projects.id))
    .where(and(eq(projects.id, id), eq(projects.status, "published")));
  const written = new Map(rows.flatMap((row) => (row.language === null ? [] : [[row.language, row.title]])));
  const titles = new Map<Language, string | undefined>();
  for (const language of LANGUAGES.filter((candidate) => enabled.includes(candidate))) {
    titles.set(language, rows.length === 0 ? undefined : (written.get(language) ?? written.get(fallback) ?? ""));
  }
  return titles;
}
