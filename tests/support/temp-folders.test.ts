import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { keepTempDir, makeTempDir, removeMadeTempDirs } from "./throw-away-postgres.ts";

describe("the temporary folders a test file makes", () => {
  it("are removed when the file is done, with what is in them", () => {
    const dir = makeTempDir("temp-folders-");
    fs.mkdirSync(`${dir}/inner`);
    fs.writeFileSync(`${dir}/inner/file.txt`, "left behind");
    removeMadeTempDirs();
    expect(fs.existsSync(dir)).toBe(false);
  });

  it("are left alone when kept for the process, and a folder removed already is skipped", () => {
    const kept = keepTempDir(makeTempDir("temp-folders-kept-"));
    const gone = makeTempDir("temp-folders-gone-");
    fs.rmSync(gone, { recursive: true });
    removeMadeTempDirs();
    expect(fs.existsSync(kept)).toBe(true);
    fs.rmSync(kept, { recursive: true });
  });
});
