// The flags Node runs the server with, in `npm start` (package.json) and wherever tests and
// benchmarks start the real server, so what they measure is what runs.
// - A young generation of at most 16 MB. A render allocates a few megabytes that die young; with
//   2 MB they were scavenged so often that garbage collection took 3.2 of a list render's 13.8 ms of
//   CPU, 0.9 of 8.8 with 16 MB (`npm run profile`), and the idle process is the same size (it
//   collects its start-up garbage once it listens). `--optimize-for-size` halved the memory under
//   load but more than doubled the CPU of a render. 8 MB cost about 7% more CPU per render and held
//   more memory, not less: more was promoted, and the old generation grew.
// - An old generation that may grow to twice what survived its last collection before the next one.
//   Left to itself, V8 lets a fast-collecting heap grow to four times that: under steady traffic the
//   old generation held 60 to 140 MB for 45 MB alive, and the memory outside the heap that its dead
//   objects still held waited as long. Twice: the benchmark's 10-minute soak of mixed traffic ended
//   at 287 MB instead of 367, with the same CPU per answer, kept (105 to 117 µs) or rendered (7 to 8 ms).
//   One and a half held two minutes of page traffic at 232 MB where V8's own choice reached 356,
//   but cost kept pages 50 to 80% more CPU, as did any limit on the old generation's size
//   (`--max-old-space-size`, 128 to 256 MB).
// - `gc` exposed, so the server can collect the start-up work's garbage once it listens (main.ts).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16", "--heap-growing-percent=100", "--expose-gc"] as const;

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
