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
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Test files that start processes must not leave them behind; make hangs visible.
    teardownTimeout: 15_000,
  },
});
