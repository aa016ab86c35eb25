import { useEffect, useRef } from "react";
import type { ProjectDraft } from "../../domain/forms/project-draft.ts";
import { fill } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import type { EditingMessages } from "../../i18n/messages/admin-editing.ts";
import type { AdminProjectsMessages } from "../../i18n/messages/admin-projects.ts";
import type { EditConflictView } from "../../shared/edit-conflict-view.ts";
import { type ConflictChange, EditConflict } from "./edit-conflict.tsx";

/** What the editor's action answers when it did not save: the form as typed, and why. */
export interface ProjectEditorAnswer {
  kind: "draft" | "invalid" | "conflict";
  draft: ProjectDraft;
  /** By field path: a ProjectFieldProblem, or "document:<DocumentProblem>" for the chosen file. */
  errors: Record<string, string>;
  version: string;
  /** The fields' fingerprints the form goes on with (after a conflict: as stored now). */
  base: string;
  /** The fields both saves changed differently, to choose; the fields taken from the other save. */
  choices?: EditConflictView;
  /** A file was chosen but not stored: it must be chosen again. */
  fileDropped: boolean;
  /** Tells the page to start its form again from this answer. */
  revision: string;
  changes: ConflictChange[];
}

const UNIT_COLUMNS: Record<string, keyof AdminProjectsMessages["editor"]> = {
  name: "unitName",
  floor: "floor",
  status: "unitStatus",
  price: "price",
  surface: "surface",
  bedrooms: "bedrooms",
};

const FIELD_IDS: Record<string, string> = {
  number: "project-number",
  delivery: "project-delivery",
  status: "project-status",
  externalUrl: "project-external-url",
  street: "project-street",
  houseNumber: "project-house-number",
  boxNr: "project-box",
  zip: "project-zip",
  latitude: "project-latitude",
  longitude: "project-longitude",
  units: "unit-add",
  documents: "document-new-file",
  "newDocument.file": "document-new-file",
  "newDocument.names": "document-new-name-nl",
};

/** A field key of an audit line or an error ("title.de", "units") named in the staff member's language. */
export function projectFieldLabel(p: AdminProjectsMessages, field: string): string {
  const [name, language] = field.split(".");
  const label = p.fields[name ?? ""] ?? field;
  return language ? `${label} (${language.toUpperCase()})` : label;
}

/**
 * Where an error's field is, and its name: the form starts again from the answer, so a row's
 * fields carry the ids of its place ("row-2").
 */
function errorLink(p: AdminProjectsMessages, key: string): { href: string; label: string } {
  const e = p.editor;
  const parts = key.split(".");
  const [head, second, third] = parts;
  if (head === "texts" && second && third)
    return { href: `#texts-${second}-${third}`, label: projectFieldLabel(p, `${third}.${second}`) };
  if (head === "cityNames" && second)
    return { href: `#project-city-${second}`, label: projectFieldLabel(p, `cityNames.${second}`) };
  if (head === "units" && second && third) {
    const column = e[UNIT_COLUMNS[third] ?? "unitName"] as string;
    const href = third === "name" ? `#row-${second}-first` : `#unit-row-${second}-${third}`;
    return { href, label: `${fill(e.unit, { number: Number(second) + 1 })}: ${column}` };
  }
  if (head === "documents" && second)
    return { href: `#document-row-${second}-name-nl`, label: fill(e.document, { number: Number(second) + 1 }) };
  if (head === "newDocument") return { href: `#${FIELD_IDS[key]}`, label: third ? e.newDocument : e.file };
  return { href: `#${FIELD_IDS[key] ?? ""}`, label: projectFieldLabel(p, key) };
}

/**
 * Why the form was not saved (refused fields listed with links to them, someone else's save, a row
 * moved without JavaScript), or what was done. It takes the focus when an answer arrives, so it is
 * read out and in view wherever the button that sent the form was.
 */
export function ProjectOutcome({
  answer,
  notice,
  p,
  e,
  language,
  problem,
}: {
  answer: ProjectEditorAnswer | undefined;
  notice: "created" | "saved" | null;
  p: AdminProjectsMessages;
  e: EditingMessages;
  language: Language;
  problem: (code: string | undefined) => string | undefined;
}) {
  const box = useRef<HTMLDivElement>(null);
  const revision = answer?.revision;
  useEffect(() => {
    if (revision) box.current?.focus();
  }, [revision]);
  let content: React.ReactNode = null;
  if (answer?.kind === "conflict" && answer.choices)
    content = answer.fileDropped ? <p className="form-alert">{p.editor.documentNotAdded}</p> : null;
  else if (answer?.kind === "conflict")
    content = (
      <>
        <EditConflict
          changes={answer.changes}
          m={e}
          language={language}
          fieldLabel={(field) => projectFieldLabel(p, field)}
        />
        {answer.fileDropped ? <p className="form-alert">{p.editor.documentNotAdded}</p> : null}
      </>
    );
  else if (answer?.kind === "invalid")
    content = (
      <div className="form-alert admin-error-summary" role="alert">
        <p>{e.invalid}</p>
        <ul>
          {Object.entries(answer.errors).map(([key, code]) => {
            const link = errorLink(p, key);
            return (
              <li key={key}>
                <a href={link.href}>
                  {link.label}: {problem(code)}
                </a>
              </li>
            );
          })}
        </ul>
        {answer.fileDropped ? <p>{p.editor.documentNotAdded}</p> : null}
      </div>
    );
  else if (answer?.kind === "draft")
    content = (
      <div className="form-alert">
        <p>{p.editor.draft}</p>
        {answer.fileDropped ? <p>{p.editor.documentNotAdded}</p> : null}
      </div>
    );
  else if (notice === "created") content = <output className="form-success">{p.editor.created}</output>;
  else if (notice === "saved") content = <output className="form-success">{e.saved}</output>;
  return (
    <div ref={box} tabIndex={-1} className="admin-outcome">
      {content}
    </div>
  );
}
