// The flags Node runs the server with, in `npm start` (package.json) and wherever tests and
// benchmarks start the real server, so what they measure is what runs.
// - A young generation of at most 16 MB. A render allocates a few megabytes that die young; with
//   2 MB they were scavenged so often that garbage collection took 3.2 of a list render's 13.8 ms of
//   CPU, 0.9 of 8.8 with 16 MB (`npm run profile`), and the idle process is the same size (it
//   collects its start-up garbage once it listens). `--optimize-for-size` halved the memory under
//   load but more than doubled the CPU of a render.
// - `gc` exposed, so the server can collect the start-up work's garbage once it listens (main.ts).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16", "--expose-gc"] as const;
