// GET /documents/{id}/{name}: a published project's document, as a download. The stored key is
// checked against a strict pattern (no path traversal) and the content type against a short list.
//
// A page route, not a resource route: its middleware answers with the file itself, and when there
// is no such document the loader ends in the site's 404 page in the visitor's language (a resource
// route could only answer a bare text). The component never renders.
import fs from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { documentFileName } from "../.server/catalog/projects/projects.ts";
import { db } from "../.server/db/client.ts";
import { projectDocuments, projects } from "../.server/db/schema.ts";
import { notFound } from "../.server/http-errors.ts";
import { dataDir } from "../.server/images/data-dir.ts";
import type { Route } from "./+types/documents";

const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}(\.[A-Za-z0-9]{1,5})?$/;
const TYPES = new Set(["application/pdf", "image/jpeg", "image/png", "text/plain"]);

/** The document's file as a download, or undefined when there is none to give. */
async function documentResponse(id: string | undefined): Promise<Response | undefined> {
  if (!id || !/^\d{1,9}$/.test(id)) return undefined;
  const [row] = await db()
    .select({ document: projectDocuments })
    .from(projectDocuments)
    .innerJoin(projects, eq(projects.id, projectDocuments.projectId))
    .where(and(eq(projectDocuments.id, Number(id)), eq(projects.status, "published")));
  if (!row || !KEY.test(row.document.fileKey)) return undefined;
  const file = path.join(dataDir(), "documents", row.document.fileKey);
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch {
    return undefined;
  }
  const name = documentFileName(Object.values(row.document.names).find(Boolean) ?? "document", row.document.fileKey);
  const type = TYPES.has(row.document.contentType) ? row.document.contentType : "application/octet-stream";
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": type,
      "Content-Length": String(bytes.length),
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}

export const middleware: Route.MiddlewareFunction[] = [
  async ({ params }, next) => (await documentResponse(params.id)) ?? next(),
];

export function loader(): never {
  notFound();
}

export default function ProjectDocument() {
  return null;
}
