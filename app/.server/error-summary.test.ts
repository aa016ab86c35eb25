import { describe, expect, it } from "vitest";
import { errorFrames, errorSummary } from "./error-summary.ts";

describe("errorSummary", () => {
  it("names a failed query by its kind and PostgreSQL's code, without its text or parameters", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" });
    const error = new Error("Failed query: insert into leads ... params: An Peeters,an@example.be", { cause });
    expect(errorSummary(error)).toBe("Error ← Error 22021");
    expect(errorSummary(error)).not.toContain("Peeters");
  });

  it("keeps a code only when it looks like one", () => {
    expect(errorSummary(Object.assign(new TypeError("x"), { code: "ERR_INVALID_ARG_TYPE" }))).toBe(
      "TypeError ERR_INVALID_ARG_TYPE",
    );
    expect(errorSummary(Object.assign(new Error("x"), { code: "an@example.be is taken" }))).toBe("Error");
    expect(errorSummary("a thrown string with a name in it")).toBe("string");
  });

  it("names a mail server's refusal by its codes, never its words (which quote the recipient)", () => {
    const refusal = Object.assign(new Error("550 5.1.1 <an@example.be>: Recipient address rejected"), {
      code: "EENVELOPE",
      responseCode: 550,
    });
    expect(errorSummary(refusal)).toBe("Error EENVELOPE 550");
  });
});

describe("errorFrames", () => {
  it("gives the stack's first frames without the message's lines", () => {
    const error = new Error("Failed query: select 1\nparams: An Peeters");
    const frames = errorFrames(error);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every((frame) => frame.startsWith("at "))).toBe(true);
    expect(frames.join("\n")).not.toContain("Peeters");
  });
});
