// The flags Node runs the server with, in `npm start` (package.json) and wherever tests and
// benchmarks start the real server, so what they measure is what runs.
// - A young generation of at most 16 MB. A render allocates a few megabytes that die young; with
//   2 MB they were scavenged so often that garbage collection took 3.2 of a list render's 13.8 ms of
//   CPU, 0.9 of 8.8 with 16 MB (`npm run profile`), and the idle process is the same size (it
//   collects its start-up garbage once it listens). `--optimize-for-size` halved the memory under
//   load but more than doubled the CPU of a render.
// - No limit on the old generation. With `--max-old-space-size=128` the process stayed near 250 MB
//   over the benchmark's 10-minute soak instead of 350 to 450, but V8 then collected so often that
//   cached pages were answered at half the rate (any limit, 128 to 256 MB, did the same).
// - `gc` exposed, so the server can collect the start-up work's garbage once it listens (main.ts).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16", "--expose-gc"] as const;

// The environment the server runs in, beside its flags:
// - At most two malloc arenas. glibc gives each thread that allocates (libuv's pool, which runs
//   compression and libvips) an arena of its own, and memory freed in one is not reused by another:
//   a 5-minute soak ended at 347 MB instead of 440, and cached pages were answered no slower.
export const SERVER_ENVIRONMENT = { MALLOC_ARENA_MAX: "2" } as const;

/** How `npm start` runs the server (package.json). */
export function startCommand(): string {
  const environment = Object.entries(SERVER_ENVIRONMENT).map(([name, value]) => `${name}=${value}`);
  return [...environment, "node", ...SERVER_NODE_FLAGS, "server/main.ts"].join(" ");
}
