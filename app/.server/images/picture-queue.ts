// Every decode of a picture waits its turn in one queue per process: the image service's first
// renders of a size (0.05 to 0.75 s a picture), a visitor's testimonial picture, and the photos the
// back office uploads (a picture at the pixel limit takes over a hundred megabytes to decode). Left
// unbounded, a crawler asking for many new sizes, or a hundred forms posted at once, would take every
// core and the memory from the pages. So at most one decode per core runs; a few more per core wait;
// past that the work is refused at once (503 with Retry-After, the form kept) instead of queueing
// without end. Cache hits never come here. Each process has its own queue: several instances behind
// a load balancer each bound their own cores.
import os from "node:os";

export class PictureQueueFullError extends Error {
  constructor() {
    super("too many pictures are being decoded");
    this.name = "PictureQueueFullError";
  }
}

/** How long a refused request is told to wait: the queue drains in a few seconds even when full. */
export const PICTURE_QUEUE_RETRY_AFTER_SECONDS = 5;

export interface PictureQueueLimits {
  /** Decodes that run at the same time. */
  running: number;
  /** Decodes that may wait for a free place; one more is refused. */
  waiting: number;
}

export interface PictureQueue {
  readonly limits: PictureQueueLimits;
  /** Runs the work when a place is free; rejects with PictureQueueFullError when the waiting list is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createPictureQueue(limits: PictureQueueLimits): PictureQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finished decode hands its place to the first waiting one, so `running` only drops when nobody waits.
  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
  async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running < limits.running) running++;
    else if (waiting.length < limits.waiting) await new Promise<void>((resolve) => waiting.push(resolve));
    else throw new PictureQueueFullError();
    try {
      return await work();
    } finally {
      release();
    }
  }
  return { limits, run };
}

// A list page's first visit on a cold cache asks for a dozen card pictures at once: the waiting list
// holds that many per core, so a visitor is not refused, while a flood waits at most a few seconds.
const WAITING_PER_CORE = 16;

/** The process's queue: one decode per core, sixteen waiting per core. */
export const pictureQueue: PictureQueue = createPictureQueue({
  running: os.availableParallelism(),
  waiting: WAITING_PER_CORE * os.availableParallelism(),
});
