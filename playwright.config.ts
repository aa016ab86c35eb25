import net from "node:net";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, E2E_CHROMIUM_PATH } from "./tests/support/chromium.ts";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

// The port of the server under test, chosen once by the main process: the workers, which load this
// file again, inherit the variable and so agree on the base URL.
process.env.E2E_PORT ??= String(await freePort());

// End-to-end tests against the production build: the global setup starts a throw-away PostgreSQL
// cluster and the real server (`node build/main.js`, as `npm start` runs it) with the demo agency;
// specs run in Debian's Chromium (never a downloaded browser). Run `npm run build` first (`npm test`
// does).
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The aim is 30 s per test: long flows are split into tests that set up their own state, and
  // servers and clusters a spec starts for itself start in beforeAll hooks. Some back-office flows
  // still take longer on a busy two-core machine (docs/testing.md), so the limit stays a guard.
  timeout: 120_000,
  // One step may take most of a test's time: a sign-in hashes a password (scrypt) on two cores
  // other tests share. The test's own limit is what ends a wait that would never end.
  expect: { timeout: 20_000 },
  // The JSON report keeps every test's time: `npm run slowest-tests` lists the slowest (docs/testing.md).
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-results.json" }]],
  outputDir: "test-results",
  use: {
    browserName: "chromium",
    headless: true,
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    viewport: { width: 1280, height: 800 },
    screenshot: "only-on-failure",
    // Recording a trace makes the browser draw and encode every frame of every test, to keep the few
    // that fail: a sixth of the suite took 408 s with it and 332 s without (docs/testing.md). A run
    // that hunts a failure asks for it: `npx playwright test <spec> --trace retain-on-failure`.
    trace: "off",
  },
});
