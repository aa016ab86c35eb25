import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readEnv } from "../app/.server/env.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

describe("readEnv", () => {
  it("has defaults for everything: the site runs with no configuration at all", () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      SEED_DEMO: "1",
      DATA_DIR: "data",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toBe(path.resolve("data"));
  });

  it("reads the values it is given", () => {
    const env = readEnv({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATABASE_URL: "postgresql://site:secret@db.internal:5432/site",
      DATA_DIR: "/var/lib/site",
      PUBLIC_URL: "https://www.agency.be",
      TRUST_PROXY: "1",
      SEED_DEMO: "0",
    });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      TRUST_PROXY: "1",
      SEED_DEMO: "0",
      dataDir: "/var/lib/site",
    });
    expect(env.DATABASE_URL).toBe("postgresql://site:secret@db.internal:5432/site");
  });

  it.each([
    ["PORT", "http"],
    ["PORT", "70000"],
    ["PORT", "-1"],
    ["DATABASE_URL", "mysql://localhost/site"],
    ["PUBLIC_URL", "www.agency.be"],
    ["SEED_DEMO", "yes"],
    ["NODE_ENV", "staging"],
    ["HOST", ""],
  ])("refuses %s=%j with a message that names it", (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(new RegExp(`Invalid environment:[\\s\\S]*${name}`));
  });

  it("names every bad value at once", () => {
    expect(() => readEnv({ PORT: "x", SEED_DEMO: "2" })).toThrow(/PORT[\s\S]*SEED_DEMO|SEED_DEMO[\s\S]*PORT/);
  });
});

describe("the server with a bad environment", () => {
  it("refuses to start, says why, and exits 1", () => {
    const result = spawnSync(process.execPath, [path.join(root, "server/main.ts")], {
      env: { ...process.env, PORT: "not-a-port", DATABASE_URL: "", NODE_ENV: "production" },
      encoding: "utf8",
      timeout: 15_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/could not start: Invalid environment:[\s\S]*PORT/);
    expect(result.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });
});
