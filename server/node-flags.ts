// The flags Node runs the server with, in `npm start` (package.json) and wherever tests and
// benchmarks start the real server, so what they measure is what runs.
// - A young generation of at most 16 MB. A render allocates a few megabytes that die young; with
//   2 MB they were scavenged so often that garbage collection took 3.2 of a list render's 13.8 ms of
//   CPU, 0.9 of 8.8 with 16 MB (`npm run profile`), and the idle process is the same size (it
//   collects its start-up garbage once it listens). `--optimize-for-size` halved the memory under
//   load but more than doubled the CPU of a render.
// - An old generation of at most 128 MB. Without a limit V8 let the heap grow to 150 MB under a
//   rendering load while 40 MB of it was live, and the process reached 340 MB; with the limit it
//   collects sooner and stays near 220 MB, for the same renders per second within the machine's
//   noise (a minute of uncached pages, four connections).
// - `gc` exposed, so the server can collect the start-up work's garbage once it listens (main.ts).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16", "--max-old-space-size=128", "--expose-gc"] as const;

// The environment the server runs in, beside its flags:
// - At most two malloc arenas. glibc gives each thread that allocates (libuv's pool, which runs
//   compression and libvips) an arena of its own, and memory freed in one is not reused by another:
//   about 15 to 90 MB more under load.
export const SERVER_ENVIRONMENT = { MALLOC_ARENA_MAX: "2" } as const;

/** How `npm start` runs the server (package.json). */
export function startCommand(): string {
  const environment = Object.entries(SERVER_ENVIRONMENT).map(([name, value]) => `${name}=${value}`);
  return [...environment, "node", ...SERVER_NODE_FLAGS, "server/main.ts"].join(" ");
}
