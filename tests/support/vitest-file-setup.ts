// Runs before every test file. Test files share their worker's modules (isolate: false in
// vitest.config.ts: importing the app again for each file cost a third of the run), so what one file
// left in a module must not reach the next: the content the site keeps between requests (settings,
// the catalogue's index, the CSP's sources) was read from the previous file's database.
import { afterAll, beforeAll } from "vitest";
import { forgetContentCaches } from "../../app/.server/content-caches.ts";
import { removeMadeTempDirs } from "./throw-away-postgres.ts";

beforeAll(() => forgetContentCaches());
afterAll(() => forgetContentCaches());
// Registered before the file's own hooks, so run after them (Vitest runs afterAll hooks in reverse):
// its servers and sites are closed by then.
afterAll(() => removeMadeTempDirs());
