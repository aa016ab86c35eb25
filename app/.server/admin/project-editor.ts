// One project in the back office: read into its editor form, and saved whole (facts, texts per
// language, units, documents) in one transaction with its audit line. A form opened before someone
// else's save is merged field by field with the project as stored, under the row's lock, so nothing
// saved between the merge and the write is lost; fields both changed come back to choose. A new
// document's bytes go into the database in the same transaction, so the save and the file stand or
// fall together.
import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import { type ProjectValues, projectEditorSchema, projectValuesOf } from "../../domain/admin-forms/project-forms.ts";
import type { MergedEdit } from "../../domain/edit-merge.ts";
import type { ProjectDraft, ProjectStatus, Texts } from "../../domain/forms/project-draft.ts";
import type { NumberKind } from "../../domain/typed-number.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { numberAsTyped } from "../../i18n/typed-number-text.ts";
import type { Localized } from "../../shared/localize.ts";
import { documentFileName, projectHref } from "../catalog/projects/projects.ts";
import { type Database, db, type Transaction } from "../db/client.ts";
import { localizedSchema } from "../db/json-shapes.ts";
import { projectDocuments, projects, projectTexts, projectUnits, properties, propertyTexts } from "../db/schema.ts";
import { writeDocumentRows } from "../documents/document-rows.ts";
import { forgetLocalCopy } from "../documents/document-store.ts";
import { type Actor, auditSubject } from "./audit.ts";
import type { FormMerge } from "./edit-merge-form.ts";
import { type ChangeSince, changesSince, fieldChanges, isStale, recordVersion } from "./edit-record.ts";
import { parseSubmission } from "./form-reply.ts";
import { mergeProjectDraft, projectFormFields } from "./project-merge.ts";
import { foreignListings } from "./project-unit-listings.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";

function allTexts(names: Localized): Texts {
  return Object.fromEntries(LANGUAGES.map((language) => [language, names[language] ?? ""])) as Texts;
}

function typed(value: number | null): string {
  return value === null ? "" : String(value);
}

/** An amount or an area as staff type it ("385.000", "84,5"), which reads back the same. */
function typedAs(value: number | null, kind: NumberKind): string {
  return value === null ? "" : numberAsTyped(value, kind);
}

export interface DocumentFile {
  id: number;
  /** The staff download (works for an unpublished project too). */
  href: string;
  fileName: string;
}

export interface ProjectEditorState {
  id: number;
  version: string;
  status: ProjectStatus;
  /** The title in the staff member's language, else the site's default. */
  title: string;
  draft: ProjectDraft;
  documentFiles: DocumentFile[];
  /** Where visitors see it, in the site's default language; null while unpublished. */
  publicPath: string | null;
  properties: { id: number; reference: string | null; title: string; published: boolean }[];
}

type ProjectRow = typeof projects.$inferSelect;
type DocumentRow = typeof projectDocuments.$inferSelect;

/** A project as stored: its row, texts, units and documents in their order. */
async function storedProject(executor: Database | Transaction, id: number) {
  const [project] = await executor.select().from(projects).where(eq(projects.id, id));
  if (!project) return undefined;
  // One after the other: a transaction's queries share its one connection.
  const texts = await executor.select().from(projectTexts).where(eq(projectTexts.projectId, id));
  const units = await executor
    .select()
    .from(projectUnits)
    .where(eq(projectUnits.projectId, id))
    .orderBy(asc(projectUnits.position));
  const documents = await executor
    .select()
    .from(projectDocuments)
    .where(eq(projectDocuments.projectId, id))
    .orderBy(asc(projectDocuments.position));
  return { project, texts, units, documents };
}

/** The editor's form as the stored project fills it. */
function draftOf({ project, texts, units, documents }: NonNullable<Awaited<ReturnType<typeof storedProject>>>) {
  const byLanguage = new Map(texts.map((text) => [text.language, text]));
  const draft: ProjectDraft = {
    texts: Object.fromEntries(
      LANGUAGES.map((code) => [
        code,
        { title: byLanguage.get(code)?.title ?? "", description: byLanguage.get(code)?.description ?? "" },
      ]),
    ) as ProjectDraft["texts"],
    number: project.number ?? "",
    delivery: project.delivery ?? "",
    status: project.status,
    externalUrl: project.externalUrl ?? "",
    street: project.street ?? "",
    houseNumber: project.houseNumber ?? "",
    boxNr: project.boxNr ?? "",
    zip: project.zip,
    countryId: String(project.countryId),
    cityNames: allTexts(project.cityNames),
    publicAddress: project.publicAddress,
    // Six decimals place a point within ten centimetres: more is noise of the binary fraction.
    latitude: typed(project.latitude === null ? null : Number(project.latitude.toFixed(6))),
    longitude: typed(project.longitude === null ? null : Number(project.longitude.toFixed(6))),
    units: units.map((unit) => ({
      id: String(unit.id),
      name: unit.name,
      floor: typed(unit.floor),
      status: unit.status,
      price: typedAs(unit.price, "amount"),
      surface: typedAs(unit.surface, "area"),
      bedrooms: typed(unit.bedrooms),
      propertyId: typed(unit.propertyId),
    })),
    documents: documents.map((document) => ({ id: String(document.id), names: allTexts(document.names) })),
    newDocumentNames: allTexts({}),
  };
  return draft;
}

/** The project as its editor shows it; undefined when there is no such project. */
export async function projectEditorState(
  id: number,
  language: Language,
  fallback: Language,
): Promise<ProjectEditorState | undefined> {
  const stored = await storedProject(db(), id);
  if (!stored) return undefined;
  const { project, texts, documents } = stored;
  const members = await db()
    .select({
      id: properties.id,
      reference: properties.reference,
      status: properties.status,
      title: sql<string>`coalesce((select ${propertyTexts.title} from ${propertyTexts} where ${propertyTexts.propertyId} = ${sql.identifier("properties")}.${sql.identifier("id")} order by (${propertyTexts.language} = ${language}) desc, (${propertyTexts.language} = ${fallback}) desc limit 1), '')`,
    })
    .from(properties)
    .where(eq(properties.projectId, id))
    .orderBy(asc(properties.id));
  const byLanguage = new Map(texts.map((text) => [text.language, text]));
  const title =
    byLanguage.get(language)?.title ?? byLanguage.get(fallback)?.title ?? texts[0]?.title ?? String(project.id);
  const fallbackTitle = byLanguage.get(fallback)?.title ?? title;
  return {
    id,
    version: recordVersion(project.updatedAt),
    status: project.status,
    title,
    draft: draftOf(stored),
    documentFiles: documents.map((document: DocumentRow) => {
      const fileName = documentFileName(documentName(document.names, language, fallback), document.fileKey);
      return { id: document.id, href: `/admin/projects/${id}/documents/${document.id}/${fileName}`, fileName };
    }),
    publicPath:
      project.status === "published"
        ? projectHref(fallback, { id, title: fallbackTitle, externalUrl: project.externalUrl }).href
        : null,
    properties: members.map((member) => ({
      id: member.id,
      reference: member.reference,
      title: member.title,
      published: member.status === "published",
    })),
  };
}

function documentName(names: Localized, language: Language, fallback: Language): string {
  return names[language] || names[fallback] || Object.values(names).find(Boolean) || "document";
}

/** Everything a save may change, flat, for the audit line's before and after. */
async function snapshot(tx: Transaction, id: number): Promise<Record<string, unknown>> {
  const [project] = await tx.select().from(projects).where(eq(projects.id, id));
  const texts = await tx.select().from(projectTexts).where(eq(projectTexts.projectId, id));
  const units = await tx
    .select()
    .from(projectUnits)
    .where(eq(projectUnits.projectId, id))
    .orderBy(asc(projectUnits.position));
  const documents = await tx
    .select()
    .from(projectDocuments)
    .where(eq(projectDocuments.projectId, id))
    .orderBy(asc(projectDocuments.position));
  const {
    id: _id,
    createdAt: _created,
    updatedAt: _updated,
    ...facts
  } = project ?? ({} as typeof projects.$inferSelect);
  const flat: Record<string, unknown> = { ...facts };
  for (const text of texts) {
    flat[`title.${text.language}`] = text.title;
    flat[`description.${text.language}`] = text.description;
  }
  flat.units = units.map(({ projectId: _project, position: _position, ...unit }) => unit);
  flat.documents = documents.map((document) => ({ id: document.id, names: document.names, file: document.fileKey }));
  return flat;
}

/** The stored coordinate when the form sent it back as the editor shows it (six decimals): unchanged. */
function unlessRounded(sent: number | null, stored: number | null): number | null {
  return sent !== null && stored !== null && Number(stored.toFixed(6)) === sent ? stored : sent;
}

/** A stale form's merge that needs the person: the fields to choose, and the form to show again. */
export interface ProjectConflict {
  merged: MergedEdit;
  mine: Record<string, string>;
  theirs: Record<string, string>;
  /** The merged form, the person's value kept in each field to choose. */
  draft: ProjectDraft;
  /** The stored version, which the form goes on with. */
  version: string;
  storedAt: Date;
}

export type SaveOutcome =
  | { kind: "saved"; version: string; changed: boolean }
  /** Someone saved since the form's version: what changed, and the merge's choices when a form asked for one. */
  | { kind: "conflict"; version: string; changes: ChangeSince[]; merge?: ProjectConflict }
  /**
   * The form (merged, when it was stale) breaks a rule: the draft to show again with its errors, the
   * version it goes on with, and the stored fields it was merged with (null when it was current).
   */
  | {
      kind: "invalid";
      draft: ProjectDraft;
      /** Error keys by the form's field names, as Conform's reply carries them. */
      errors: Record<string, string[]>;
      version: string;
      theirs: Record<string, string> | null;
    }
  | { kind: "gone" };

export interface SaveRequest {
  id: number;
  /** The version the form was opened with. */
  version: unknown;
  /** The form as typed: merged when stale, then checked (its schema, project-forms.ts) before anything is written. */
  draft: ProjectDraft;
  /** The site's default language, which a published project must have a title in. */
  fallback: Language;
  /** Refusals found before the save (the chosen file), answered with the form's own. */
  refused?: Readonly<Record<string, string[]>>;
  /** A PDF chosen in the form (already checked), added after the project's other documents. */
  newDocument: Uint8Array | null;
  actor: Actor;
  dataDir: string;
  /**
   * The form's base and choices: a stale form is merged field by field with the project as stored,
   * in the save's transaction. Without it a stale save is refused with what changed meanwhile.
   */
  merge?: FormMerge;
}

/** The person's form merged with the stored project (edit-merge-form.ts), or the fields to choose. */
function mergedDraft(
  sent: ProjectDraft,
  stored: ProjectDraft,
  merge: FormMerge,
):
  | { draft: ProjectDraft; theirs: Record<string, string> }
  | { conflict: Omit<ProjectConflict, "version" | "storedAt"> } {
  const merged = mergeProjectDraft(sent, stored, merge);
  if (merged.merged.conflicts.length > 0) return { conflict: merged };
  return { draft: merged.draft, theirs: merged.theirs };
}

/** The draft checked by the form's schema, as the form would post it. */
function checkedDraft(
  draft: ProjectDraft,
  fallback: Language,
): { ok: true; values: ProjectValues } | { ok: false; errors: Record<string, string[]> } {
  const form = new FormData();
  for (const [name, value] of Object.entries(projectFormFields(draft))) form.set(name, value);
  const submission = parseSubmission(form, projectEditorSchema(fallback));
  if (submission.status === "success") return { ok: true, values: projectValuesOf(submission.value, fallback) };
  const errors: Record<string, string[]> = {};
  for (const [name, keys] of Object.entries(submission.error ?? {})) if (keys?.length) errors[name] = keys;
  return { ok: false, errors };
}

export async function saveProject(request: SaveRequest): Promise<SaveOutcome> {
  const { id } = request;
  const subject = auditSubject("project", id);
  const dropped: string[] = [];
  const outcome = await staffChange<SaveOutcome>(request.actor, async (tx) => {
    const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for("update");
    if (!row) return unchanged({ kind: "gone" });
    const stale = isStale(row.updatedAt, request.version);
    const storedVersion = recordVersion(row.updatedAt);
    const changesMeanwhile = () => (stale ? changesSince(subject, String(request.version), tx) : Promise.resolve([]));
    let draft = request.draft;
    let theirs: Record<string, string> | null = null;
    if (request.merge && (stale || request.merge.takeTheirs.size > 0)) {
      const stored = await storedProject(tx, id);
      if (!stored) return unchanged({ kind: "gone" });
      const merged = mergedDraft(draft, draftOf(stored), request.merge);
      if ("conflict" in merged) {
        const merge = { ...merged.conflict, version: storedVersion, storedAt: row.updatedAt };
        return unchanged({ kind: "conflict", version: storedVersion, changes: await changesMeanwhile(), merge });
      }
      ({ draft, theirs } = merged);
    } else if (stale) {
      return unchanged({ kind: "conflict", version: storedVersion, changes: await changesMeanwhile() });
    }
    const checked = checkedDraft(draft, request.fallback);
    const errors: Record<string, string[]> = {
      ...(await foreignListings(tx, id, draft.units)),
      ...(checked.ok ? {} : checked.errors),
      ...request.refused,
    };
    if (!checked.ok || Object.keys(errors).length > 0) {
      const version = theirs ? storedVersion : String(request.version);
      return unchanged({ kind: "invalid", draft, errors, version, theirs });
    }
    return written(tx, row, checked.values);
  });
  if (outcome.kind === "saved" && outcome.changed)
    for (const key of dropped) await forgetLocalCopy(key, request.dataDir).catch(() => {});
  return outcome;

  /** Writes the checked project over `row` (locked), with its audit line when anything changed. */
  async function written(tx: Transaction, row: ProjectRow, values: ProjectValues) {
    const before = await snapshot(tx, id);
    const now = new Date();
    await tx
      .update(projects)
      .set({
        number: values.number,
        status: values.status,
        delivery: values.delivery,
        publicAddress: values.publicAddress,
        street: values.street,
        houseNumber: values.houseNumber,
        boxNr: values.boxNr,
        zip: values.zip,
        city: values.city,
        cityNames: localizedSchema.parse(values.cityNames),
        countryId: values.countryId,
        latitude: unlessRounded(values.latitude, row.latitude),
        longitude: unlessRounded(values.longitude, row.longitude),
        externalUrl: values.externalUrl,
        updatedAt: now,
      })
      .where(eq(projects.id, id));
    await writeTexts(tx, id, values.texts);
    await writeUnits(tx, id, values.units);
    const change = {
      documents: values.documents,
      newDocuments: request.newDocument ? [{ bytes: request.newDocument, names: values.newDocumentNames }] : [],
    };
    dropped.push(...(await writeDocumentRows(tx, "project", id, change)));
    const changes = fieldChanges(before, await snapshot(tx, id));
    if (Object.keys(changes).length === 0) {
      // Saved as it was: the version stays (a colleague's open form stays current), nothing to audit.
      await tx.update(projects).set({ updatedAt: row.updatedAt }).where(eq(projects.id, id));
      return unchanged<SaveOutcome>({ kind: "saved", version: recordVersion(row.updatedAt), changed: false });
    }
    return changed<SaveOutcome>(
      { kind: "saved", version: recordVersion(now), changed: true },
      { action: "project.update", subject, changes },
      { announces: true },
    );
  }
}

async function writeTexts(tx: Transaction, id: number, texts: ProjectValues["texts"]): Promise<void> {
  const present = LANGUAGES.filter((language) => texts[language]);
  await tx
    .delete(projectTexts)
    .where(
      present.length > 0
        ? and(eq(projectTexts.projectId, id), notInArray(projectTexts.language, present))
        : eq(projectTexts.projectId, id),
    );
  for (const language of present) {
    const text = texts[language];
    if (!text) continue;
    await tx
      .insert(projectTexts)
      .values({ projectId: id, language, title: text.title, description: text.description })
      .onConflictDoUpdate({
        target: [projectTexts.projectId, projectTexts.language],
        set: { title: text.title, description: text.description },
      });
  }
}

async function writeUnits(tx: Transaction, id: number, units: ProjectValues["units"]): Promise<void> {
  const existing = new Set(
    (await tx.select({ id: projectUnits.id }).from(projectUnits).where(eq(projectUnits.projectId, id))).map(
      (row) => row.id,
    ),
  );
  const kept = units.flatMap((unit) => (unit.id !== null && existing.has(unit.id) ? [unit.id] : []));
  await tx
    .delete(projectUnits)
    .where(
      kept.length > 0
        ? and(eq(projectUnits.projectId, id), notInArray(projectUnits.id, kept))
        : eq(projectUnits.projectId, id),
    );
  for (const [position, unit] of units.entries()) {
    const fields = {
      position,
      name: unit.name,
      floor: unit.floor,
      status: unit.status,
      price: unit.price,
      surface: unit.surface,
      bedrooms: unit.bedrooms,
      propertyId: unit.propertyId,
    };
    if (unit.id !== null && existing.has(unit.id))
      await tx
        .update(projectUnits)
        .set(fields)
        .where(and(eq(projectUnits.id, unit.id), eq(projectUnits.projectId, id)));
    else await tx.insert(projectUnits).values({ projectId: id, ...fields });
  }
}
