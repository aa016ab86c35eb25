// Projects in the back office: the list with what each holds, and a new project (unpublished until
// someone publishes it from its editor). Editing one is project-editor.ts.
import { desc, eq, sql } from "drizzle-orm";
import type { Language } from "../../i18n/languages.ts";
import { localize } from "../../shared/localize.ts";
import { db } from "../db/client.ts";
import { media, projectDocuments, projects, projectTexts, projectUnits } from "../db/schema.ts";
import { type Actor, auditSubject } from "./audit.ts";
import { changed, staffChange } from "./staff-change.ts";

export interface AdminProjectRow {
  id: number;
  number: string | null;
  title: string;
  city: string;
  zip: string;
  status: "published" | "unpublished";
  units: number;
  available: number;
  documents: number;
  photos: number;
  external: boolean;
}

/**
 * The listed project's id inside a subquery. Written out because drizzle leaves a column's table
 * name off in a query without joins, and "id" inside a subquery would name the subquery's own row.
 */
const projectRowId = sql`${sql.identifier("projects")}.${sql.identifier("id")}`;

/** Every project, the newest first, titled in the staff member's language where it has one. */
export async function adminProjectList(language: Language, fallback: Language): Promise<AdminProjectRow[]> {
  const rows = await db()
    .select({
      project: projects,
      titles: sql<
        Record<string, string>
      >`coalesce((select jsonb_object_agg(${projectTexts.language}, ${projectTexts.title}) from ${projectTexts} where ${projectTexts.projectId} = ${projectRowId}), '{}'::jsonb)`,
      units:
        sql<number>`(select count(*) from ${projectUnits} where ${projectUnits.projectId} = ${projectRowId})`.mapWith(
          Number,
        ),
      available:
        sql<number>`(select count(*) from ${projectUnits} where ${projectUnits.projectId} = ${projectRowId} and ${projectUnits.status} = 'available')`.mapWith(
          Number,
        ),
      documents:
        sql<number>`(select count(*) from ${projectDocuments} where ${projectDocuments.projectId} = ${projectRowId})`.mapWith(
          Number,
        ),
      photos:
        sql<number>`(select count(*) from ${media} where ${media.projectId} = ${projectRowId} and ${media.kind} = 'photo')`.mapWith(
          Number,
        ),
    })
    .from(projects)
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map(({ project, titles, units, available, documents, photos }) => ({
    id: project.id,
    number: project.number,
    title: localize(titles, language, fallback),
    city: localize(project.cityNames, language, fallback) || project.city,
    zip: project.zip,
    status: project.status,
    units,
    available,
    documents,
    photos,
    external: project.externalUrl !== null,
  }));
}

export interface NewProject {
  /** The title in the site's default language. */
  title: string;
  zip: string;
  city: string;
}

/**
 * Creates an unpublished project and gives its id. Project ids are plain integers (a CRM numbers its
 * projects): a new one takes the next free number, one creation at a time.
 */
export async function createProject(input: NewProject, language: Language, actor: Actor): Promise<number> {
  // Unpublished, so no page shows it yet; announced all the same, as every change to projects is.
  return staffChange(actor, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('projects.id'))`);
    const [last] = await tx.select({ id: projects.id }).from(projects).orderBy(desc(projects.id)).limit(1);
    const next = (last?.id ?? 0) + 1;
    // The version the editor opens with: set here, after the transaction began (when the audit line
    // below is stamped), so that line never reads as a change made after the version.
    const now = new Date();
    await tx.insert(projects).values({
      id: next,
      createdAt: now,
      updatedAt: now,
      status: "unpublished",
      zip: input.zip,
      city: input.city,
      cityNames: { [language]: input.city },
    });
    await tx.insert(projectTexts).values({ projectId: next, language, title: input.title, description: "" });
    return changed(
      next,
      {
        action: "project.create",
        subject: auditSubject("project", next),
        changes: {
          [`title.${language}`]: { before: null, after: input.title },
          zip: { before: null, after: input.zip },
        },
      },
      { announces: true },
    );
  });
}

export async function projectExists(id: number): Promise<boolean> {
  const [row] = await db().select({ id: projects.id }).from(projects).where(eq(projects.id, id));
  return row !== undefined;
}
