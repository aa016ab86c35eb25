// GET /documents/{id}/{name}: a published project's document, as a download. The stored key is
// checked against a strict pattern (no path traversal) and the content type against a short list.
import fs from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { documentFileName } from "../.server/catalog/projects/projects.ts";
import { db } from "../.server/db/client.ts";
import { projectDocuments, projects } from "../.server/db/schema.ts";
import { dataDir } from "../.server/images/data-dir.ts";
import type { Route } from "./+types/documents";

const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}(\.[A-Za-z0-9]{1,5})?$/;
const TYPES = new Set(["application/pdf", "image/jpeg", "image/png", "text/plain"]);

function missing(): Response {
  return new Response("No such document.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

export async function loader({ params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) return missing();
  const [row] = await db()
    .select({ document: projectDocuments })
    .from(projectDocuments)
    .innerJoin(projects, eq(projects.id, projectDocuments.projectId))
    .where(and(eq(projectDocuments.id, Number(params.id)), eq(projects.status, "published")));
  if (!row || !KEY.test(row.document.fileKey)) return missing();
  const file = path.join(dataDir(), "documents", row.document.fileKey);
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch {
    return missing();
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
