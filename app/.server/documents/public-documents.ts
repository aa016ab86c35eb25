// The documents visitors may download: those of a published project, and those of a published listing
// that are not for the agency only.
import { and, eq } from "drizzle-orm";
import { db } from "../db/client.ts";
import { propertyDocuments } from "../db/documents-schema.ts";
import { projectDocuments, projects, properties } from "../db/schema.ts";
import type { ServedDocument } from "./document-response.ts";

export type DocumentOwner = "project" | "property";

/** The document with this id, when what it belongs to is published; undefined otherwise. */
export async function publicDocument(
  owner: DocumentOwner,
  id: string | undefined,
): Promise<ServedDocument | undefined> {
  if (!id || !/^\d{1,9}$/.test(id)) return undefined;
  if (owner === "project") {
    const [row] = await db()
      .select({
        names: projectDocuments.names,
        fileKey: projectDocuments.fileKey,
        contentType: projectDocuments.contentType,
      })
      .from(projectDocuments)
      .innerJoin(projects, eq(projects.id, projectDocuments.projectId))
      .where(and(eq(projectDocuments.id, Number(id)), eq(projects.status, "published")));
    return row;
  }
  const [row] = await db()
    .select({
      names: propertyDocuments.names,
      fileKey: propertyDocuments.fileKey,
      contentType: propertyDocuments.contentType,
    })
    .from(propertyDocuments)
    .innerJoin(properties, eq(properties.id, propertyDocuments.propertyId))
    .where(
      and(
        eq(propertyDocuments.id, Number(id)),
        eq(properties.status, "published"),
        eq(propertyDocuments.internal, false),
      ),
    );
  return row;
}
