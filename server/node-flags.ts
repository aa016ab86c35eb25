// The flags Node runs the server with, in `npm start` (package.json) and wherever tests and
// benchmarks start the real server, so what they measure is what runs.
// - A young generation of 2 MB instead of V8's default (up to 32 MB on a machine with this much
//   memory): a render allocates little that lives, and the idle process is about 200 MB smaller.
// - `gc` exposed, so the server can collect the start-up work's garbage once it listens (main.ts).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=2", "--expose-gc"] as const;
