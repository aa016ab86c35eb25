import { describe, expect, it } from "vitest";
import { nameFromFileName } from "./document-form.ts";

describe("a document named after its file", () => {
  it.each([
    ["EPC-attest.pdf", "EPC-attest"],
    ["bodem_attest_2024.PDF", "bodem attest 2024"],
    ["C:\\Users\\agent\\Plannen gelijkvloers.pdf", "Plannen gelijkvloers"],
    ["map/keuring  elektriciteit.pdf", "keuring elektriciteit"],
    [".pdf", "document"],
    ["", "document"],
    ["plan.pdf.pdf", "plan.pdf"],
    [`${"a".repeat(200)}.pdf`, "a".repeat(120)],
  ])("%s is named %s", (file, name) => {
    expect(nameFromFileName(file)).toBe(name);
  });
});
