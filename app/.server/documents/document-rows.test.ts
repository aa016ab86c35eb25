// A listing's documents as an editor writes them (the project editor writes a project's the same way):
// added with their PDF, shown on the public detail page in the visitor's language and downloadable;
// reordered, renamed and removed by the list the editor sends; one kept for the agency only is not
// shown nor served to visitors.

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProperty, insertSettings, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { samplePdf as minimalPdf } from "../../../tests/support/sample-pdf.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { makeTempDir } from "../../../tests/support/throw-away-postgres.ts";
import { loadPropertyDetail } from "../catalog/detail/property-detail.ts";
import { propertyDocuments, storedDocuments } from "../db/documents-schema.ts";
import { forgetSiteData } from "../site-settings.ts";
import { documentDownload } from "./document-response.ts";
import { writeDocumentRows } from "./document-rows.ts";
import { publicDocument } from "./public-documents.ts";
import { staffDocument } from "./staff-documents.ts";

const HOUSE = 4201;
const PATH = { nl: "/nl/te-koop/halle/woning-4201/4201/", fr: "/fr/a-vendre/hal/woning-4201/4201/" };

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ current: true, max: 4 });
  forgetSiteData();
  await insertSettings(database.db);
  await insertTypes(database.db);
  await insertProperty(database.db, { id: HOUSE, cityFr: "Hal" });
});

afterAll(() => database?.cleanup());

const detail = (language: "nl" | "fr") =>
  loadPropertyDetail(
    new Request(`http://site.test${PATH[language]}`),
    { id: String(HOUSE) },
    { language, fromPath: true },
  );

describe("a listing's documents", () => {
  it("are added with their PDF, shown on the detail page in the visitor's language, and download", async () => {
    const epc = minimalPdf("EPC", ["Score 245 kWh/m²"]);
    await database.db.transaction((tx) =>
      writeDocumentRows(tx, "property", HOUSE, {
        documents: [],
        newDocuments: [{ bytes: epc, names: { nl: "EPC-attest", fr: "Certificat PEB" } }],
      }),
    );
    const [added] = (await detail("nl")).documents;
    // The editor sends the documents it shows (the list is the new order) with the new one.
    await database.db.transaction((tx) =>
      writeDocumentRows(tx, "property", HOUSE, {
        documents: [{ id: added?.id ?? 0, names: { nl: "EPC-attest", fr: "Certificat PEB" } }],
        newDocuments: [{ bytes: minimalPdf("Plan", []), names: { nl: "Grondplan" } }],
      }),
    );
    const dutch = await detail("nl");
    expect(dutch.documents.map((document) => document.name)).toEqual(["EPC-attest", "Grondplan"]);
    expect(dutch.documents[0]?.href).toMatch(/^\/documents\/property\/\d+\/epc-attest\.pdf$/);
    expect((await detail("fr")).documents.map((document) => document.name)).toEqual(["Certificat PEB", "Grondplan"]);

    const found = await publicDocument("property", String(dutch.documents[0]?.id));
    const download = found ? await documentDownload(found, makeTempDir("listing-documents-")) : undefined;
    expect(Buffer.from(await (download as Response).arrayBuffer()).equals(epc)).toBe(true);
  });

  it("take the order and names the editor sends; one left out is deleted with its bytes", async () => {
    const [epc, plan] = (await detail("nl")).documents;
    if (!epc || !plan) throw new Error("two documents expected");
    const released = await database.db.transaction((tx) =>
      writeDocumentRows(tx, "property", HOUSE, {
        documents: [{ id: plan.id, names: { nl: "Grondplan gelijkvloers" } }],
        newDocuments: [],
      }),
    );
    expect(released).toHaveLength(1);
    expect((await detail("nl")).documents.map((document) => document.name)).toEqual(["Grondplan gelijkvloers"]);
    expect(await publicDocument("property", String(epc.id))).toBeUndefined();
    expect(await database.db.select({ key: storedDocuments.key }).from(storedDocuments)).toHaveLength(1);
  });

  it("kept for the agency only, are neither shown to visitors nor served to them; made public, they are", async () => {
    const [plan] = (await detail("nl")).documents;
    if (!plan) throw new Error("one document expected");
    await database.db.transaction((tx) =>
      writeDocumentRows(tx, "property", HOUSE, {
        documents: [{ id: plan.id, names: { nl: "Grondplan gelijkvloers" }, internal: false }],
        newDocuments: [{ bytes: minimalPdf("Mandaat", []), names: { nl: "Verkoopmandaat" }, internal: true }],
      }),
    );
    const [mandate] = await database.db
      .select({ id: propertyDocuments.id })
      .from(propertyDocuments)
      .where(eq(propertyDocuments.internal, true));
    if (!mandate) throw new Error("the mandate is stored");
    expect((await detail("nl")).documents.map((document) => document.name)).toEqual(["Grondplan gelijkvloers"]);
    expect(await publicDocument("property", String(mandate.id))).toBeUndefined();
    expect(await staffDocument("property", HOUSE, mandate.id)).toBeDefined();

    await database.db.transaction((tx) =>
      writeDocumentRows(tx, "property", HOUSE, {
        documents: [
          { id: plan.id, names: { nl: "Grondplan gelijkvloers" }, internal: true },
          { id: mandate.id, names: { nl: "Verkoopmandaat" }, internal: false },
        ],
        newDocuments: [],
      }),
    );
    expect((await detail("nl")).documents.map((document) => document.name)).toEqual(["Verkoopmandaat"]);
    expect(await publicDocument("property", String(mandate.id))).toBeDefined();
    expect(await publicDocument("property", String(plan.id))).toBeUndefined();
  });
});
