import { readEnv } from "../env.ts";

let resolved: string | undefined;

/** The data folder (DATA_DIR, absolute), read from the environment once per process. */
export function dataDir(): string {
  resolved ??= readEnv().dataDir;
  return resolved;
}
