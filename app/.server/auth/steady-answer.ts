// An answer that takes the same time whatever happened behind it: pages whose work differs with
// whether an address has an account (a reset mail queued, or nothing) answer no sooner than a fixed
// time after the request came in, so the clock tells nothing.
import { setTimeout as sleep } from "node:timers/promises";

export const STEADY_ANSWER_MS = 700;

export async function answerNoSoonerThan(startedAt: number, ms = STEADY_ANSWER_MS): Promise<void> {
  const left = startedAt + ms - Date.now();
  if (left > 0) await sleep(left);
}
