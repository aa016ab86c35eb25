import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-rules.ts";

describe("passwordProblem", () => {
  it("accepts a long password typed the same twice", () => {
    expect(passwordProblem("zennevallei in de lente", "zennevallei in de lente")).toBeNull();
  });

  it("names what is wrong, the length first", () => {
    expect(passwordProblem("kort", "anders")).toBe("passwordTooShort");
    expect(passwordProblem("lang genoeg wachtwoord", "lang genoeg wachtwoorD")).toBe("passwordsDiffer");
  });

  it("refuses the passwords every guessing list starts with, whatever their case", () => {
    expect(passwordProblem("Wachtwoord123", "Wachtwoord123")).toBe("passwordCommon");
    expect(passwordProblem("zzzzzzzzzzzz", "zzzzzzzzzzzz")).toBe("passwordCommon");
  });
});
