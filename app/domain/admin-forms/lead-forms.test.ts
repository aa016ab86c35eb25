// A lead's note as the lead's page takes it, on the server and in the browser.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { MAX_NOTE_LENGTH } from "../lead-handling.ts";
import { leadHandlingSchema, leadNoteSchema, MAX_FILTER_NAME_LENGTH, savedFilterSchema } from "./lead-forms.ts";
import { taskSchema, visitTaskSchema } from "./task-forms.ts";

function parse(note: string) {
  const formData = new FormData();
  formData.append("note", note);
  return parseWithZod(formData, { schema: leadNoteSchema });
}

describe("leadNoteSchema", () => {
  it("keeps a note's lines and its markup as text, trimmed", () => {
    const submission = parse("  <i>Teruggebeld</i>:\nbezoek vrijdag\tom 10 uur \n");
    expect(submission.status === "success" ? submission.value : submission.error).toEqual({
      note: "<i>Teruggebeld</i>:\nbezoek vrijdag\tom 10 uur",
    });
  });

  it.each([
    ["", "required"],
    [" \n ", "required"],
    ["x".repeat(MAX_NOTE_LENGTH + 1), "tooLong"],
    ["belde\u0000terug", "controlCharacters"],
  ])("refuses %j with %s", (note, key) => {
    const submission = parse(note);
    expect(submission.status === "error" ? submission.error : submission.status).toEqual({ note: [key] });
  });
});

function parseForm<Schema extends Parameters<typeof parseWithZod>[1]["schema"]>(
  schema: Schema,
  values: Record<string, string>,
) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) formData.append(name, value);
  return parseWithZod(formData, { schema });
}

describe("leadHandlingSchema", () => {
  it("reads the status, the assignee, a note and the follow-up's day; empty ones as none", () => {
    const full = parseForm(leadHandlingSchema, {
      status: "in-progress",
      assignee: "u_Els-1",
      note: " Teruggebeld ",
      followUpOn: "2026-12-07",
    });
    expect(full.status === "success" ? full.value : full.error).toEqual({
      status: "in-progress",
      assignee: "u_Els-1",
      note: "Teruggebeld",
      followUpOn: "2026-12-07",
    });
    const bare = parseForm(leadHandlingSchema, { status: "new", assignee: "", note: "  ", followUpOn: "" });
    expect(bare.status === "success" ? bare.value : bare.error).toEqual({
      status: "new",
      assignee: null,
      note: null,
      followUpOn: null,
    });
  });

  it.each([
    [{ status: "closed" }, { status: ["chooseOne"] }],
    [{ status: "new", followUpOn: "2026-02-30" }, { followUpOn: ["date"] }],
    [{ status: "new", followUpOn: "7/12/2026" }, { followUpOn: ["date"] }],
    [{ status: "new", assignee: "x' or 1=1" }, { assignee: ["chooseOne"] }],
    [{ status: "new", note: "x".repeat(MAX_NOTE_LENGTH + 1) }, { note: ["tooLong"] }],
  ])("refuses %j", (values, errors) => {
    const submission = parseForm(leadHandlingSchema, values);
    expect(submission.status === "error" ? submission.error : submission.status).toEqual(errors);
  });
});

describe("savedFilterSchema", () => {
  it.each([
    ["Mijn nieuwe", { name: "Mijn nieuwe" }],
    ["", { name: ["required"] }],
    ["x".repeat(MAX_FILTER_NAME_LENGTH + 1), { name: ["tooLong"] }],
  ])("%j", (name, expected) => {
    const submission = parseForm(savedFilterSchema, { name });
    expect(submission.status === "success" ? submission.value : submission.error).toEqual(expected);
  });
});

describe("taskSchema and visitTaskSchema", () => {
  it("takes a task with its day, for nobody when no one is chosen", () => {
    const task = parseForm(taskSchema, { title: "Sleutels ophalen", dueOn: "2026-12-04", assignee: "" });
    expect(task.status === "success" ? task.value : task.error).toEqual({
      title: "Sleutels ophalen",
      dueOn: "2026-12-04",
      assignee: null,
    });
    const visit = parseForm(visitTaskSchema, { booking: "12", title: "", dueOn: "2026-12-04" });
    expect(visit.status === "success" ? visit.value : visit.error).toEqual({
      booking: 12,
      title: null,
      dueOn: "2026-12-04",
    });
  });

  it("refuses a task without what or when", () => {
    const task = parseForm(taskSchema, { title: " ", dueOn: "" });
    expect(task.status === "error" ? task.error : task.status).toEqual({ title: ["required"], dueOn: ["required"] });
    const visit = parseForm(visitTaskSchema, { booking: "12", dueOn: "morgen" });
    expect(visit.status === "error" ? visit.error : visit.status).toEqual({ dueOn: ["date"] });
  });
});
