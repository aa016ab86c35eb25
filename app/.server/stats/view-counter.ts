// Counts property page views in memory and writes them in batches. A view costs a map update; every
// `intervalMs` one statement adds the batch to property_daily_views, so a page viewed a thousand
// times a minute costs a dozen writes, and several instances on one database add up (the upsert
// adds, it never overwrites). A batch that cannot be written is kept for the next flush.
import { brusselsDay } from "../../domain/brussels-day.ts";
import { SITE_SOURCE } from "../../domain/portals.ts";
import type { Database } from "../db/client.ts";

export interface ViewCounter {
  /** One view of a property's page, at `at` (now by default). */
  count(propertyId: number, at?: Date | number): void;
  /** Writes what was counted so far; resolves when it is written (or kept for the next try). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left (graceful shutdown, before the pool closes). */
  stop(): Promise<void>;
  /** Views counted and not yet written. */
  pending(): number;
}

export interface ViewCounterOptions {
  db: Database;
  /** How often the batch is written; 0: only on flush() and stop(). */
  intervalMs: number;
  source?: string;
  now?: () => number;
  log?: (line: string) => void;
}

// One statement whatever the batch's size (the arrays are three parameters). Views of a property that
// is not in the table (a database reset meanwhile) are dropped rather than failing the whole batch.
// Rows are written in one order, so two instances flushing at once lock them in the same order and
// wait for each other instead of deadlocking.
const UPSERT = `
  insert into property_daily_views (property_id, day, source, views)
  select v.property_id, v.day, $4, v.views
  from unnest($1::int[], $2::date[], $3::int[]) as v(property_id, day, views)
  where exists (select 1 from properties p where p.id = v.property_id)
  order by v.property_id, v.day
  on conflict (property_id, day, source) do update set views = property_daily_views.views + excluded.views`;

/** A batch: day -> property id -> views. Numbers as keys, so that counting a view builds no string. */
type Batch = Map<string, Map<number, number>>;

function add(batch: Batch, day: string, propertyId: number, views: number): void {
  let ofDay = batch.get(day);
  if (ofDay === undefined) {
    ofDay = new Map();
    batch.set(day, ofDay);
  }
  ofDay.set(propertyId, (ofDay.get(propertyId) ?? 0) + views);
}

export function createViewCounter(options: ViewCounterOptions): ViewCounter {
  const source = options.source ?? SITE_SOURCE;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.error(`[views] ${line}`));
  let batch: Batch = new Map();
  let pendingViews = 0;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;
  // The day of the last minute seen: Belgian days begin on a whole minute (the offset is whole
  // hours), so a minute never straddles two days, and formatting a date costs more than counting.
  let dayMinute = Number.NaN;
  let dayOfMinute = "";

  function dayOf(at: number): string {
    const minute = Math.floor(at / 60_000);
    if (minute !== dayMinute) {
      dayMinute = minute;
      dayOfMinute = brusselsDay(at);
    }
    return dayOfMinute;
  }

  async function write(taken: Batch): Promise<void> {
    const ids: number[] = [];
    const days: string[] = [];
    const views: number[] = [];
    for (const [day, ofDay] of taken) {
      for (const [id, count] of ofDay) {
        ids.push(id);
        days.push(day);
        views.push(count);
      }
    }
    await options.db.$client.query(UPSERT, [ids, days, views, source]);
  }

  function flush(): Promise<void> {
    // Flushes run one after the other: a slow write is never overtaken by the next one.
    writing = writing.then(async () => {
      if (batch.size === 0) return;
      const taken = batch;
      const takenViews = pendingViews;
      batch = new Map();
      pendingViews = 0;
      try {
        await write(taken);
      } catch (error) {
        // Kept, not lost: the next flush tries again with whatever came in meanwhile.
        for (const [day, ofDay] of taken) for (const [id, count] of ofDay) add(batch, day, id, count);
        pendingViews += takenViews;
        log(`${takenViews} views could not be written, kept for the next try: ${String(error)}`);
      }
    });
    return writing;
  }

  const timer = options.intervalMs > 0 ? setInterval(() => void flush(), options.intervalMs) : undefined;
  // The counter never keeps the process alive: shutdown calls stop().
  timer?.unref();

  return {
    count(propertyId, at = now()) {
      if (stopped) return;
      add(batch, dayOf(typeof at === "number" ? at : at.getTime()), propertyId, 1);
      pendingViews += 1;
    },
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await flush();
    },
    pending: () => pendingViews,
  };
}
