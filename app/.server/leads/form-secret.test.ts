// The key that signs the forms' tokens (and from which the sign-in's key is derived): one set in the
// environment must be 32 characters or more; without one, a key of 48 random bytes is made once and
// kept beside the data, readable by the server's user alone.
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeTempDir } from "../../../tests/support/throw-away-postgres.ts";
import { readEnv } from "../env.ts";
import { formSecret } from "./lead-settings.ts";

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe("FORM_SECRET", () => {
  it("is refused shorter than 32 characters (128 bits and more), taken from 32", () => {
    expect(() => readEnv({ FORM_SECRET: "x".repeat(31) })).toThrow(/FORM_SECRET/);
    expect(() => readEnv({ FORM_SECRET: "short" })).toThrow(/FORM_SECRET/);
    expect(readEnv({ FORM_SECRET: "x".repeat(32) }).FORM_SECRET).toHaveLength(32);
  });

  it("the one set is the one used: nothing is generated", () => {
    const dataDir = makeTempDir("form-secret-");
    const secret = "a-test-secret-that-is-long-enough-to-sign";
    expect(formSecret({ FORM_SECRET: secret, dataDir })).toBe(secret);
    expect(() => statSync(path.join(dataDir, "secrets"))).toThrow();
  });
});

describe("a generated form secret", () => {
  it("is 48 random bytes (64 base64url characters), another for each data folder, kept and reused", () => {
    const first = makeTempDir("form-secret-");
    const second = makeTempDir("form-secret-");
    const secret = formSecret({ FORM_SECRET: undefined, dataDir: first });
    expect(secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(Buffer.from(secret, "base64url")).toHaveLength(48);
    expect(formSecret({ FORM_SECRET: undefined, dataDir: second })).not.toBe(secret);
    // After a restart, the same key: forms shown before still go through.
    expect(formSecret({ FORM_SECRET: undefined, dataDir: first })).toBe(secret);
    expect(readFileSync(path.join(first, "secrets", "form-secret"), "utf8")).toBe(secret);
  });

  it("is kept for the server's user alone: file 0600 in a folder 0700", () => {
    const dataDir = makeTempDir("form-secret-");
    formSecret({ FORM_SECRET: undefined, dataDir });
    expect(mode(path.join(dataDir, "secrets"))).toBe("700");
    expect(mode(path.join(dataDir, "secrets", "form-secret"))).toBe("600");
  });

  it("a kept key shorter than 32 characters is replaced by a new one, never used", () => {
    const dataDir = makeTempDir("form-secret-");
    mkdirSync(path.join(dataDir, "secrets"), { recursive: true, mode: 0o700 });
    writeFileSync(path.join(dataDir, "secrets", "form-secret"), "weak-key", { mode: 0o600 });
    const secret = formSecret({ FORM_SECRET: undefined, dataDir });
    expect(secret).not.toBe("weak-key");
    expect(secret).toHaveLength(64);
  });
});
