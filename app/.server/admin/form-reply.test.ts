// The back office's form answer (form-reply.ts) as a page gets it: the typed values and the error
// keys for a refused form, a list button's new rows without a save, a saved form started afresh.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { requiredText, wholeNumber } from "../../domain/admin-forms/admin-fields.ts";
import { formReply, parseSubmission } from "./form-reply.ts";

const schema = z.object({
  title: requiredText(20),
  rows: z.array(z.object({ label: requiredText(20), area: wholeNumber("area", 1, 100_000) })).max(5, "tooLarge"),
});

function form(fields: [string, string][]): FormData {
  const formData = new FormData();
  for (const [name, value] of fields) formData.append(name, value);
  return formData;
}

function replyOf<Body>(response: { init: ResponseInit | null; data: Body }) {
  return { status: response.init?.status, body: response.data };
}

describe("formReply", () => {
  it("sends a refused form back with what was typed and each field's error key, as a 400", async () => {
    const submission = parseSubmission(
      form([
        ["title", ""],
        ["rows[0].label", "Living"],
        ["rows[0].area", "1,250"],
      ]),
      schema,
    );
    const { status, body } = replyOf(formReply(submission));
    expect(status).toBe(400);
    expect(body.form).toBe("form");
    // An empty input is sent back as nothing: its field shows empty again.
    expect(body.result.initialValue).toEqual({ rows: [{ label: "Living", area: "1,250" }] });
    expect(body.result.error).toMatchObject({
      title: ["required"],
      // A whole number: of "1,250" only 1250 can be meant, and the page asks to write it "1.250".
      "rows[0].area": ["numberUnclear|area|1250"],
    });
  });

  it("reads a number typed the Belgian way", () => {
    const submission = parseSubmission(
      form([
        ["title", "Villa"],
        ["rows[0].label", "Tuin"],
        ["rows[0].area", "1.250"],
      ]),
      schema,
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" ? submission.value : null).toEqual({
      title: "Villa",
      rows: [{ label: "Tuin", area: 1250 }],
    });
  });

  it("answers a list button (add, remove) with the new rows, the typing kept, and saves nothing", async () => {
    const typed: [string, string][] = [
      ["title", "Villa"],
      ["rows[0].label", "Living"],
      ["rows[0].area", "40"],
      ["rows[1].label", "Tuin"],
      ["rows[1].area", "300"],
    ];
    const added = parseSubmission(
      form([...typed, ["__intent__", JSON.stringify({ type: "insert", payload: { name: "rows" } })]]),
      schema,
    );
    expect(added.status).toBeUndefined();
    const addReply = replyOf(formReply(added));
    expect(addReply.status).toBe(200);
    expect(addReply.body.result.initialValue?.rows).toEqual([
      { label: "Living", area: "40" },
      { label: "Tuin", area: "300" },
      undefined,
    ]);

    const removed = parseSubmission(
      form([...typed, ["__intent__", JSON.stringify({ type: "remove", payload: { name: "rows", index: 0 } })]]),
      schema,
    );
    expect(removed.status).toBeUndefined();
    const removeReply = replyOf(formReply(removed));
    expect(removeReply.status).toBe(200);
    expect(removeReply.body.result.initialValue?.rows).toEqual([{ label: "Tuin", area: "300" }]);
  });

  it("refuses what only the server knows (an address taken) as a 400 with the page's key", async () => {
    const submission = parseSubmission(form([["title", "Villa"]]), schema.pick({ title: true }));
    const { status, body } = replyOf(formReply(submission, { form: "invite", formErrors: ["taken"] }));
    expect(status).toBe(400);
    expect(body.form).toBe("invite");
    expect(body.result.error).toEqual({ "": ["taken"] });
    expect(body.result.initialValue).toEqual({ title: "Villa" });
  });

  it("answers with the status the caller gives, and its headers: a busy server's 503 with when to try again", async () => {
    const submission = parseSubmission(form([["title", "Villa"]]), schema.pick({ title: true }));
    const busy = formReply(submission, {
      fieldErrors: { photo: ["photoBusy"] },
      status: 503,
      headers: { "Retry-After": "30" },
    });
    expect(busy.init?.status).toBe(503);
    expect(new Headers(busy.init?.headers).get("Retry-After")).toBe("30");
    expect(busy.data.result.error).toEqual({ photo: ["photoBusy"] });
    // Without a status of its own, a refusal is a 400 and carries no extra header.
    const refused = formReply(submission, { fieldErrors: { photo: ["photoBusy"] } });
    expect(refused.init?.status).toBe(400);
    expect(refused.init?.headers).toBeUndefined();
  });

  it("answers a save that met someone else's with 409, even when the form it sends back has no error", async () => {
    const merged = parseSubmission(form([["title", "Villa"]]), schema.pick({ title: true }));
    expect(merged.status).toBe("success");
    const { status, body } = replyOf(formReply(merged, { status: 409 }, { outcome: "conflict" }));
    expect(status).toBe(409);
    expect(body.outcome).toBe("conflict");
    expect(body.result.initialValue).toEqual({ title: "Villa" });
  });

  it("starts a saved form afresh and carries the outcome the page shows", async () => {
    const submission = parseSubmission(form([["title", "Villa"]]), schema.pick({ title: true }));
    const { status, body } = replyOf(formReply(submission, { resetForm: true }, { invited: "an@example.be" }));
    expect(status).toBe(200);
    expect(body.invited).toBe("an@example.be");
    expect(body.result.initialValue).toBeNull();
  });
});
