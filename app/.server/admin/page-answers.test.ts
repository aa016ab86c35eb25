// How a page screen's form is answered once saved: it starts again from what is stored, so a field
// taken from a save made meanwhile shows its new value, and the fields taken are named.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ADMIN_EDITING_MESSAGES } from "../../i18n/messages/admin-editing.ts";
import { parseSubmission } from "./form-reply.ts";
import { pageFormAnswer } from "./page-answers.ts";

const schema = z.object({ description: z.string(), title: z.string() });

function submitted(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return parseSubmission(formData, schema);
}

const context = {
  form: "page",
  done: "saved",
  userId: null,
  language: "nl" as const,
  e: ADMIN_EDITING_MESSAGES.nl,
  describe: (field: string) => ({ label: field, shown: (value: string) => value }),
  auditKeyOf: (field: string) => field,
};

describe("pageFormAnswer", () => {
  it("answers a save that took a field from another's save with a form that starts from what is stored", () => {
    const answer = pageFormAnswer(
      submitted({ description: "Opened with this", title: "Mine" }),
      { status: "done", value: { taken: ["description"] } },
      context,
    ) as unknown as { init: ResponseInit | null; data: { result: { initialValue: unknown }; together?: string } };
    expect(answer.init?.status).toBe(200);
    // Not what the form was opened with: the page's loader, read after the save, fills it.
    expect(answer.data.result.initialValue).toBeNull();
    expect(answer.data.together).toContain("description");
  });
});
