// The MDN HTTP Observatory's scan of one host whose http and https answer on ports of their own,
// printed as JSON: `node scripts/observatory/scan-host.ts <host> <http port> <https port>`.
// scripts/observatory.ts runs it as a child process with NODE_EXTRA_CA_CERTS naming the run's
// certificate, because Node reads the certificates it trusts once, at start-up.
//
// The package's scan() calls retrieve() without the ports it accepts, so it can only reach 80 and
// 443. This is scan() of the pinned version (src/scanner/index.js) with the ports passed on: the
// package's own requests, tests, score modifiers and curve; only the ports differ.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ALGORITHM_VERSION, ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT, TEST_TITLES } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import {
  getGradeForScore,
  getRecommendation,
  getScoreDescription,
  getScoreModifier,
} from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";

export interface ObservatoryTest {
  name: string;
  title: string;
  pass: boolean;
  result: string;
  expectation: string;
  scoreModifier: number;
  /** What the result means, as the Observatory words it (HTML). */
  description: string;
  /** What to change, when the test did not pass (HTML; empty when there is nothing to add). */
  recommendation: string;
}

export interface ObservatoryScan {
  algorithmVersion: number;
  score: number;
  grade: string;
  statusCode: number;
  /** Whether the scanner trusted the certificate (it retries without verification otherwise). */
  certificateVerified: boolean;
  /** The address of the page that was graded, after redirects. */
  finalUrl: string;
  responseHeaders: Record<string, string>;
  tests: ObservatoryTest[];
}

/**
 * The package's install script downloads Chromium's HSTS preload list, which its redirection test
 * reads; it is denied (scripts/package.json's allowScripts) because these machines reach no such host. A
 * local name is on no preload list, so an empty list gives the answer the full one would.
 */
function ensureHstsPreloadList(): void {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
  const file = path.join(packageDir, "conf", "hsts-preload.json");
  if (!fs.existsSync(file)) fs.writeFileSync(file, "{}\n");
}

export async function scanHost(host: string, httpPort: string, httpsPort: string): Promise<ObservatoryScan> {
  ensureHstsPreloadList();
  const requests = await retrieve(host, { httpPort, httpsPort });
  const page = requests.responses.auto;
  if (!page) throw new Error(`no answer from ${host} on ports ${httpPort} and ${httpsPort}`);
  if (page.status < 200 || (page.status >= 400 && ![401, 403].includes(page.status))) {
    throw new Error(`the site answered ${page.status}, which the Observatory does not grade`);
  }

  const tests = ALL_TESTS.map((test): ObservatoryTest => {
    const output = test(requests);
    const result = output.result ?? "";
    const name = output.constructor.name;
    return {
      name,
      title: TEST_TITLES[name] ?? output.constructor.title,
      pass: output.pass === true,
      result,
      expectation: output.expectation,
      scoreModifier: result ? getScoreModifier(result) : 0,
      description: result ? getScoreDescription(result) : "",
      recommendation: result && output.pass !== true ? getRecommendation(result) : "",
    };
  });
  // Bonuses count only once the penalties alone still leave an A (scan()'s curve).
  const withBonuses = 100 + tests.reduce((sum, test) => sum + test.scoreModifier, 0);
  const penaltiesOnly = 100 + tests.reduce((sum, test) => sum + Math.min(test.scoreModifier, 0), 0);
  const graded = getGradeForScore(penaltiesOnly >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : penaltiesOnly);
  const history = requests.session?.redirectHistory ?? [];
  return {
    algorithmVersion: ALGORITHM_VERSION,
    score: graded.score,
    grade: graded.grade,
    statusCode: page.status,
    certificateVerified: page.verified === true,
    finalUrl: (history.at(-1)?.url ?? requests.session?.url)?.href ?? "",
    responseHeaders: Object.fromEntries(
      Object.entries(page.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : `${value}`]),
    ),
    tests,
  };
}

if (import.meta.main) {
  const [host, httpPort, httpsPort] = process.argv.slice(2);
  if (!host || !httpPort || !httpsPort) {
    console.error("usage: node scripts/observatory/scan-host.ts <host> <http port> <https port>");
    process.exit(2);
  }
  scanHost(host, httpPort, httpsPort).then(
    (scan) => console.log(JSON.stringify(scan)),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
