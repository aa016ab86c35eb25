// Documents kept in PostgreSQL, served by instances that each have a data folder of their own: a
// document uploaded through one instance is served by another whose folder never saw it, written
// there whole under its key; a file already on an instance's disk is served as it is, and copied
// into the database at start-up for the others.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { samplePdf as minimalPdf } from "../../../tests/support/sample-pdf.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { makeTempDir } from "../../../tests/support/throw-away-postgres.ts";
import { propertyDocuments, storedDocuments } from "../db/documents-schema.ts";
import { projectDocuments, projects } from "../db/schema.ts";
import { documentDownload } from "./document-response.ts";
import {
  forgetLocalCopy,
  localDocumentFile,
  releaseDocument,
  storeDiskDocuments,
  storeDocument,
  uploadedDocumentKey,
} from "./document-store.ts";
import { publicDocument } from "./public-documents.ts";

let database: TestDatabase;
/** The data folders of two instances of the site on the one database. */
let first: string;
let second: string;

/** A PDF of about `megabytes`, different for every `seed`. */
function pdf(seed: string, megabytes = 0): Buffer {
  const head = minimalPdf(`Prijslijst ${seed}`, ["Woning 1: € 325.000"]);
  if (megabytes === 0) return head;
  const filler = Buffer.alloc(Math.round(megabytes * 1024 * 1024));
  for (let index = 0; index < filler.length; index += 1) filler[index] = (index * 31 + seed.length) % 251;
  return Buffer.concat([head, filler]);
}

async function insertProject(id: number, status: "published" | "unpublished" = "published"): Promise<void> {
  await database.db
    .insert(projects)
    .values({ id, status, zip: "1500", city: "Halle", cityNames: { nl: "Halle" } })
    .onConflictDoNothing();
}

async function addProjectDocument(projectId: number, fileKey: string, name = "Prijslijst"): Promise<number> {
  const [row] = await database.db
    .insert(projectDocuments)
    .values({ projectId, position: 0, names: { nl: name }, fileKey, contentType: "application/pdf" })
    .returning({ id: projectDocuments.id });
  return row?.id ?? 0;
}

beforeAll(async () => {
  database = await createTestDatabase({ current: true, max: 4 });
  await insertTypes(database.db);
});

afterAll(() => database?.cleanup());

beforeEach(async () => {
  first = makeTempDir("documents-first-");
  second = makeTempDir("documents-second-");
  await database.db.execute("truncate stored_documents, project_documents, property_documents, projects cascade");
});

describe("a document kept in the database", () => {
  it("is served by an instance whose data folder never saw it, and written there whole", async () => {
    await insertProject(1);
    // Larger than one read from the database: the copy is put together from several.
    const bytes = pdf("a", 2.5);
    const key = await storeDocument(database.db, bytes, "application/pdf");
    const id = await addProjectDocument(1, key, "Prijslijst fase 1");

    const document = await publicDocument("project", String(id));
    expect(document).toBeDefined();
    if (!document) return;
    const response = await documentDownload(document, second);
    expect(response?.status).toBe(200);
    expect(response?.headers.get("content-type")).toBe("application/pdf");
    expect(response?.headers.get("content-length")).toBe(String(bytes.length));
    expect(response?.headers.get("content-disposition")).toBe('attachment; filename="prijslijst-fase-1.pdf"');
    expect(response?.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(Buffer.from(await (response as Response).arrayBuffer()).equals(bytes)).toBe(true);
    // The second instance now has its own copy, and nothing half-written beside it.
    expect(fs.readdirSync(path.join(second, "documents"))).toEqual([key]);
    expect(fs.readFileSync(path.join(second, "documents", key)).equals(bytes)).toBe(true);
    // HEAD: the same headers, no body (and no file left open).
    const head = await documentDownload(document, second, { method: "HEAD" });
    expect(head?.headers.get("content-length")).toBe(String(bytes.length));
    expect(head?.body).toBeNull();
    // The first instance never needed it, so it has none.
    expect(fs.existsSync(path.join(first, "documents", key))).toBe(false);
  });

  it("is stored once per content, under a key made from its bytes", async () => {
    const bytes = pdf("b");
    const key = await storeDocument(database.db, bytes, "application/pdf");
    expect(await storeDocument(database.db, Buffer.from(bytes), "application/pdf")).toBe(key);
    expect(key).toBe(uploadedDocumentKey(bytes));
    expect(key).toMatch(/^d-[0-9a-f]{40}\.pdf$/);
    const rows = await database.db.select({ size: storedDocuments.byteSize }).from(storedDocuments);
    expect(rows).toEqual([{ size: bytes.length }]);
  });

  it("is answered from the disk copy when there is one, and nowhere else for a key that names a path", async () => {
    await insertProject(2);
    fs.mkdirSync(path.join(first, "documents"), { recursive: true });
    fs.writeFileSync(path.join(first, "documents", "demo-lastenboek.pdf"), pdf("c"));
    expect((await localDocumentFile("demo-lastenboek.pdf", first))?.size).toBe(pdf("c").length);
    expect(await localDocumentFile("demo-lastenboek.pdf", second)).toBeUndefined();
    for (const key of ["../secrets/form-secret", ".hidden", "a/b.pdf", ""])
      expect(await localDocumentFile(key, first)).toBeUndefined();
  });

  it("is not public while its project is unpublished, or when its id is no id", async () => {
    await insertProject(3, "unpublished");
    const id = await addProjectDocument(3, await storeDocument(database.db, pdf("d"), "application/pdf"));
    expect(await publicDocument("project", String(id))).toBeUndefined();
    expect(await publicDocument("project", "1; drop table projects")).toBeUndefined();
    await database.db.update(projects).set({ status: "published" }).where(eq(projects.id, 3));
    expect(await publicDocument("project", String(id))).toBeDefined();
  });

  it("serves a published listing's documents the same way", async () => {
    await insertProperty(database.db, { id: 4001 });
    const key = await storeDocument(database.db, pdf("e"), "application/pdf");
    const [row] = await database.db
      .insert(propertyDocuments)
      .values({
        propertyId: 4001,
        position: 0,
        names: { nl: "EPC-attest" },
        fileKey: key,
        contentType: "application/pdf",
      })
      .returning({ id: propertyDocuments.id });
    const document = await publicDocument("property", String(row?.id));
    const response = document ? await documentDownload(document, second) : undefined;
    expect(response?.headers.get("content-disposition")).toBe('attachment; filename="epc-attest.pdf"');
    expect(await publicDocument("project", String(row?.id))).toBeUndefined();
  });
});

describe("releasing a document", () => {
  it("drops the bytes once no project or listing shows them any more, and this instance's copy", async () => {
    await insertProject(5);
    await insertProject(6);
    const key = await storeDocument(database.db, pdf("f"), "application/pdf");
    const one = await addProjectDocument(5, key);
    await addProjectDocument(6, key);
    await localDocumentFile(key, first);

    await database.db.transaction(async (tx) => {
      await tx.delete(projectDocuments).where(eq(projectDocuments.id, one));
      expect(await releaseDocument(tx, key)).toBe(false);
    });
    expect(await database.db.select({ key: storedDocuments.key }).from(storedDocuments)).toHaveLength(1);

    await database.db.transaction(async (tx) => {
      await tx.delete(projectDocuments).where(eq(projectDocuments.fileKey, key));
      expect(await releaseDocument(tx, key)).toBe(true);
    });
    await forgetLocalCopy(key, first);
    expect(await database.db.select({ key: storedDocuments.key }).from(storedDocuments)).toHaveLength(0);
    expect(fs.existsSync(path.join(first, "documents", key))).toBe(false);
  });
});

describe("storeDiskDocuments", () => {
  it("copies the files on this disk that rows show into the database, once, and skips what it cannot find", async () => {
    await insertProject(7);
    fs.mkdirSync(path.join(first, "documents"), { recursive: true });
    fs.writeFileSync(path.join(first, "documents", "residentie-prijslijst.pdf"), pdf("g"));
    await addProjectDocument(7, "residentie-prijslijst.pdf");
    await addProjectDocument(7, "nowhere-to-be-found.pdf");

    expect(await storeDiskDocuments(database.db, first)).toEqual(["residentie-prijslijst.pdf"]);
    expect(await storeDiskDocuments(database.db, first)).toEqual([]);
    expect(await storeDiskDocuments(database.db, second)).toEqual([]);
    // Now the second instance serves it too.
    const local = await localDocumentFile("residentie-prijslijst.pdf", second);
    expect(local && fs.readFileSync(local.file).equals(pdf("g"))).toBe(true);
  });
});
