// An advert's path from views to requests to viewings to offers, beside the agency's usual figures
// for similar properties, so an owner sees at which step interest is lost. Each step is a rate on
// the step before (requests per 1,000 views, viewings per 100 requests, offers per 100 viewings):
// totals alone would only say that an older advert has more of everything.

export interface FunnelCounts {
  views: number;
  requests: number;
  visits: number;
  offers: number;
}

export type FunnelStep = "requests" | "visits" | "offers";

export const FUNNEL_STEPS: readonly FunnelStep[] = ["requests", "visits", "offers"];

const BEFORE: Record<FunnelStep, keyof FunnelCounts> = { requests: "views", visits: "requests", offers: "visits" };

/** Per how many of the step before a rate is told. */
export const RATE_BASE: Record<FunnelStep, number> = { requests: 1000, visits: 100, offers: 100 };

/**
 * How many of the step before a property needs before its rate says anything: a rate from three
 * views is chance. Below these, the step is not judged.
 */
const ENOUGH: Record<FunnelStep, number> = { requests: 300, visits: 8, offers: 4 };

/** A step does worse than usual when its rate is below this share of the usual rate. */
const WORSE = 0.75;

/** The rate of a step per its base, or undefined when nothing came before it. */
export function stepRate(counts: FunnelCounts, step: FunnelStep): number | undefined {
  const before = counts[BEFORE[step]];
  return before > 0 ? (counts[step] / before) * RATE_BASE[step] : undefined;
}

export type FunnelVerdict =
  | { kind: "lost"; step: FunnelStep; yours: number; typical: number }
  | { kind: "fine" }
  | { kind: "early" };

/** The step that does worst against the usual figures, if any does clearly worse. */
export function funnelVerdict(yours: FunnelCounts, typical: FunnelCounts): FunnelVerdict {
  let worst: { step: FunnelStep; yours: number; typical: number; share: number } | undefined;
  let judged = 0;
  for (const step of FUNNEL_STEPS) {
    const own = stepRate(yours, step);
    const usual = stepRate(typical, step);
    if (own === undefined || usual === undefined || usual === 0 || yours[BEFORE[step]] < ENOUGH[step]) continue;
    judged++;
    const share = own / usual;
    if (share < WORSE && (!worst || share < worst.share)) worst = { step, yours: own, typical: usual, share };
  }
  if (worst) return { kind: "lost", step: worst.step, yours: worst.yours, typical: worst.typical };
  return judged > 0 ? { kind: "fine" } : { kind: "early" };
}
