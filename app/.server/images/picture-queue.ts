// First renders of the image service wait their turn. Rendering is CPU work (0.05 to 0.75 s a
// picture): left unbounded, a crawler asking for many new variants at once would take every core
// from the pages. So at most one render per core runs; a few more per core wait; past that a request
// is refused at once (503 with Retry-After) instead of queueing without end. Cache hits never come
// here. Each process has its own queue: several instances behind a load balancer each bound their
// own cores.
import os from "node:os";

export class RenderQueueFullError extends Error {
  constructor() {
    super("too many pictures are being rendered");
    this.name = "RenderQueueFullError";
  }
}

export interface RenderQueueLimits {
  /** Renders that run at the same time. */
  running: number;
  /** Renders that may wait for a free place; one more is refused. */
  waiting: number;
}

export interface RenderQueue {
  /** Runs the work when a place is free; rejects with RenderQueueFullError when the waiting list is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createRenderQueue(limits: RenderQueueLimits): RenderQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  // A finished render hands its place to the first waiting one, so `running` only drops when nobody waits.
  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running < limits.running) running++;
    else if (waiting.length < limits.waiting) await new Promise<void>((resolve) => waiting.push(resolve));
    else throw new RenderQueueFullError();
    try {
      return await work();
    } finally {
      release();
    }
  }

  return { run };
}

// A list page's first visit on a cold cache asks for a dozen card pictures at once: the waiting list
// holds that many per core, so a visitor is not refused, while a flood waits at most a few seconds.
const WAITING_PER_CORE = 16;

/** The process's queue: one render per core, sixteen waiting per core. */
export const processRenderQueue: RenderQueue = createRenderQueue({
  running: os.availableParallelism(),
  waiting: WAITING_PER_CORE * os.availableParallelism(),
});
