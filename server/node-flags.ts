// The flags Node runs the server with, in `npm start` (package.json) and wherever tests and
// benchmarks start the real server, so what they measure is what runs.
// - A young generation of at most 8 MB. A render allocates a few megabytes that die young; with
//   2 MB they were scavenged so often that garbage collection took 3.2 of a list render's 13.8 ms of
//   CPU, 0.9 of 8.8 with 16 MB (`npm run profile`). 16 MB held 16 MB more after a minute of mixed
//   traffic (261 against 251 MB, both semi-spaces are touched) for about 5% less CPU per render;
//   the old generation was the same size with either. `--optimize-for-size` halved the memory under
//   load but more than doubled the CPU of a render.
// - An old generation that may grow to twice what survived its last collection before the next one.
//   Left to itself, V8 lets a fast-collecting heap grow to four times that: under steady traffic the
//   old generation held 60 to 140 MB for 45 MB alive, and the memory outside the heap that its dead
//   objects still held waited as long. Twice: the benchmark's 10-minute soak of mixed traffic ended
//   at 287 MB instead of 367, with the same CPU per answer, kept (105 to 117 µs) or rendered (7 to 8 ms).
//   One and a half held two minutes of page traffic at 232 MB where V8's own choice reached 356,
//   but cost kept pages 50 to 80% more CPU, as did any limit on the old generation's size
//   (`--max-old-space-size`, 128 to 256 MB).
// - `gc` exposed, so the server can collect the start-up work's garbage once it listens (main.ts).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8", "--heap-growing-percent=100", "--expose-gc"] as const;

// The environment the server runs in, beside its flags:
// - At most two malloc arenas. glibc gives each thread that allocates (libuv's pool, which runs
//   compression and libvips) an arena of its own, and memory freed in one is not reused by another:
//   a 5-minute soak ended at 347 MB instead of 440, and cached pages were answered no slower.
// - Blocks of 128 KB and more always mapped on their own, and so given back when freed. glibc
//   otherwise raises that threshold to the largest block freed so far (up to 32 MB): compression's
//   and libvips' buffers then came from the arenas, which kept the memory. A minute of mixed traffic
//   ended at 249 MB instead of 261, the idle process at 137 instead of 147, with no difference in
//   a render's CPU that the machine's noise did not hide.
// - 4 MB kept at the top of each arena's heap when it shrinks. Compressing a page allocates some
//   hundreds of KB under that threshold and frees them; with glibc's 128 KB of padding the heap
//   shrank after every page and grew again for the next (three brk and three mmap/munmap pairs a
//   page; with the padding, 0.2 system calls a page), and the kernel zeroed the pages anew each time. Brotli at the site's settings took
//   4.3–4.5 ms of CPU per list page in this environment, zstd 1.7–1.8 ms; with the padding 0.9–1.5 ms
//   and 0.3–0.5 ms (500 pages at a time, one process).
export const SERVER_ENVIRONMENT = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "131072",
  MALLOC_TOP_PAD_: "4194304",
} as const;

/**
 * How the server's bundles (React Router's and build/main.js) are written: characters beyond ASCII
 * escaped, and doc comments left out (they are for people reading the code). V8 keeps the source
 * of every module it loads for the life of the process, at one byte per character, or two for
 * every character of a source that holds one beyond Latin-1: the server build's few typographic
 * quotes, dashes and euro signs doubled its 1.6 MB to 3.2 MB of heap.
 */
export const SERVER_OUTPUT = { charset: "ascii", comments: { jsdoc: false, legal: true, annotation: true } } as const;

/** server/main.ts as the build bundles it (scripts/build-server-entry.ts), relative to the project. */
export const SERVER_ENTRY = "build/main.js";

/** How `npm start` runs the server (package.json). */
export function startCommand(): string {
  const environment = Object.entries(SERVER_ENVIRONMENT).map(([name, value]) => `${name}=${value}`);
  return [...environment, "node", ...SERVER_NODE_FLAGS, SERVER_ENTRY].join(" ");
}
