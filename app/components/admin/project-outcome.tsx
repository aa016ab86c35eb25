// What the project editor's action answered when it did not save, above the form: the refused
// fields listed with links to them, someone else's save, a document not added; or what was done.
import { useEffect, useRef } from "react";
import { fill } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import type { EditingMessages } from "../../i18n/messages/admin-editing.ts";
import type { AdminFormTexts } from "../../i18n/messages/admin-forms/types.ts";
import type { AdminProjectsMessages } from "../../i18n/messages/admin-projects.ts";
import type { EditConflictView } from "../../shared/edit-conflict-view.ts";
import { adminErrorText } from "./admin-form.ts";
import { addRowButtonId } from "./admin-rows.tsx";
import { NEW_DOCUMENT_FILE_ID } from "./document-rows.tsx";
import { type ConflictChange, EditConflict } from "./edit-conflict.tsx";

/** The form's id: its fields' ids are "project-<name>" ("project-units[0].price"). */
export const PROJECT_FORM_ID = "project";

/** What the editor's action answers besides Conform's reply, when it did not save. */
export interface ProjectEditorAnswer {
  /** A list button without JavaScript (nothing saved), a refused form, or someone else's save. */
  kind: "draft" | "invalid" | "conflict";
  version: string;
  /** The fields' fingerprints the form goes on with (after a conflict: as stored now). */
  base: string;
  /** The fields both saves changed differently, to choose; the fields taken from the other save. */
  choices?: EditConflictView;
  /** A file was chosen but not stored: it must be chosen again. */
  fileDropped: boolean;
  /** The chosen file's refusal, worded. */
  fileRefusal?: string;
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
  propertyId: "unitListing",
};

/** A field key of an audit line or an error ("title.de", "units") named in the staff member's language. */
export function projectFieldLabel(p: AdminProjectsMessages, field: string): string {
  const [name, language] = field.split(".");
  const label = p.fields[name ?? ""] ?? field;
  return language ? `${label} (${language.toUpperCase()})` : label;
}

/** Where a refused field is (the form kit's ids), and its name. */
function errorLink(p: AdminProjectsMessages, key: string): { href: string; label: string } {
  const e = p.editor;
  const field = (name: string) => `#${PROJECT_FORM_ID}-${name}`;
  const row = /^(units|documents)\[(\d+)\](?:\.(\w+))?/.exec(key);
  if (row) {
    const [, list, index, column = ""] = row;
    const number = Number(index) + 1;
    if (list === "documents")
      return { href: field(`documents[${index}].names.nl`), label: fill(e.document, { number }) };
    const label = `${fill(e.unit, { number })}: ${e[UNIT_COLUMNS[column] ?? "unitName"] as string}`;
    return { href: field(key), label };
  }
  const [head = "", second, third] = key.split(".");
  if (head === "texts" && second && third)
    return { href: field(key), label: projectFieldLabel(p, `${third}.${second}`) };
  if (head === "cityNames" && second) return { href: field(key), label: projectFieldLabel(p, key) };
  if (key === "units") return { href: `#${addRowButtonId(PROJECT_FORM_ID, "units")}`, label: e.units };
  if (key.startsWith("newDocument.names")) return { href: field("newDocument.names.nl"), label: e.newDocument };
  if (key === "newDocument.file" || key === "documents") return { href: `#${NEW_DOCUMENT_FILE_ID}`, label: e.file };
  return { href: field(key), label: projectFieldLabel(p, key) };
}

/**
 * Why the form was not saved, or what was done. It takes the focus when an answer arrives, so it is
 * read out and in view wherever the button that sent the form was.
 */
export function ProjectOutcome({
  answer,
  errors,
  notice,
  p,
  e,
  f,
  language,
}: {
  answer: ProjectEditorAnswer | undefined;
  /** Conform's errors of the answer, by field name. */
  errors: Record<string, string[] | null> | undefined;
  notice: "created" | "saved" | null;
  p: AdminProjectsMessages;
  e: EditingMessages;
  f: AdminFormTexts;
  language: Language;
}) {
  const box = useRef<HTMLDivElement>(null);
  const revision = answer?.revision;
  useEffect(() => {
    if (revision) box.current?.focus();
  }, [revision]);
  const dropped = answer?.fileDropped ? <p className="form-alert">{p.editor.documentNotAdded}</p> : null;
  const refused = Object.entries(errors ?? {}).filter(
    (entry): entry is [string, string[]] => entry[0] !== "" && (entry[1]?.length ?? 0) > 0,
  );
  let content: React.ReactNode = null;
  if (answer?.kind === "conflict" && answer.choices) content = dropped;
  else if (answer?.kind === "conflict")
    content = (
      <>
        <EditConflict
          changes={answer.changes}
          m={e}
          language={language}
          fieldLabel={(field) => projectFieldLabel(p, field)}
        />
        {dropped}
      </>
    );
  else if (answer?.kind === "invalid")
    content = (
      <div className="form-alert admin-error-summary" role="alert">
        <p>{e.invalid}</p>
        <ul>
          {refused.map(([key, keys]) => {
            const link = errorLink(p, key);
            const said = key === "newDocument.file" ? answer.fileRefusal : adminErrorText(keys[0] ?? "", f, p.problems);
            return (
              <li key={key}>
                <a href={link.href}>
                  {link.label}: {said}
                </a>
              </li>
            );
          })}
        </ul>
        {answer.fileDropped ? <p>{p.editor.documentNotAdded}</p> : null}
      </div>
    );
  else if (answer?.kind === "draft") content = dropped;
  else if (notice === "created") content = <output className="form-success">{p.editor.created}</output>;
  else if (notice === "saved") content = <output className="form-success">{e.saved}</output>;
  return (
    <div ref={box} tabIndex={-1} className="admin-outcome">
      {content}
    </div>
  );
}
