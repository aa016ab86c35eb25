import path from "node:path";
import { describe, expect, it } from "vitest";
import { readEnv, seedsDemo } from "../app/.server/env.ts";
import { runToExit } from "../tests/support/run-to-exit.ts";

describe("readEnv", () => {
  it("has defaults for everything: the site runs with no configuration at all", () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "data",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(seedsDemo(env)).toBe(true);
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
      TRUST_PROXY: 1,
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
    ["PUBLIC_URL", "ftp://www.agency.be"],
    ["SEED_DEMO", "yes"],
    ["NODE_ENV", "staging"],
    ["HOST", ""],
  ])("refuses %s=%j with a message that names it", (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(new RegExp(`Invalid environment:[\\s\\S]*${name}`));
  });

  // Express reads a string as addresses: "1" would trust the address 0.0.0.1, that is nobody.
  it.each([
    ["1", 1],
    [" 2 ", 2],
    ["0", 0],
    ["true", true],
    ["false", false],
    ["loopback", ["loopback"]],
    ["loopback, uniquelocal", ["loopback", "uniquelocal"]],
    ["linklocal", ["linklocal"]],
    ["10.0.0.1", ["10.0.0.1"]],
    ["10.0.0.0/8,192.168.1.2", ["10.0.0.0/8", "192.168.1.2"]],
    ["fd00::/8, ::1", ["fd00::/8", "::1"]],
  ])("reads TRUST_PROXY=%j as Express's trust proxy %j", (value, expected) => {
    expect(readEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it("leaves TRUST_PROXY unset when it is empty", () => {
    expect(readEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBeUndefined();
    expect(readEnv({}).TRUST_PROXY).toBeUndefined();
  });

  it.each(["yes", "-1", "1.5", "10.0.0.0/33", "::1/129", "10.0.0.256", "loopback,", "localhost", "10.0.0.0/8/8"])(
    "refuses TRUST_PROXY=%j, saying what it accepts",
    (value) => {
      expect(() => readEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*hop count.*loopback.*CIDR/);
    },
  );

  it("names every bad value at once", () => {
    expect(() => readEnv({ PORT: "x", SEED_DEMO: "2" })).toThrow(/PORT[\s\S]*SEED_DEMO|SEED_DEMO[\s\S]*PORT/);
  });
});

// The rule itself is tested above, in-process. This checks only that the server applies it before
// anything else: it exits on its own, however long loading its modules takes on a busy machine.
// The test's timeout is a guard against a server that would hang instead of exiting.
const HANG_GUARD_MS = 120_000;

describe("seedsDemo", () => {
  // The demo accounts' passwords are in the README: a site served in https gets them only when asked.
  it.each([
    [{}, true],
    [{ PUBLIC_URL: "http://localhost:3000" }, true],
    [{ PUBLIC_URL: "https://www.agency.be" }, false],
    [{ PUBLIC_URL: "https://www.agency.be", SEED_DEMO: "1" }, true],
    [{ SEED_DEMO: "0" }, false],
    [{ PUBLIC_URL: "http://localhost:3000", SEED_DEMO: "0" }, false],
  ])("with %j: %s", (source, expected) => {
    expect(seedsDemo(readEnv(source))).toBe(expected);
  });
});

describe("the server with a bad environment", () => {
  it(
    "refuses to start, says why, and exits 1",
    async () => {
      const result = await runToExit("server/main.ts", [], {
        ...process.env,
        PORT: "not-a-port",
        DATABASE_URL: "",
        NODE_ENV: "production",
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/could not start: Invalid environment:[\s\S]*PORT/);
      expect(result.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    },
    HANG_GUARD_MS,
  );
});
