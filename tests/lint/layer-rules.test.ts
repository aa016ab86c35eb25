// The layer rules of docs/decisions/0008-layers.md are lint rules (.oxlintrc.json). This proves they
// bite: each case writes one deliberate import into a throw-away copy of the tree's folders and lints
// it with the project's own configuration, so a rule that stopped matching fails here, not in review.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const oxlint = path.join(root, "node_modules", ".bin", "oxlint");

interface Diagnostic {
  code: string;
  filename: string;
  help?: string;
}

let sandbox: string;

beforeAll(() => {
  sandbox = fs.mkdtempSync(path.join(os.tmpdir(), "layer-rules-"));
  const config = JSON.parse(fs.readFileSync(path.join(root, ".oxlintrc.json"), "utf8"));
  // Import rules read the import's text alone: no type information is needed for them.
  delete config.options;
  fs.writeFileSync(path.join(sandbox, ".oxlintrc.json"), JSON.stringify(config));
});

afterAll(() => fs.rmSync(sandbox, { recursive: true, force: true }));

/** The restricted-import findings of oxlint for one file holding `source`. */
function restrictedImports(file: string, source: string): Promise<Diagnostic[]> {
  const target = path.join(sandbox, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, source);
  return new Promise((resolve, reject) => {
    execFile(oxlint, ["-c", ".oxlintrc.json", "-f", "json", file], { cwd: sandbox }, (error, stdout) => {
      fs.rmSync(target);
      try {
        const { diagnostics } = JSON.parse(stdout) as { diagnostics: Diagnostic[] };
        resolve(diagnostics.filter((d) => d.code === "eslint(no-restricted-imports)"));
      } catch {
        reject(error ?? new Error(`oxlint printed no JSON: ${stdout}`));
      }
    });
  });
}

const importing = (specifier: string, typeOnly = false) =>
  typeOnly
    ? `import type { Thing } from "${specifier}";\nexport type Used = Thing;\n`
    : `import { thing } from "${specifier}";\nexport const used = thing;\n`;

describe("the layer rules refuse", () => {
  it.each([
    ["a component importing server code", "app/components/listing/probe.tsx", "../../.server/db/client.ts", false],
    ["a component importing a server type", "app/components/listing/probe.tsx", "../../.server/catalog/x.ts", true],
    [
      "a component importing a *.server.ts module",
      "app/components/forms/probe.tsx",
      "../../i18n/messages.server.ts",
      false,
    ],
    ["a component importing a route", "app/components/frame/probe.tsx", "../../routes/home.tsx", false],
    ["a component importing a database package", "app/components/ui/probe.tsx", "pg", false],
    ["shared code importing a component", "app/shared/probe.ts", "../components/ui/icons.tsx", true],
    ["shared code importing server code", "app/shared/probe.ts", "../.server/db/client.ts", true],
    ["shared code importing a Node built-in", "app/shared/probe.ts", "node:fs", false],
    ["a domain rule importing a Node built-in", "app/domain/probe.ts", "node:fs/promises", false],
    ["a domain rule importing the ORM", "app/domain/probe.ts", "drizzle-orm", false],
    ["a domain rule importing shared view models", "app/domain/probe.ts", "../shared/listing-view.ts", true],
    ["a domain rule importing React", "app/domain/forms/probe.ts", "react", false],
    ["i18n importing server code", "app/i18n/probe.ts", "../.server/site-settings.ts", false],
    ["server code importing a component", "app/.server/catalog/probe.ts", "../../components/listing/gallery.tsx", true],
    ["server code importing the demo generator", "app/.server/probe.ts", "../../demo/seed-demo.ts", false],
    ["the HTTP server importing a component", "server/probe.ts", "../app/components/ui/icons.tsx", false],
  ])("%s", async (_case, file, specifier, typeOnly) => {
    const found = await restrictedImports(file, importing(specifier, typeOnly));
    expect(found).toHaveLength(1);
    expect(found[0]?.help).toMatch(/\S/);
  });
});

describe("the layer rules allow", () => {
  it.each([
    ["a component importing shared code", "app/components/listing/probe.tsx", "../../shared/listing-view.ts"],
    ["a component importing a domain rule", "app/components/listing/probe.tsx", "../../domain/energy-label.ts"],
    ["server code importing shared code and domain rules", "app/.server/catalog/probe.ts", "../../shared/localize.ts"],
    ["server code importing the database", "app/.server/catalog/probe.ts", "drizzle-orm"],
    ["a route importing server code", "app/routes/probe.tsx", "../.server/db/client.ts"],
    ["the demo generator importing server code", "demo/probe.ts", "../app/.server/db/schema.ts"],
  ])("%s", async (_case, file, specifier) => {
    expect(await restrictedImports(file, importing(specifier))).toEqual([]);
  });
});

describe("the site's own link", () => {
  const importingLink = 'import { Link, useNavigate } from "react-router";\nexport const used = [Link, useNavigate];\n';

  it.each([
    ["a component", "app/components/listing/probe.tsx"],
    ["a route", "app/routes/probe.tsx"],
  ])("is the only link %s may import: React Router's is refused", async (_case, file) => {
    const found = await restrictedImports(file, importingLink);
    expect(found).toHaveLength(1);
    expect(found[0]?.help).toMatch(/components\/ui\/link\.tsx/);
  });

  it("leaves the rest of React Router to everyone", async () => {
    const source = 'import { Form, useNavigate } from "react-router";\nexport const used = [Form, useNavigate];\n';
    expect(await restrictedImports("app/routes/probe.tsx", source)).toEqual([]);
  });
});
