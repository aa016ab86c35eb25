import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./node-flags.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

describe("the server's Node flags", () => {
  it("are the ones `npm start` runs the server with, so tests and benchmarks measure what runs", () => {
    const packageJson = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(packageJson.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(" ")} server/main.ts`);
  });
});
