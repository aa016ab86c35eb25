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
  buildFloorApp("site", buildDir);
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

test("the React Router page carries its loader's data, for the browser to hydrate from", async () => {
  const router = await (await fetch(`${servers[1]?.url}${FLOOR_PAGE_PATH}`)).text();
  // The data streamed into the page (React Router's turbo-stream), with each card's description.
  expect(router).toContain("window.__reactRouterContext.streamController.enqueue");
  expect(router.match(/Lichtrijk appartement op de tweede verdieping/g)?.length).toBeGreaterThanOrEqual(48);
  expect(Number((await fetch(`${servers[1]?.url}${FLOOR_PAGE_PATH}`)).headers.get("content-length"))).toBe(
    Buffer.byteLength(router),
  );
});

test("the React Router app has the site's routes", async () => {
  const other = await fetch(`${servers[1]?.url}nl/contact/`);
  expect(other.status).toBe(200);
  expect(await other.text()).toContain("Een andere pagina");
  const detail = await fetch(`${servers[1]?.url}nl/te-koop/halle/een-huis/12/`);
  expect(detail.status).toBe(200);
});
