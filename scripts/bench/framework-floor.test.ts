import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { projectRoot } from "../../tests/support/start-server.ts";
import { buildFloorApp, FLOOR_PAGE_PATH, startFloorServer } from "./framework-floor.ts";

// The floor compares React alone with React Router rendering the same page: both must send the
// same page, or the comparison says nothing.
const buildDir = path.join(projectRoot, "build/framework-floor", `test-${process.pid}`);
const servers: { url: string; stop(): void }[] = [];

beforeAll(async () => {
  buildFloorApp(3, buildDir);
  // One at a time, so that afterAll stops the first even when the second fails to start.
  servers.push(await startFloorServer("serve-react.ts"));
  servers.push(await startFloorServer("serve-router.ts", [buildDir]));
}, 60_000);

afterAll(() => {
  for (const server of servers) server.stop();
  fs.rmSync(buildDir, { recursive: true, force: true });
});

const mainOf = (html: string) => /<main>.*<\/main>/s.exec(html)?.[0] ?? "";

test("React alone and the React Router app render the same 24 cards", async () => {
  const [react, router] = await Promise.all(
    servers.map(async (server) => {
      const answer = await fetch(`${server.url}${FLOOR_PAGE_PATH}`);
      expect(answer.status).toBe(200);
      return answer.text();
    }),
  );
  const cards = mainOf(react ?? "");
  expect(cards.match(/<li><a href="\/nl\/te-koop\/halle\//g)).toHaveLength(24);
  expect(mainOf(router ?? "")).toBe(cards);
  // Only the React Router page carries scripts (what hydrates it in a browser).
  expect(router).toContain('<script type="module"');
  expect(react).not.toContain("<script");
});

test("the React Router app has as many routes as it was built with", async () => {
  const other = await fetch(`${servers[1]?.url}nl/pagina-1/onderdeel-1/`);
  expect(other.status).toBe(200);
  expect(await other.text()).toContain("Een andere pagina");
  const beyond = await fetch(`${servers[1]?.url}nl/pagina-2/onderdeel-2/`);
  expect(beyond.status).toBe(404);
});
