// The project editor against PostgreSQL: a project created unpublished with the next free id; a save
// that writes facts, texts, units and documents in one go, with the audit line's before and after,
// and what the public pages then show; a save made stale by someone else's is refused with who
// changed what, and writes nothing.
import { and, asc, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProperty, insertSettings, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { formOpenedOn } from "../../../tests/support/form-merge.ts";
import { samplePdf as minimalPdf } from "../../../tests/support/sample-pdf.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { makeTempDir } from "../../../tests/support/throw-away-postgres.ts";
import { until } from "../../../tests/support/until.ts";
import type { ProjectDraft } from "../../domain/forms/project-draft.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import { ADMIN_PROJECTS_MESSAGES } from "../../i18n/messages/admin-projects.ts";
import { projectDetail } from "../catalog/projects/projects.ts";
import { CONTENT_CHANGED } from "../content-changes.ts";
import { auditLog } from "../db/auth-schema.ts";
import { storedDocuments } from "../db/documents-schema.ts";
import { projectDocuments, projects, projectUnits, properties, propertyTypes } from "../db/schema.ts";
import { documentDownload } from "../documents/document-response.ts";
import { publicDocument } from "../documents/public-documents.ts";
import { projectEditorState, saveProject } from "./project-editor.ts";
import { projectDraftFields } from "./project-merge.ts";
import { adminProjectList, createProject } from "./projects.ts";

const AGENT = { id: null, name: "Els Makelaar" };
const MANAGER = { id: null, name: "Piet Beheerder" };

let database: TestDatabase;
let dataDir: string;
let listener: pg.Client;
const announced: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ current: true, max: 4 });
  await insertSettings(database.db);
  dataDir = makeTempDir("project-editor-");
  listener = new pg.Client({ connectionString: database.url });
  await listener.connect();
  listener.on("notification", (message) => announced.push(message.channel));
  await listener.query(`listen ${CONTENT_CHANGED}`);
});

afterAll(async () => {
  await listener?.end();
  await database?.cleanup();
});

async function editor(id: number) {
  const state = await projectEditorState(id, "nl", "nl");
  if (!state) throw new Error(`no project ${id}`);
  return state;
}

/**
 * The race every stale-save test starts from: the agent opens a new project's form, the manager opens
 * it too and saves a delivery date. `postStale` then saves the agent's form, with the changes given,
 * on the version it was opened on: merged field by field when the form sends its base (`merged`, as
 * the page does), refused with what changed meanwhile when it does not.
 */
async function savedByAnotherMeanwhile(title: string) {
  const id = await createProject({ title, zip: "1500", city: "Halle" }, "nl", AGENT);
  const agentOpened = await editor(id);
  const managerOpened = await editor(id);
  const saved = await saveProject({
    id,
    version: managerOpened.version,
    fallback: "nl",
    draft: { ...managerOpened.draft, delivery: "2028" },
    newDocument: null,
    actor: MANAGER,
    dataDir,
  });
  const postStale = (
    changes: Partial<ProjectDraft>,
    { merged = false, newDocument = null }: { merged?: boolean; newDocument?: Uint8Array | null } = {},
  ) =>
    saveProject({
      id,
      version: agentOpened.version,
      fallback: "nl",
      draft: { ...agentOpened.draft, ...changes },
      newDocument,
      actor: AGENT,
      dataDir,
      // The merge a form asks for: its fields' fingerprints as opened.
      merge: merged ? formOpenedOn(projectDraftFields(agentOpened.draft)) : undefined,
    });
  return { id, agentOpened, saved, postStale };
}

describe("a new project", () => {
  it("takes the next free id, stays unpublished, and is written with its audit line", async () => {
    await database.db.insert(projects).values({ id: 41, zip: "1500", city: "Halle", cityNames: { nl: "Halle" } });
    const id = await createProject({ title: "Residentie Zenne", zip: "1500", city: "Halle" }, "nl", AGENT);
    expect(id).toBe(42);
    const state = await editor(id);
    expect(state.status).toBe("unpublished");
    expect(state.draft.texts.nl.title).toBe("Residentie Zenne");
    expect(state.publicPath).toBeNull();
    expect(await projectDetail(id, "nl", "nl")).toBeUndefined();
    const [line] = await database.db.select().from(auditLog).where(eq(auditLog.subject, "project 42"));
    expect(line).toMatchObject({ action: "project.create", actorName: "Els Makelaar" });
    const listed = await adminProjectList("nl", "nl");
    expect(listed.find((row) => row.id === 42)).toMatchObject({
      title: "Residentie Zenne",
      status: "unpublished",
      units: 0,
    });
  });
});

describe("saving a project", () => {
  it("writes facts, texts, units and a new PDF in one go; the public page shows them; the audit keeps before and after", async () => {
    const id = await createProject({ title: "Hof ten Berg", zip: "1500", city: "Halle" }, "nl", AGENT);
    const opened = await editor(id);
    const bytes = minimalPdf("Prijslijst", ["A.0.1: € 325.000"]);
    const before = announced.length;
    const outcome = await saveProject({
      id,
      version: opened.version,
      fallback: "nl",
      draft: {
        ...opened.draft,
        status: "published",
        delivery: "voorjaar 2027",
        texts: {
          ...opened.draft.texts,
          nl: { title: "Hof ten Berg", description: "Twee woningen." },
          de: { title: "Hof ten Berg (DE)", description: "Zwei Häuser." },
        },
        cityNames: { nl: "Halle", fr: "Hal", en: "", de: "Halle" },
        units: [
          {
            id: "",
            name: "Woning 1",
            floor: "0",
            status: "available",
            price: "325.000",
            surface: "120",
            bedrooms: "3",
            propertyId: "",
          },
          {
            id: "",
            name: "Woning 2",
            floor: "0",
            status: "option",
            price: "345000",
            surface: "130,5",
            bedrooms: "3",
            propertyId: "",
          },
        ],
        newDocumentNames: { nl: "Prijslijst", fr: "", en: "", de: "Preisliste" },
      },
      newDocument: bytes,
      actor: AGENT,
      dataDir,
    });
    expect(outcome.kind).toBe("saved");
    await until(() => announced.length > before, "the content change announced after the save");

    // The list counts what this project holds (other projects' units, however numbered, not).
    expect((await adminProjectList("nl", "nl")).find((row) => row.id === id)).toMatchObject({
      status: "published",
      units: 2,
      available: 1,
      documents: 1,
      photos: 0,
    });
    const shown = await projectDetail(id, "de", "nl");
    expect(shown?.row.title).toBe("Hof ten Berg (DE)");
    expect(shown?.units.map((unit) => [unit.name, unit.status, unit.price, unit.surface])).toEqual([
      ["Woning 1", "available", 325_000, 120],
      ["Woning 2", "option", 345_000, 130.5],
    ]);
    expect(shown?.documents.map((document) => document.names)).toEqual([{ nl: "Prijslijst", de: "Preisliste" }]);
    const document = await publicDocument("project", String(shown?.documents[0]?.id));
    const download = document ? await documentDownload(document, makeTempDir("other-instance-")) : undefined;
    expect(Buffer.from(await (download as Response).arrayBuffer()).equals(bytes)).toBe(true);

    const [line] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "project.update"))
      .orderBy(asc(auditLog.id));
    const changes = line?.details.changes as Record<string, { before: unknown; after: unknown }>;
    expect(changes.status).toEqual({ before: "unpublished", after: "published" });
    expect(changes["title.de"]).toEqual({ before: null, after: "Hof ten Berg (DE)" });
    expect(changes.units?.before).toEqual([]);
    expect(changes.units?.after).toHaveLength(2);
    expect(Object.keys(changes)).not.toContain("zip");
  });

  it("reorders, changes and removes units and documents as the form lists them", async () => {
    const id = await createProject({ title: "De Meersen", zip: "1502", city: "Lembeek" }, "nl", AGENT);
    let state = await editor(id);
    const first = await saveProject({
      id,
      version: state.version,
      fallback: "nl",
      draft: {
        ...state.draft,
        units: ["A", "B", "C"].map((name) => ({
          id: "",
          name,
          floor: "1",
          status: "available",
          price: "",
          surface: "",
          bedrooms: "",
          propertyId: "",
        })),
        newDocumentNames: { nl: "Lastenboek", fr: "", en: "", de: "" },
      },
      newDocument: minimalPdf("Lastenboek", []),
      actor: AGENT,
      dataDir,
    });
    expect(first.kind).toBe("saved");
    state = await editor(id);
    const [a, b, c] = state.draft.units;
    if (!a || !b || !c) throw new Error("three units expected");
    const second = await saveProject({
      id,
      version: state.version,
      fallback: "nl",
      draft: {
        ...state.draft,
        units: [{ ...c, status: "sold" }, a],
        documents: [],
      },
      newDocument: null,
      actor: AGENT,
      dataDir,
    });
    expect(second.kind).toBe("saved");
    const units = await database.db
      .select({
        id: projectUnits.id,
        name: projectUnits.name,
        status: projectUnits.status,
        position: projectUnits.position,
      })
      .from(projectUnits)
      .where(eq(projectUnits.projectId, id))
      .orderBy(asc(projectUnits.position));
    expect(units).toEqual([
      { id: Number(c.id), name: "C", status: "sold", position: 0 },
      { id: Number(a.id), name: "A", status: "available", position: 1 },
    ]);
    expect(await database.db.select().from(projectDocuments).where(eq(projectDocuments.projectId, id))).toEqual([]);
    // The removed document's bytes went with it: no other row showed them.
    const keys = (await database.db.select({ key: storedDocuments.key }).from(storedDocuments)).map((row) => row.key);
    expect(keys).toHaveLength(1);
  });

  it("is refused when someone saved since the form was opened, with who changed which fields, and writes nothing", async () => {
    const { id, agentOpened, saved, postStale } = await savedByAnotherMeanwhile("Molenveld");
    expect(saved.kind).toBe("saved");

    const refused = await postStale({ number: "P-9" }, { newDocument: minimalPdf("Plan", []) });
    expect(refused.kind).toBe("conflict");
    if (refused.kind !== "conflict" || saved.kind !== "saved") return;
    expect(refused.version).toBe(saved.version);
    expect(refused.changes).toEqual([expect.objectContaining({ actorName: "Piet Beheerder", fields: ["delivery"] })]);
    const [row] = await database.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ number: null, delivery: "2028" });
    expect(await database.db.select().from(projectDocuments).where(eq(projectDocuments.projectId, id))).toEqual([]);

    // Saved again with the version the refusal gave (after comparing): it goes through.
    const again = await saveProject({
      id,
      version: refused.version,
      fallback: "nl",
      draft: { ...agentOpened.draft, delivery: "2028", number: "P-9" },
      newDocument: null,
      actor: AGENT,
      dataDir,
    });
    expect(again.kind).toBe("saved");
  });

  it("changes nothing when the form comes back as it was shown (line breaks as browsers send them, rounded coordinates)", async () => {
    const id = await createProject({ title: "Zennehof", zip: "1500", city: "Halle" }, "nl", AGENT);
    await database.db
      .update(projects)
      .set({ latitude: 50.7335 + 0.004 * 3, longitude: 4.2345 - 0.003 * 3 })
      .where(eq(projects.id, id));
    await database.db.execute(sql`update project_texts set description = ${"Eén.\n\nTwee."} where project_id = ${id}`);
    const state = await editor(id);
    const sent = {
      ...state.draft,
      texts: { ...state.draft.texts, nl: { ...state.draft.texts.nl, description: "Eén.\r\n\r\nTwee." } },
    };
    const outcome = await saveProject({
      id,
      version: state.version,
      fallback: "nl",
      draft: sent,
      newDocument: null,
      actor: AGENT,
      dataDir,
    });
    // No change: the version stays (a colleague's open form stays current) and nothing is audited.
    expect(outcome).toEqual({ kind: "saved", version: state.version, changed: false });
    expect((await editor(id)).version).toBe(state.version);
    const lines = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `project ${id}`));
    expect(lines.map((line) => line.action)).toEqual(["project.create"]);
  });

  it("answers that a project no longer exists", async () => {
    const state = await editor(42);
    const outcome = await saveProject({
      id: 999_999,
      version: state.version,
      fallback: "nl",
      draft: state.draft,
      newDocument: null,
      actor: AGENT,
      dataDir,
    });
    expect(outcome).toEqual({ kind: "gone" });
  });
});

describe("a form opened before someone else's save", () => {
  it("is merged in the save: the other's field taken, mine kept, one audit line each", async () => {
    const { id, saved: first, postStale } = await savedByAnotherMeanwhile("Kouter");
    expect(first.kind).toBe("saved");
    const merged = await postStale({ number: "P-9" }, { merged: true });
    expect(merged.kind).toBe("saved");
    const [row] = await database.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ number: "P-9", delivery: "2028" });
    const lines = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `project ${id}`), eq(auditLog.action, "project.update")))
      .orderBy(asc(auditLog.id));
    expect(lines.map((line) => [line.actorName, Object.keys(line.details.changes as object)])).toEqual([
      ["Piet Beheerder", ["delivery"]],
      ["Els Makelaar", ["number"]],
    ]);
  });

  it("asks about a field both changed, writes nothing, and saves the choice made with the version it answered", async () => {
    const { id, postStale } = await savedByAnotherMeanwhile("Hoeve");
    const asked = await postStale({ delivery: "2029", number: "P-3" }, { merged: true });
    if (asked.kind !== "conflict" || !asked.merge) throw new Error(`a choice expected, got ${asked.kind}`);
    expect(asked.merge.merged.conflicts).toEqual(["delivery"]);
    expect(asked.merge.draft).toMatchObject({ delivery: "2029", number: "P-3" });
    expect(asked.changes).toEqual([expect.objectContaining({ actorName: "Piet Beheerder", fields: ["delivery"] })]);
    const [untouched] = await database.db.select().from(projects).where(eq(projects.id, id));
    expect(untouched).toMatchObject({ number: null, delivery: "2028" });

    // The saved value taken, on the version the answer carried: saved without another question.
    const chosen = await saveProject({
      id,
      version: asked.merge.version,
      fallback: "nl",
      draft: asked.merge.draft,
      newDocument: null,
      actor: AGENT,
      dataDir,
      merge: formOpenedOn(asked.merge.theirs, ["delivery"]),
    });
    expect(chosen.kind).toBe("saved");
    const [row] = await database.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ number: "P-3", delivery: "2028" });
  });

  it("answers a merged form that breaks a rule with the stored version and fields to go on from", async () => {
    const { saved: first, postStale } = await savedByAnotherMeanwhile("Veld");
    const refused = await postStale({ zip: "15" }, { merged: true });
    if (refused.kind !== "invalid" || first.kind !== "saved")
      throw new Error(`a refusal expected, got ${refused.kind}`);
    expect(refused.errors).toEqual({ zip: ["zip"] });
    expect(refused.draft).toMatchObject({ zip: "15", delivery: "2028" });
    expect(refused.version).toBe(first.version);
    expect(refused.theirs?.delivery).toBe("2028");
  });
});

describe("the listing a unit is", () => {
  /** A project with one listing of its own (`base` + 1), one of another project (+ 2) and one of none (+ 3). */
  async function projectWithListings(base: number) {
    const id = await createProject({ title: "Residentie Molen", zip: "1500", city: "Halle" }, "nl", AGENT);
    const other = await createProject({ title: "Hof ter Beke", zip: "1500", city: "Halle" }, "nl", AGENT);
    const exists = await database.db.select().from(propertyTypes).where(eq(propertyTypes.webId, 1));
    if (exists.length === 0) await insertTypes(database.db);
    await insertProperty(database.db, { id: base + 1, reference: `IZ-${base + 1}`, title: "Appartement A.0.1" });
    await insertProperty(database.db, { id: base + 2, reference: `IZ-${base + 2}`, title: "Woning 1" });
    await insertProperty(database.db, { id: base + 3, reference: `IZ-${base + 3}`, title: "Villa zonder project" });
    await database.db
      .update(properties)
      .set({ projectId: id })
      .where(eq(properties.id, base + 1));
    await database.db
      .update(properties)
      .set({ projectId: other })
      .where(eq(properties.id, base + 2));
    return id;
  }

  const unit = (name: string, propertyId: string) => ({
    id: "",
    name,
    floor: "0",
    status: "available",
    price: "",
    surface: "",
    bedrooms: "",
    propertyId,
  });

  it("is one of the project's own listings: the editor offers them, the save keeps the choice", async () => {
    const id = await projectWithListings(700);
    const opened = await editor(id);
    expect(opened.properties.map((property) => property.reference)).toEqual(["IZ-701"]);
    const outcome = await saveProject({
      id,
      version: opened.version,
      fallback: "nl",
      draft: { ...opened.draft, units: [unit("A.0.1", "701"), unit("A.0.2", "")] },
      newDocument: null,
      actor: AGENT,
      dataDir,
    });
    expect(outcome.kind).toBe("saved");
    const stored = await database.db
      .select({ name: projectUnits.name, propertyId: projectUnits.propertyId })
      .from(projectUnits)
      .where(eq(projectUnits.projectId, id))
      .orderBy(asc(projectUnits.position));
    expect(stored).toEqual([
      { name: "A.0.1", propertyId: 701 },
      { name: "A.0.2", propertyId: null },
    ]);
    expect((await editor(id)).draft.units.map((row) => row.propertyId)).toEqual(["701", ""]);
  });

  it("is refused on its unit's field when it belongs to another project or to none, and nothing is written", async () => {
    const id = await projectWithListings(710);
    const opened = await editor(id);
    const outcome = await saveProject({
      id,
      version: opened.version,
      fallback: "nl",
      draft: {
        ...opened.draft,
        delivery: "2029",
        units: [unit("A.0.1", "711"), unit("B.0.1", "712"), unit("C.0.1", "713"), unit("D.0.1", "999999")],
      },
      newDocument: null,
      actor: AGENT,
      dataDir,
    });
    if (outcome.kind !== "invalid") throw new Error(`a refusal expected, got ${outcome.kind}`);
    expect(outcome.errors).toEqual({
      "units[1].propertyId": ["notInProject"],
      "units[2].propertyId": ["notInProject"],
      "units[3].propertyId": ["notInProject"],
    });
    // The form comes back as it was sent, to correct.
    expect(outcome.draft.units.map((row) => row.propertyId)).toEqual(["711", "712", "713", "999999"]);
    expect(await database.db.select().from(projectUnits).where(eq(projectUnits.projectId, id))).toEqual([]);
    const [row] = await database.db.select().from(projects).where(eq(projects.id, id));
    expect(row?.delivery).toBeNull();
  });

  it("words the refusal in each staff member's language", () => {
    const sentences = LANGUAGES.map((language) => ADMIN_PROJECTS_MESSAGES[language].problems.notInProject);
    expect(new Set(sentences).size).toBe(LANGUAGES.length);
    expect(ADMIN_PROJECTS_MESSAGES.de.problems.notInProject).toMatch(/Projekt/);
  });
});
