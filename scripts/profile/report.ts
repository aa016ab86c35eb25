// docs/render-profile.md from the profiles of `npm run profile`.
import type { ProfileSummary } from "./cpu-profile.ts";

export interface PageProfile {
  name: string;
  pagePath: string;
  /** Renders answered while the profiler ran. */
  requests: number;
  summary: ProfileSummary;
  /** The same page from the site as it rendered before the render work (before-server.ts), profiled in the same run. */
  before?: { requests: number; summary: ProfileSummary };
}

interface RunInfo {
  date: string;
  machine: string;
  loadAverage: string;
  seconds: number;
  /** The site's routes: one per page and language, the back office and the APIs. */
  routes: number;
}

const perRender = (ms: number, requests: number) => (ms / Math.max(1, requests)).toFixed(2);

/** Each part's time per render before the render work and now, the largest now first. */
function beforeAndNow(before: NonNullable<PageProfile["before"]>, requests: number, summary: ProfileSummary): string {
  const earlier = new Map(before.summary.parts.map(({ part, ms }) => [part, ms / Math.max(1, before.requests)]));
  const now = new Map(summary.parts.map(({ part, ms }) => [part, ms / Math.max(1, requests)]));
  const parts = [...new Set([...now.keys(), ...earlier.keys()])]
    .map((part) => ({ part, earlier: earlier.get(part) ?? 0, now: now.get(part) ?? 0 }))
    .filter(({ earlier: a, now: b }) => a >= 0.02 || b >= 0.02)
    .sort((a, b) => b.now - a.now);
  const total = (busyMs: number, count: number) => busyMs / Math.max(1, count);
  const lines = parts.map(
    ({ part, earlier: a, now: b }) => `| ${part} | ${a.toFixed(2)} | ${b.toFixed(2)} | ${(b - a).toFixed(2)} |`,
  );
  const beforeMs = total(before.summary.busyMs, before.requests);
  const nowMs = total(summary.busyMs, requests);
  return `Before the render work (the site at d5b8323, built apart, profiled in the same run,
${before.requests} renders) and now, in ms of CPU per render of the JavaScript thread (brotli's work
in the thread pool is not in a V8 profile):

| part of the stack (self time) | before | now | change |
|---|---:|---:|---:|
${lines.join("\n")}
| **all** | **${beforeMs.toFixed(2)}** | **${nowMs.toFixed(2)}** | **${((nowMs / beforeMs - 1) * 100).toFixed(0)}%** |
`;
}

function pageSection({ name, pagePath, requests, summary, before }: PageProfile): string {
  const { busyMs } = summary;
  const share = (ms: number) => `${((ms / busyMs) * 100).toFixed(1)}%`;
  // Parts under 1% of the time are summed in one row.
  const large = summary.parts.filter(({ ms }) => ms / busyMs >= 0.01);
  const small = summary.parts.filter(({ ms }) => ms / busyMs < 0.01);
  const smallMs = small.reduce((sum, { ms }) => sum + ms, 0);
  const parts = [
    ...large.map(({ part, ms }) => `| ${part} | ${perRender(ms, requests)} | ${share(ms)} |`),
    ...(small.length > 0
      ? [`| everything else (${small.length} parts) | ${perRender(smallMs, requests)} | ${share(smallMs)} |`]
      : []),
  ];
  const functions = summary.functions
    .slice(0, 15)
    .map(({ name: fn, part, ms }) => `| \`${fn}\` | ${part} | ${perRender(ms, requests)} |`);
  const app = summary.appInclusive
    .slice(0, 12)
    .map(({ name: fn, ms }) => `| \`${fn}\` | ${perRender(ms, requests)} | ${share(ms)} |`);
  return `## ${name} page (\`${pagePath}\`)

${requests} renders profiled: **${perRender(busyMs, requests)} ms of CPU per render** in the server
process (everything it did while the page was asked, two at a time).

${before ? beforeAndNow(before, requests, summary) : ""}
| part of the stack (self time) | ms per render | share |
|---|---:|---:|
${parts.join("\n")}

The 15 functions with the most self time:

| function (package) | part | ms per render |
|---|---|---:|
${functions.join("\n")}

The app's own functions, with what they call (a function and its callers overlap):

| function (app bundle line) | ms per render | share |
|---|---:|---:|
${app.join("\n")}
`;
}

export function renderReport(pages: PageProfile[], run: RunInfo): string {
  return `# Where a page render's CPU time goes

Written by \`npm run profile\` (scripts/profile-render.ts): the production server with the demo
agency and its page cache off, a V8 CPU profile (1 ms sampling, through the inspector) taken while a
list page and then a detail page are rendered for ${run.seconds} s each, two requests at a time, asked
as a browser asks (Chromium's Accept-Encoding), after a warm-up. Self time is time spent in a function
itself; the figures are per render.

${run.date}, ${run.machine}, load average ${run.loadAverage} at the end.

${pages.map(pageSection).join("\n")}
## What was cut, and what is left

- **Garbage collection.** With a young generation of 2 MB, garbage collection took 3.2 ms of a
  list render's 13.8 ms: a render allocates a few megabytes that die young, and such a small young
  generation was scavenged several times per render, promoting short-lived objects to the old
  generation. With 16 MB (server/node-flags.ts) it takes 0.9 ms of 8.8 ms, and the idle process is
  the same size. \`--optimize-for-size\` was tried: half the memory under load, but 22 ms per render.
- **Interface texts.** The root loader sent every interface text of the language to every page,
  and form pages the texts of every form (5.3 and 7.6 KB of JSON in Dutch), to be serialized on
  every render. They are now a file per language that the browser fetches once and keeps
  (docs/decisions/0017-interface-texts-file.md); no loader sends texts. The list page's HTML went
  from 13.9 to 11.1 KB as sent, the contact page's from 14.4 to 8.8 KB.
- **Kept pages and pictures** no longer pass through Express and React Router at all
  (server/fast-lane.ts), so a render is the only work those layers do.
- **Streams.** React's output went through three streams as some thirty chunks of 2 KB, each
  searched by the after-paint rewrite and written on its own. A page's data is loaded before React
  renders it, so there was nothing to stream: it is now collected, rewritten once and sent in one
  write with its length (app/entry.server.tsx), about 5% of a render's CPU.
- **Query planning.** The cards of a list were read with a query PostgreSQL planned on every
  render, longer than it ran. They, and the detail page's property, texts, media and documents,
  are now prepared statements, planned once per connection (\`preparedPerDatabase\`): a list render
  costs the database 0.8 ms of CPU instead of 1.5, a detail render 1.5 instead of 2.8, and
  Drizzle's share of the app's CPU halved.
- **Memory.** A young generation of 8 MB instead of 16 costs about 5% more CPU per render and holds
  16 MB less under load (server/node-flags.ts), for the memory aim.
- **Route matching.** The site has one route per page and language (${run.routes} in all), and React
  Router's matcher tried them in turn, four to seven times per request (the request, the static
  handler, the manifest the browser gets, which matches every ancestor of the path too). The server
  now matches with React Router's own route-pattern trie, \`future.unstable_routePatternMatching\`
  (server/render-shortcuts.ts): not a setting of react-router.config.ts, whose type and loader keep
  only the framework's own flags, but the flag of the server build the request handler runs, left
  out of the flags the page hands to the browser (whose router would refuse it without its own copy
  of the matcher). scripts/bench/same-answers.ts asks every public address of both servers and finds
  no difference.
- **Route objects rebuilt per request.** Every render rebuilt the route modules' map
  (\`createEntryRouteModules\`), the server routes (\`createServerRoutes\`) and their data routes
  (\`createStaticRouter\`) from the build, which does not change while it runs. A patch of React Router
  (patches/react-router+8.4.0.patch, applied by patch-package on every install) makes each once per
  build, keyed on the objects it is made from, so a new build still gets new ones. It is small and
  does not depend on this site: worth sending upstream (React Router, lib/server-runtime/entry.ts,
  lib/dom/ssr/routes.tsx, lib/dom/server.tsx). RENDER_SHORTCUTS=0 switches it off with the rest, for
  scripts/bench/same-answers.ts.
- **The static-file look-up.** express.static asked the disk about every page path (a \`stat\` that
  fails); paths ending in "/" are now never looked up, as no file's name ends so.
- **Compression.** A browser asks for brotli, and the server compressed every page at quality 5
  with brotli's default window of 4 MB: each answer allocated megabytes of hash table and ring
  buffer, which the server's malloc settings (server/node-flags.ts) mapped, zeroed and unmapped per
  answer. That cost more than the render itself (a list page 8 ms of CPU uncompressed, 18 ms
  compressed), and the benchmark, whose autocannon asks for no encoding, never saw it. A window of
  64 KB (larger than a page, so as small: 11,077 bytes of the list page against 11,088) makes
  brotli use a small hash table, and a page rendered whole is compressed in one call with its
  length as a hint rather than through the middleware's stream (server/page-requests.ts); the
  smaller window serves the kept pages' and files' compression too.
- **The request/response adapter.** @react-router/express read every page back through the
  Response's web stream and wrote it chunk by chunk; the site's adapter (server/page-requests.ts)
  sends a page rendered whole (app/entry.server.tsx, app/.server/whole-pages.ts) as the string it
  is, in one write with its headers. Forms (a body to stream into the Request) still go through
  @react-router/express.
- **Hydration data** was looked at and left: the list page's is 12.3 KB of 51.9 KB and the detail
  page's 15.2 of 54.1 KB, nearly all of it what the page draws (cards, the frame's menus and
  footer); no loader sends what the browser does not use.
- **Left:** Node's HTTP work, the serialization of the loaders' data (\`encodeViaTurboStream\`),
  React's rendering and garbage collection, which grow with the page rather than with the routes.
  Candidates not yet measured: plain links where client navigation brings nothing (the cards'
  \`<Link prefetch="intent">\` prefetches the detail page's data and modules on hover, which the
  site relies on), fewer allocations. docs/benchmarks.md compares the uncached renders with the
  render before (CPU per render, compressed as a browser asks and uncompressed) and with the
  framework floor (a page of the same size with its loader data, hydratable, with the site's
  routes). The site keeps rendered pages besides (docs/decisions/0005-page-cache.md), and answers
  them at more than half of nginx's rate.
`;
}
