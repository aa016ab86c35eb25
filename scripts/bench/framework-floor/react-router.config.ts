import type { Config } from "@react-router/dev/config";

// Built by scripts/bench/framework-floor.ts into a folder of the benchmark's run.
export default {
  ssr: true,
  buildDirectory: process.env.FLOOR_BUILD_DIR ?? "build",
} satisfies Config;
