// The parts of the MDN HTTP Observatory that scan-host.ts uses (the package ships JavaScript with
// JSDoc, no declarations). Paths inside the package: it has no export map, and its exported scan()
// cannot be given ports (see scan-host.ts).
declare module "@mdn/mdn-http-observatory/src/retriever/retriever.js" {
  export interface ScannedResponse {
    status: number;
    headers: Record<string, string | string[] | undefined>;
    /** Whether the certificate was verified (the scanner retries without verification otherwise). */
    verified?: boolean;
  }
  export interface Requests {
    responses: { auto: ScannedResponse | null };
    session: { url: URL; redirectHistory: { url: URL; status: number }[] } | null;
  }
  export function retrieve(
    hostname: string,
    options?: { httpPort?: string; httpsPort?: string; path?: string },
  ): Promise<Requests>;
}

declare module "@mdn/mdn-http-observatory/src/constants.js" {
  import type { Requests } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";
  export interface TestOutput {
    expectation: string;
    pass: boolean | null;
    result: string | null;
    constructor: { name: string; title: string };
  }
  export const ALL_TESTS: ((requests: Requests) => TestOutput)[];
  export const ALGORITHM_VERSION: number;
}

declare module "@mdn/mdn-http-observatory/src/grader/grader.js" {
  export function getGradeForScore(score: number): { score: number; grade: string };
  export function getScoreDescription(expectation: string): string;
  export function getRecommendation(expectation: string): string;
  export function getScoreModifier(expectation: string): number;
}

declare module "@mdn/mdn-http-observatory/src/grader/charts.js" {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
  export const TEST_TITLES: Record<string, string>;
}
