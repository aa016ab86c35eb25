// Gives the kernel back memory that the process freed but that glibc's malloc keeps inside its
// arenas, where a plain free() never returns it (docs/decisions/0023-returning-freed-memory.md).
// The call is glibc's malloc_trim(0), through a small addon the build compiles from
// native/malloc-trim.c when the machine has a C compiler; without it, nothing is trimmed.
import fs from "node:fs";
import { createRequire } from "node:module";

/** The compiled addon, relative to the project (scripts/build-malloc-trim.ts). */
export const MALLOC_TRIM_ADDON = "build/malloc-trim.node";

// Every 10 s: each trim gives back what was freed since the last, at most some 10 ms of madvise
// calls when tens of megabytes go (well under 1 ms when little does), on the main thread. Under the
// benchmark's mixed traffic, trimming every 10 s and every 2 s held the same peak (225 and 229 MB,
// 244 without).
export const MALLOC_TRIM_INTERVAL_MS = 10_000;

interface Addon {
  trim(): boolean;
}

/** The addon's trim() from `file`, or undefined when the build made none (no C compiler, not glibc). */
export function loadMallocTrim(file: string): (() => boolean) | undefined {
  if (!fs.existsSync(file)) return undefined;
  const addon = createRequire(import.meta.url)(file) as Addon;
  return () => addon.trim();
}

/** Trims now and then every `intervalMs`, without keeping the process alive; returns a stop. */
export function trimMallocEvery(trim: () => boolean, intervalMs: number): () => void {
  trim();
  const timer = setInterval(trim, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
