// What the listing's documents page does with a posted form, against the real database: new PDFs
// saved (named after their file when no name was typed), a bad file refusing the whole save while
// saying which file and why, a row moved without JavaScript, and a save over a list someone else
// changed refused with who did it.
import fs from "node:fs";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProperty, insertSettings, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { samplePdf } from "../../../tests/support/sample-pdf.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { makeTempDir } from "../../../tests/support/throw-away-postgres.ts";
import { MAX_DOCUMENTS } from "../../domain/forms/project-draft.ts";
import { MAX_DOCUMENT_BYTES } from "../../domain/pdf-document.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import { auditLog } from "../db/auth-schema.ts";
import { propertyDocuments, storedDocuments } from "../db/documents-schema.ts";
import { forgetSiteData } from "../site-settings.ts";
import { NEW_DOCUMENT_FILES, submitListingDocuments } from "./listing-documents-submission.ts";
import { listingDocumentsState, saveListingDocuments } from "./property-documents.ts";

let database: TestDatabase;
let dataDir: string;
const actor = { id: null, name: "An Agent" };

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  dataDir = makeTempDir("listing-documents-");
  forgetSiteData();
  await insertSettings(database.db);
  await insertTypes(database.db);
  for (const id of [5101, 5102, 5103, 5104, 5105, 5106, 5107]) await insertProperty(database.db, { id });
});

afterAll(async () => {
  await database?.cleanup();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const pdf = (name: string, title = name) => new File([new Uint8Array(samplePdf(title, ["Pagina 1"]))], name);
const textFile = (name: string) => new File(["Dit is geen PDF."], name, { type: "application/pdf" });

/** The page's form as the browser posts it, from the list the page showed. */
async function pageForm(
  propertyId: number,
  fields: {
    intent?: object;
    files?: File[];
    newNames?: Partial<Record<string, string>>;
    /** Boxes the agent ticked or cleared ("for the agency only"), by row; the others as the page showed them. */
    internal?: Record<number, boolean>;
    newInternal?: boolean;
  } = {},
): Promise<FormData> {
  const state = await listingDocumentsState(propertyId, "nl", "nl");
  if (!state) throw new Error(`no listing ${propertyId}`);
  const form = new FormData();
  form.set("version", state.version);
  form.set("seenAt", state.seenAt);
  state.documents.forEach((document, index) => {
    form.set(`documents[${index}].id`, document.id);
    for (const language of LANGUAGES) form.set(`documents[${index}].names.${language}`, document.names[language]);
    // A ticked box sends "on"; an unticked one sends nothing.
    if (fields.internal?.[index] ?? document.internal) form.set(`documents[${index}].internal`, "on");
  });
  for (const language of LANGUAGES) form.set(`newDocument.names.${language}`, fields.newNames?.[language] ?? "");
  if (fields.newInternal) form.set("newDocument.internal", "on");
  // An untouched picker sends one empty, nameless file.
  for (const file of fields.files ?? [new File([], "")]) form.append(NEW_DOCUMENT_FILES, file);
  // A list button sends Conform's intent; the save button sends nothing more.
  if (fields.intent) form.set("__intent__", JSON.stringify(fields.intent));
  return form;
}

const submit = (propertyId: number, form: FormData) =>
  submitListingDocuments(form, { propertyId, actor, fallback: "nl", dataDir });

async function documentsOf(propertyId: number) {
  return database.db
    .select({
      names: propertyDocuments.names,
      fileKey: propertyDocuments.fileKey,
      internal: propertyDocuments.internal,
    })
    .from(propertyDocuments)
    .where(eq(propertyDocuments.propertyId, propertyId))
    .orderBy(asc(propertyDocuments.position));
}

async function storedCount(): Promise<number> {
  const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(storedDocuments);
  return row?.count ?? 0;
}

describe("submitListingDocuments", () => {
  it("saves new PDFs after the list, each named after its file when no name was typed, with one audit line", async () => {
    const saved = await submit(5101, await pageForm(5101, { files: [pdf("EPC_attest.pdf"), pdf("Plannen.pdf")] }));
    expect(saved).toEqual({ kind: "saved" });
    expect((await documentsOf(5101)).map((row) => row.names)).toEqual([{ nl: "EPC attest" }, { nl: "Plannen" }]);
    const lines = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subject, "property 5101"));
    expect(lines).toEqual([{ action: "property.documents.update" }]);
  });

  it("gives the names typed to the one file chosen", async () => {
    const form = await pageForm(5102, {
      files: [pdf("scan_0001.pdf")],
      newNames: { nl: "Bodemattest", fr: "Attestation du sol" },
    });
    expect(await submit(5102, form)).toEqual({ kind: "saved" });
    expect((await documentsOf(5102)).map((row) => row.names)).toEqual([
      { nl: "Bodemattest", fr: "Attestation du sol" },
    ]);
  });

  it("keeps a document ticked for the agency only as internal, and makes it public again when cleared, each in the audit line", async () => {
    const added = await submit(5107, await pageForm(5107, { files: [pdf("Verkoopmandaat.pdf")], newInternal: true }));
    expect(added).toEqual({ kind: "saved" });
    expect((await documentsOf(5107)).map(({ names, internal }) => ({ names, internal }))).toEqual([
      { names: { nl: "Verkoopmandaat" }, internal: true },
    ]);
    expect((await listingDocumentsState(5107, "nl", "nl"))?.documents[0]?.internal).toBe(true);

    const cleared = await submit(5107, await pageForm(5107, { internal: { 0: false } }));
    expect(cleared).toEqual({ kind: "saved" });
    expect((await documentsOf(5107)).map((row) => row.internal)).toEqual([false]);
    const lines = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.subject, "property 5107"))
      .orderBy(asc(auditLog.id));
    type DocumentsChange = { changes: { documents: { before: unknown[]; after: unknown[] } } };
    const change = (lines.at(-1)?.details as DocumentsChange | undefined)?.changes.documents;
    expect(change?.before).toEqual([expect.objectContaining({ internal: true })]);
    expect(change?.after).toEqual([expect.objectContaining({ internal: false })]);
  });

  it("refuses the whole save when one of two files is no PDF, naming that file and why; nothing is stored", async () => {
    const before = await storedCount();
    const answer = await submit(5103, await pageForm(5103, { files: [pdf("goed.pdf"), textFile("notities.pdf")] }));
    expect(answer).toMatchObject({
      kind: "answered",
      status: 400,
      fieldErrors: { "newDocument.file": ["notPdf"] },
      outcome: { refusedFiles: [{ name: "notities.pdf", problem: "notPdf" }], fileDropped: true, conflict: null },
    });
    expect(await documentsOf(5103)).toEqual([]);
    expect(await storedCount()).toBe(before);
  });

  it("answers 413 for a file above the limit, and says which", async () => {
    const large = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    large.set(Buffer.from("%PDF-1.7\n", "latin1"));
    const answer = await submit(5103, await pageForm(5103, { files: [new File([large], "plannen.pdf")] }));
    expect(answer).toMatchObject({
      kind: "answered",
      status: 413,
      outcome: { refusedFiles: [{ name: "plannen.pdf", problem: "tooLarge" }] },
    });
    expect(await documentsOf(5103)).toEqual([]);
  });

  it("refuses names typed for several files at once, and more documents than a listing may have", async () => {
    const named = await submit(
      5103,
      await pageForm(5103, { files: [pdf("a.pdf"), pdf("b.pdf")], newNames: { nl: "Plan" } }),
    );
    expect(named).toMatchObject({ status: 400, fieldErrors: { "newDocument.names": ["namesForOneFile"] } });
    const many = Array.from({ length: MAX_DOCUMENTS + 1 }, (_, index) => pdf(`plan-${index}.pdf`, `Plan ${index}`));
    const tooMany = await submit(5103, await pageForm(5103, { files: many }));
    expect(tooMany).toMatchObject({ status: 400, fieldErrors: { documents: ["tooMany"] } });
    expect(await documentsOf(5103)).toEqual([]);
  });

  it("without JavaScript, a row button moves the row and saves nothing", async () => {
    await submit(5104, await pageForm(5104, { files: [pdf("Eerste.pdf"), pdf("Tweede.pdf")] }));
    const down = { type: "reorder", payload: { name: "documents", from: 0, to: 1 } };
    const answer = await submit(5104, await pageForm(5104, { intent: down }));
    expect(answer).toMatchObject({ kind: "answered", status: 200, fieldErrors: {} });
    if (answer.kind !== "answered") throw new Error("no answer");
    expect(answer.submission.status).toBeUndefined();
    const typed = answer.submission.reply().initialValue as { documents: { names: { nl: string } }[] };
    expect(typed.documents.map((document) => document.names.nl)).toEqual(["Tweede", "Eerste"]);
    expect((await documentsOf(5104)).map((row) => row.names.nl)).toEqual(["Eerste", "Tweede"]);
  });

  it("refuses a save over a list someone else changed since, with who did it; the list stays theirs", async () => {
    const stale = await pageForm(5105, { files: [pdf("Mijn.pdf")] });
    const state = await listingDocumentsState(5105, "nl", "nl");
    if (!state) throw new Error("no listing");
    await saveListingDocuments({
      propertyId: 5105,
      version: state.version,
      seenAt: state.seenAt,
      change: { documents: [], newDocuments: [{ bytes: samplePdf("Hun", []), names: { nl: "Hun document" } }] },
      actor: { id: null, name: "Bo Manager" },
      dataDir,
    });
    const answer = await submit(5105, stale);
    expect(answer).toMatchObject({
      kind: "answered",
      status: 409,
      outcome: { conflict: [{ actorName: "Bo Manager", fields: ["documents"] }], fileDropped: true },
    });
    expect((await documentsOf(5105)).map((row) => row.names.nl)).toEqual(["Hun document"]);
  });

  it("answers a listing deleted while the form was open as gone", async () => {
    const form = await pageForm(5106, { files: [pdf("Laat.pdf")] });
    await database.db.execute(sql`delete from properties where id = 5106`);
    expect(await submit(5106, form)).toEqual({ kind: "gone" });
  });
});
