// A record's notes for the agency (a request's, a contact's): the form that adds one, then the notes
// in the order the loader gives them.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { leadNoteSchema } from "../../domain/admin-forms/lead-forms.ts";
import { dateTimeFormat } from "../../i18n/dates.ts";
import { fill } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import type { AdminFormTexts } from "../../i18n/messages/admin-forms/types.ts";
import { AdminField } from "./admin-field.tsx";
import { useAdminForm } from "./admin-form.ts";

/** A note as a loader hands it to the page. */
export interface NoteView {
  id: number;
  author: string;
  text: string;
  /** ISO time. */
  createdAt: string;
}

/** A stored note (a request's or a contact's row) as the page shows it. */
export function noteView(note: { id: number; authorName: string; text: string; createdAt: Date }): NoteView {
  return { id: note.id, author: note.authorName, text: note.text, createdAt: note.createdAt.toISOString() };
}

export interface NoteTexts {
  notes: string;
  newNote: string;
  addNote: string;
  noNotes: string;
  /** "{name}, {date}" */
  noteBy: string;
}

export function AdminNotes({
  id,
  notes,
  lastResult,
  t,
  f,
  language,
}: {
  /** The form's id, unique on the page. */
  id: string;
  notes: readonly NoteView[];
  /** The answer to this form's last post (its errors, or a reset after a note was added). */
  lastResult: SubmissionResult<string[]> | undefined;
  t: NoteTexts;
  f: AdminFormTexts;
  language: Language;
}) {
  const [form, fields] = useAdminForm({ id, schema: leadNoteSchema, lastResult });
  return (
    <>
      <h2>{t.notes}</h2>
      <Form method="post" className="admin-note-form" {...getFormProps(form)}>
        <AdminField meta={fields.note} label={t.newNote} texts={f} kind="textarea" rows={4} />
        <button type="submit" name="intent" value="note" className="btn btn-accent">
          {t.addNote}
        </button>
      </Form>
      <NoteList notes={notes} t={t} language={language} />
    </>
  );
}

/** The notes, the newest first as the loader gives them (or that there are none yet). */
export function NoteList({ notes, t, language }: { notes: readonly NoteView[]; t: NoteTexts; language: Language }) {
  const date = dateTimeFormat(language, { dateStyle: "long", timeStyle: "short" });
  if (notes.length === 0) return <p>{t.noNotes}</p>;
  return (
    <ul className="admin-list admin-notes">
      {notes.map((note) => (
        <li key={note.id}>
          <p className="admin-note-meta">
            {fill(t.noteBy, { name: note.author, date: date.format(new Date(note.createdAt)) })}
          </p>
          <p className="admin-note-text">{note.text}</p>
        </li>
      ))}
    </ul>
  );
}
