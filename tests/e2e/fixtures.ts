// The `test` every spec imports. Its `page` is watched for the whole test:
// - console errors, uncaught page errors and CSP violations (securitypolicyviolation) fail the test;
// - axe (WCAG 2.0/2.1 A and AA) runs on every page the test visits: on each page.goto as it loads,
//   at the end on the page the test ended on, and on other pages reached by links or forms
//   (reloaded), so no visited page goes unchecked. Each structure of markup once per run and width:
//   another property's page, the list filtered by another town, a page in another language are the
//   same components around other words (tests/support/markup-structure.ts).
//   Violations fail the test at its end, all listed at once. A state within a page (an open menu, a form
//   showing its errors) is checked by the test: expectNoAxeViolations(page).
// - OpenStreetMap's tiles, which this machine cannot reach, are answered with a 1 px tile in every page
//   of the context, those the fixture reopens included.
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import {
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type Response as PageResponse,
} from "@playwright/test";
import type axe from "axe-core";
import { markupStructure } from "../support/markup-structure.ts";
import { withWholePageRendered } from "../support/render-whole-page.ts";

export { expect };

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

interface Watch {
  errors: string[];
  /** HTML documents the page navigated to (GET, not redirects), in order. */
  documents: VisitedDocument[];
}

interface VisitedDocument {
  url: string;
  /** Its markup's structure (markup-structure.ts); undefined when the body could not be read. */
  structure: Promise<string | undefined>;
}

const SHARED_ORIGIN = process.env.E2E_BASE_URL ? new URL(process.env.E2E_BASE_URL).origin : undefined;

/** Kinds of page this worker has seen checked by axe, with their width. */
const checked = new Set<string>();

/**
 * The kind of page a document is: the structure of its markup (markup-structure.ts). Another
 * property's page, another page of a list, another receipt's thank-you page or the same page in
 * another language is markup axe has seen already: checking it again costs most of a second of the
 * browser's time and finds nothing new (a whole run checked 471 kinds by address, 614 runs with the
 * tests' own, a fifth of its test time; 429 runs by structure). A document whose body could not be
 * read is its address, with every number made one. The shared server's pages are one kind apart
 * from those of the servers specs start for themselves (other ports, a site of their own), so the
 * demo's pages are always checked on the demo.
 */
async function pageKind(document: VisitedDocument): Promise<string> {
  const { origin, pathname, search } = new URL(document.url);
  const server = origin === SHARED_ORIGIN ? "shared" : "own";
  const structure = await document.structure;
  return `${server} ${structure ?? `${pathname}${search}`.replace(/\d+/g, "#")}`;
}

function visited(url: string, body: Promise<string>): VisitedDocument {
  // A body the browser never finishes (a navigation replaced while it loaded) must not hold the test.
  const givenUp = new Promise<undefined>((resolve) => setTimeout(resolve, 10_000, undefined).unref());
  return { url, structure: Promise.race([body.then(markupStructure, () => undefined), givenUp]) };
}

/**
 * True for the first test of the whole run to ask about this kind of page at this width, which then
 * checks it: the workers claim kinds by creating a file each in the folder the global setup made
 * (E2E_AXE_CHECKED), so two workers never check the same kind.
 */
function firstToCheck(key: string): boolean {
  if (checked.has(key)) return false;
  checked.add(key);
  const folder = process.env.E2E_AXE_CHECKED;
  if (!folder) return true;
  try {
    fs.closeSync(fs.openSync(path.join(folder, createHash("sha256").update(key).digest("hex")), "wx"));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

function watch(page: Page, into: Watch): void {
  const failedDocuments = new Set<string>();
  page.on("response", (response) => {
    const request = response.request();
    // A form sent back by the server (a slot taken meanwhile, too many submissions) answers the
    // router's data request with a 4xx on purpose; the browser logs it as a failed resource.
    // (A form's address may carry a query: the router's data request is "<path>.data?<query>".)
    if (request.method() === "POST" && new URL(response.url()).pathname.endsWith(".data") && response.status() < 500) {
      if (response.status() >= 400) failedDocuments.add(response.url());
      return;
    }
    if (!request.isNavigationRequest() || response.frame() !== page.mainFrame()) return;
    if (response.status() >= 400) failedDocuments.add(response.url());
    const html = (response.headers()["content-type"] ?? "").includes("text/html");
    if (request.method() === "GET" && html && (response.status() < 300 || response.status() >= 400)) {
      into.documents.push(visited(response.url(), response.text()));
    }
  });
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // The browser reports the status of a 404 page the test asked for; that is the test's business.
    const location = message.location().url;
    if (message.text().startsWith("Failed to load resource") && failedDocuments.has(location)) return;
    into.errors.push(`console error on ${location || page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => into.errors.push(`uncaught error on ${page.url()}: ${error.message}`));
}

async function reportCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/** A page watched as the fixture watches its own: map tiles stood in, errors and CSP violations kept. */
async function watchedPage(page: Page, into: Watch): Promise<Page> {
  await mapTilesStoodIn(page);
  watch(page, into);
  await reportCspViolations(page);
  return page;
}

function describeViolations(url: string, violations: axe.Result[]): string[] {
  return violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 5)
      .map((node) => node.target.join(" "))
      .join(", ");
    return `${url}: ${violation.id} (${violation.impact}): ${violation.help} [${targets}${violation.nodes.length > 5 ? ", ..." : ""}]`;
  });
}

/** axe-core's script, evaluated in each frame of a page to check. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * What @axe-core/playwright's AxeBuilder does in its legacy mode (axe runs inside the page), less its
 * first injection: it evaluates axe's 550 KB into the main frame once before injecting it into every
 * frame, the main frame again included. Measured on four pages: 530-930 ms a check with AxeBuilder,
 * 300-410 ms so. Cross-origin frames are checked as AxeBuilder checks them (allowedOrigins).
 */
async function axeRun(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    try {
      // As a string: the protocol evaluates it past the page's CSP, which forbids eval to the page.
      if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(AXE_SOURCE);
      await frame.evaluate(() =>
        (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ["<unsafe_all_origins>"] }),
      );
    } catch {
      // A frame that went away meanwhile has nothing left to check.
    }
  }
  // Colour contrast needs what lies behind a text painted: the parts drawn only near the screen too.
  const violations = await withWholePageRendered(page, () =>
    page.evaluate(
      async (tags) =>
        (
          await (window as unknown as { axe: typeof axe }).axe.run(document, {
            runOnly: { type: "tag", values: tags },
            resultTypes: ["violations"],
          })
        ).violations,
      AXE_TAGS,
    ),
  );
  return describeViolations(page.url(), violations);
}

/**
 * axe's violations on the page as it stands: a violation found is looked for again half a second
 * later, and only what is still there counts. A state the page passes through (the buttons of a form
 * dimmed while its round ends, a colour in transition) was found by axe now and then once axe started
 * sooner after the test's last step; what a visitor meets is what stays.
 */
async function axeViolations(page: Page): Promise<string[]> {
  const found = await axeRun(page);
  if (found.length === 0) return found;
  await page.waitForTimeout(500);
  const still = new Set(await axeRun(page));
  return found.filter((violation) => still.has(violation));
}

/**
 * Whether a page still runs its scripts and draws frames, in words: Playwright's stability check
 * waits on animation frames, so a page that stopped drawing holds a click without a word.
 */
async function paintState(page: Page): Promise<string> {
  const inPage = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const state = `(${document.visibilityState}, ${document.readyState}, at ${location.pathname})`;
        requestAnimationFrame(() => resolve(`still drew a frame ${state}`));
        setTimeout(() => resolve(`ran its scripts but drew no frame in 3 s ${state}`), 3_000);
      }),
  );
  const stuck = new Promise<string>((resolve) => setTimeout(() => resolve("answered nothing in 5 s"), 5_000));
  return await Promise.race([inPage.catch((error: Error) => `could not be asked: ${error.message}`), stuck]);
}

/**
 * Runs axe on the page as it is now (e.g. with a menu opened) and fails on any violation.
 * Needs JavaScript: axe is a script in the page.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Opens `url` in a page of a context the test made itself and waits until its scripts have taken
 * over (root.tsx marks it), as the fixture's own page does on every goto: typing into a page whose
 * scripts are still loading meets no checks (a busy machine takes seconds to get there).
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Waits until the picture has arrived and decoded with a size: being visible says only that its
 * box is on the screen, and its bytes may still be on their way (a busy machine takes its time).
 * A picture that failed stays at width 0, so this fails on a broken one too.
 */
export async function expectPictureLoaded(picture: Locator): Promise<void> {
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
      message: "the picture loaded",
    })
    .toBe(true);
}

/** A 1 px PNG: what OpenStreetMap's tiles are, for tests (this machine does not reach the internet). */
export const MAP_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Answers each OpenStreetMap tile `page` asks for with MAP_TILE. */
async function standInMapTilesOn(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Fetch.requestPaused", ({ requestId }) => {
    cdp
      .send("Fetch.fulfillRequest", {
        requestId,
        responseCode: 200,
        responseHeaders: [{ name: "Content-Type", value: "image/png" }],
        body: MAP_TILE.toString("base64"),
      })
      // The page may be gone meanwhile.
      .catch(() => {});
  });
  await cdp.send("Fetch.enable", { patterns: [{ urlPattern: "https://tile.openstreetmap.org/*" }] });
}

/**
 * Every page of a context gets a 1 px tile for each map tile it asks OpenStreetMap for. On the
 * context, not the page: the pages the fixture reopens for axe show maps too, and a tile that failed
 * to load there is a console error that fails the test.
 *
 * Through the DevTools protocol, for the tiles' address alone: Playwright's route() holds every
 * request of the context at the protocol until the test's process lets it go (it matches patterns
 * itself), which made each page load 60-70% slower (measured: a page opened and hydrated in 250 ms
 * took 410 ms), for the few pages that show a map.
 */
export async function standInMapTiles(context: BrowserContext): Promise<void> {
  await Promise.all(context.pages().map(mapTilesStoodIn));
  context.on("page", (page) => void mapTilesStoodIn(page));
}

const standIns = new WeakMap<Page, Promise<void>>();

/** Once per page; the `page` fixture waits for it before the test's first goto. */
function mapTilesStoodIn(page: Page): Promise<void> {
  let done = standIns.get(page);
  if (!done) {
    // A page closed before the session answered has nothing left to load.
    done = standInMapTilesOn(page).catch(() => {});
    standIns.set(page, done);
  }
  return done;
}

/**
 * A browser context whose pages see the site as a visitor who declined cookies earlier: the cookie
 * dialog does not cover what a spec clicks (the `page` fixture's context does this by default).
 */
export async function rememberDeclinedCookies(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    // The script runs in every frame, also in sandboxed ones (a video player's) that may not
    // touch storage: there it has nothing to do.
    try {
      if (window.localStorage.getItem("consent") === null) {
        const now = Date.now();
        window.localStorage.setItem(
          "consent",
          JSON.stringify({
            granted: ["necessary"],
            givenAt: new Date(now).toISOString(),
            expiresAt: new Date(now + 86_400_000).toISOString(),
          }),
        );
      }
    } catch {
      // Storage is closed to this frame.
    }
  });
}

/**
 * The visitor accepted the embeds' category (social media) earlier: the list's map loads its tiles at
 * once, as it does for such a visitor. Set on every page load, over the declined choice above.
 */
export async function rememberEmbedsAllowed(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      const now = Date.now();
      window.localStorage.setItem(
        "consent",
        JSON.stringify({
          granted: ["necessary", "social"],
          givenAt: new Date(now).toISOString(),
          expiresAt: new Date(now + 86_400_000).toISOString(),
        }),
      );
    } catch {
      // Storage is closed to this frame.
    }
  });
}

export const test = base.extend<{ axe: boolean; consent: "declined" | "undecided" }>({
  /** `test.use({ axe: false })` for specs that visit no page of the site. */
  axe: [true, { option: true }],
  /**
   * Specs see the site as a visitor who declined cookies earlier, so the cookie dialog does not
   * cover what they click; the consent spec uses "undecided" to meet the dialog.
   */
  consent: ["declined", { option: true }],

  context: async ({ context, consent }, use) => {
    await standInMapTiles(context);
    if (consent === "declined") {
      await rememberDeclinedCookies(context);
    }
    await use(context);
  },

  page: async ({ page, axe, javaScriptEnabled, viewport, browser, locale }, use, testInfo) => {
    const seen: Watch = { errors: [], documents: [] };
    await watchedPage(page, seen);
    const violations: string[] = [];
    const key = async (document: VisitedDocument) => `${await pageKind(document)} ${viewport?.width ?? 0}`;

    // Playwright's own goto, which the axe pass at the end uses too: it waits for no hydration.
    const plainGoto = page.goto.bind(page);
    // A page's scripts start after its first paint, so a page opened with goto or reload is handed to
    // the test once they have taken over (root.tsx marks it): a click before that would follow the
    // page's plain links and forms instead of its scripts. Then goto checks it with axe, as loaded.
    if (javaScriptEnabled) {
      const untilHydrated = async (response: PageResponse | null) => {
        const html = (response?.headers()["content-type"] ?? "").includes("text/html");
        if (html) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        return html;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        await untilHydrated(response);
        return response;
      };
      page.goto = async (url, options) => {
        const response = await plainGoto(url, options);
        const html = await untilHydrated(response);
        if (axe && html && response) {
          // The document the watch recorded as it arrived: its body is read and reduced once.
          const document =
            seen.documents.findLast((recorded) => recorded.url === response.url()) ??
            visited(response.url(), response.text());
          if (firstToCheck(await key(document))) violations.push(...(await axeViolations(page)));
        }
        return response;
      };
    }

    await use(page);

    if (testInfo.status === "timedOut" && !page.isClosed()) {
      // A click that waited its whole time for the button to be "stable" with nothing more in its log
      // means the page drew no frame: say whether it still draws, for the run's own output.
      console.log(`[e2e] ${testInfo.title}: at its timeout the page ${await paintState(page)}`);
    }
    if (testInfo.status !== testInfo.expectedStatus) return; // the test failed already; say nothing more
    if (axe) {
      const current = page.url();
      const kinds = await Promise.all(
        seen.documents.map(async (document) => ({ url: document.url, kind: await key(document) })),
      );
      // The page the test ended on, when no goto checked it (reached by a link or a form). States
      // within a page (a menu opened) are the test's to check: expectNoAxeViolations(page).
      // axe is a script: it cannot run in a page without JavaScript. Those pages are checked below,
      // reloaded with JavaScript at the same width (their server-rendered markup is the same).
      const last = kinds.findLast((document) => document.url === current);
      if (javaScriptEnabled && last && !page.isClosed() && firstToCheck(last.kind)) {
        violations.push(...(await axeViolations(page)));
      }
      // Pages reached by links and forms, reloaded.
      const rest = [...new Map(kinds.map((document) => [document.kind, document.url])).entries()]
        .filter(([kind]) => firstToCheck(kind))
        .map(([, url]) => url);
      if (rest.length > 0) {
        // The test's own page where it can be (JavaScript on, still open, at the width the kinds are
        // named by), else one new page for all of them: a page opened anew costs the browser about
        // three times one reused (docs/testing.md), and the test is over.
        const reuse = javaScriptEnabled && !page.isClosed() && page.viewportSize()?.width === viewport?.width;
        const context = javaScriptEnabled
          ? page.context()
          : await browser.newContext({ javaScriptEnabled: true, viewport, ...(locale ? { locale } : {}) });
        if (!javaScriptEnabled) await standInMapTiles(context);
        const again = reuse ? page : await watchedPage(await context.newPage(), seen);
        for (const url of rest) {
          await (reuse ? plainGoto(url) : again.goto(url));
          violations.push(...(await axeViolations(again)));
        }
        if (!reuse) await again.close();
        if (!javaScriptEnabled) await context.close();
      }
    }
    expect(seen.errors, "console errors, page errors and CSP violations").toEqual([]);
    const unique = [...new Set(violations)];
    if (unique.length > 0) {
      await testInfo.attach("axe-violations.txt", { body: unique.join("\n"), contentType: "text/plain" });
    }
    expect(unique, "axe violations (WCAG 2.1 A/AA)").toEqual([]);
  },
});
