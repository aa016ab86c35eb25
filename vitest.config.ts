import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and integration tests beside the code they test. End-to-end tests (tests/e2e) run in
// Playwright against the production build.
export default defineConfig({
  resolve: {
    alias: {
      "virtual:react-router/server-build": fileURLToPath(
        new URL("tests/support/server-build-stub.ts", import.meta.url),
      ),
    },
  },
  test: {
    include: [
      "app/**/*.test.ts",
      "server/**/*.test.ts",
      "demo/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/lint/**/*.test.ts",
      "tests/support/**/*.test.ts",
    ],
    exclude: ["**/node_modules/**", "build/**", "tests/e2e/**"],
    environment: "node",
    globalSetup: ["tests/support/vitest-global-setup.ts"],
    // Two cores: two forks keep both busy without thrashing.
    pool: "forks",
    maxWorkers: 2,
    // Test files run one after another in their worker's module scope instead of importing the app
    // again each: the imports were a third of the run. No file mocks a module or changes the
    // environment of its process; each sets the database and settings it uses in its own hooks, and
    // the caches kept between requests are dropped before each file (vitest-file-setup.ts).
    isolate: false,
    setupFiles: ["tests/support/vitest-file-setup.ts"],
    // A test may take 30 s at most; hooks start clusters and servers and get a generous guard.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Test files that start processes must not leave them behind; make hangs visible.
    teardownTimeout: 15_000,
  },
});
