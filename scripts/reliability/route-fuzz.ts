// Fuzzing every route with every method: fast-check builds requests from the route's real address
// with its parameters replaced by hostile or random ones (broken percent-encodings, dot segments,
// backslashes, huge values), odd path shapes (no trailing slash, doubled slashes, React Router's
// `.data` suffix), hostile query strings, headers (languages, cookies, forwarding headers) and bodies
// of every type. Whatever comes in, the answer is below 500 and complete.
import fc from "fast-check";
import { type ExchangeResult, exchange, type RawRequest, requestBytes } from "./http-exchange.ts";
import type { RouteTarget } from "./site-routes.ts";

export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"] as const;
export type Method = (typeof METHODS)[number];

// Sent as they are: most are encodings a decoder chokes on, the rest what a path must never reach.
const HOSTILE_SEGMENTS = [
  "%E0",
  "%E0%A4%A",
  "%",
  "%zz",
  "%C0%AF",
  "%00",
  "%FF%FE",
  "..",
  "%2e%2e",
  "%2F",
  "%5C",
  "\\evil.example",
  "'%20OR%201=1--",
  "<script>",
  "$%7B7*7%7D",
  "-1",
  "0",
  "99999999999999999999",
  "1e309",
  "NaN",
  "%F0%9F%98%80",
  "a;b=c",
  "__proto__",
  "constructor",
  "_root",
  "x".repeat(4_000),
];

const QUERY_KEYS = [
  "page",
  "sort",
  "view",
  "type",
  "city",
  "priceMin",
  "priceMax",
  "bedrooms",
  "q",
  "width",
  "height",
  "format",
  "setcookies",
  "_data",
  "_routes",
  "index",
  "__proto__",
  "constructor[prototype][polluted]",
  "redirect",
];

const HOSTILE_QUERIES = [
  "%E0",
  "a=%",
  "a=%zz&b=%E0%A4",
  "page=-1",
  "page=1e309",
  "page=99999999999999",
  "width=0&height=0",
  "width=100000&height=100000",
  "width=1.5&format=gif",
  `q=${"x".repeat(10_000)}`,
  "sort=1&sort=2&sort=3",
  "_routes=root,routes/home",
  "_data=root",
  "index",
  "&&&==&",
  "?",
];

const HEADERS: [string, string[]][] = [
  ["Accept-Language", ["", "*", "xx", "zz-ZZ;q=abc", "nl;q=2, fr;q=-1", "de-DE,de;q=0.9", "a".repeat(4_000)]],
  ["Cookie", ["consent=%E0", `consent=${"x".repeat(4_000)}`, "=;=;", "consent={}", "a=b; a=c"]],
  ["X-Forwarded-For", ["evil", "1.2.3.4, 5.6.7.8", "::1", ""]],
  ["X-Forwarded-Host", ["evil.example", "", "a b"]],
  ["X-Forwarded-Proto", ["https", "gopher", ""]],
  ["Accept", ["application/json", "text/x-component", "*/*", ""]],
  ["Accept-Encoding", ["gzip, br", "identity;q=0", "zzz"]],
  ["If-None-Match", ['"x"', "*", "W/"]],
  ["If-Modified-Since", ["yesterday", "Thu, 01 Jan 1970 00:00:00 GMT"]],
  ["Range", ["bytes=5-1", "bytes=0-", "lines=1-2"]],
  ["Origin", ["https://evil.example", "null"]],
];

export interface FuzzRequest extends RawRequest {
  routeId: string;
  method: Method;
}

/** Visible ASCII goes out as it is (a decoder must cope); anything else is percent-encoded by its UTF-8 bytes. */
function asTarget(text: string): string {
  return [...Buffer.from(text, "utf8")]
    .map((byte) =>
      byte > 0x20 && byte < 0x7f && byte !== 0x23
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
}

function segment(real: string[]): fc.Arbitrary<string> {
  const invented = [
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }).map(asTarget) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 20 }).map(asTarget) },
  ];
  return real.length > 0
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...real) }, ...invented)
    : fc.oneof(...invented);
}

function queryString(real: string[]): fc.Arbitrary<string> {
  const value = fc.oneof(fc.constantFrom(...HOSTILE_SEGMENTS), fc.string().map(asTarget), fc.integer().map(String));
  const key = fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 }).map(asTarget));
  const pairs = fc
    .array(fc.tuple(key, value), { minLength: 1, maxLength: 5 })
    .map((entries) => entries.map(([name, text]) => `${name}=${text}`).join("&"));
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant("") },
    { weight: real.length > 0 ? 2 : 0, arbitrary: real.length > 0 ? fc.constantFrom(...real) : fc.constant("") },
    { weight: 3, arbitrary: pairs },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_QUERIES) },
  );
}

const SHAPES = [
  "as-is",
  "no-trailing-slash",
  "doubled-slashes",
  "backslashes",
  "extra-segment",
  "data-suffix",
  "upper-case",
  "dot-segment",
  "leading-double-slash",
] as const;

function shaped(path: string, shape: (typeof SHAPES)[number]): string {
  const bare = path.length > 1 ? path.replace(/\/$/, "") : path;
  switch (shape) {
    case "no-trailing-slash":
      return bare;
    case "doubled-slashes":
      return path.replaceAll("/", "//");
    case "backslashes":
      return path.replaceAll("/", "\\");
    case "extra-segment":
      return `${bare}/x/`;
    case "data-suffix":
      return bare === "/" ? "/_root.data" : `${bare}.data`;
    case "upper-case":
      return path.toUpperCase();
    case "dot-segment":
      return `${bare}/../..${path}`;
    case "leading-double-slash":
      return `//evil.example${path}`;
    default:
      return path;
  }
}

interface Content {
  headers: [string, string][];
  body?: string | Buffer;
}

function typed(type: string, body: string | Buffer, more: [string, string][] = []): Content {
  return { headers: [["Content-Type", type], ...more], body };
}

function multipart(entries: Record<string, string>, closed: boolean): string {
  const parts = Object.entries(entries).map(
    ([name, value]) => `--b0undary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join("")}${closed ? "--b0undary--\r\n" : ""}`;
}

/** A body of every kind a form action may be sent: none, each content type, broken, binary, chunked. */
function content(): fc.Arbitrary<Content> {
  const fields = fc.dictionary(
    fc.oneof(
      fc.constantFrom("email", "password", "formToken", "firstName", "remark", "altcha"),
      fc.string({ maxLength: 10 }),
    ),
    fc.oneof(fc.constantFrom(...HOSTILE_SEGMENTS), fc.string({ maxLength: 50 })),
    { maxKeys: 6 },
  );
  const urlencoded = (entries: Record<string, string>) => new URLSearchParams(entries).toString();
  return fc.oneof(
    fc.constant<Content>({ headers: [] }),
    fields.map((entries) => typed("application/x-www-form-urlencoded", urlencoded(entries))),
    fields.map((entries) => typed("application/json", JSON.stringify(entries))),
    fc.string({ maxLength: 200 }).map((text) => typed("text/plain", text)),
    fc
      .tuple(fields, fc.boolean())
      .map(([entries, closed]) => typed("multipart/form-data; boundary=b0undary", multipart(entries, closed))),
    fc
      .constantFrom("multipart/form-data", "application/x-www-form-urlencoded", "application/json", "", "x/y")
      .map((type) => typed(type, "")),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => typed("application/octet-stream", Buffer.from(bytes))),
    // A body of unknown length: refused before anything reads it.
    fields.map((entries) => {
      const text = urlencoded(entries);
      const chunked = `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n0\r\n\r\n`;
      return typed("application/x-www-form-urlencoded", chunked, [["Transfer-Encoding", "chunked"]]);
    }),
  );
}

/** Requests to `route` with `method`: its address with parameters, shape, query, headers and body varied. */
export function routeRequest(route: RouteTarget, method: Method): fc.Arbitrary<FuzzRequest> {
  const names = Object.keys(route.params);
  return fc
    .record({
      values: fc.tuple(...names.map((name) => segment(route.params[name] ?? []))),
      shape: fc.oneof({ weight: 4, arbitrary: fc.constant("as-is" as const) }, fc.constantFrom(...SHAPES)),
      query: queryString(route.queries),
      headers: fc
        .subarray(HEADERS, { maxLength: 3 })
        .chain((chosen) =>
          fc.tuple(
            ...chosen.map(([name, values]) =>
              fc.constantFrom(...values).map((value): [string, string] => [name, value]),
            ),
          ),
        ),
      content: ["POST", "PUT", "PATCH", "DELETE"].includes(method) ? content() : fc.constant<Content>({ headers: [] }),
    })
    .map(({ values, shape, query, headers, content: sent }) => {
      const path = names.reduce(
        (filled, name, index) => filled.replace(`:${name}`, values[index] ?? ""),
        route.pattern,
      );
      const target = `${shaped(path, shape)}${query ? `?${query}` : ""}`;
      return {
        routeId: route.id,
        method,
        target,
        headers: [...headers, ...sent.headers],
        ...(sent.body === undefined ? {} : { body: sent.body }),
      };
    });
}

export interface Tally {
  requests: number;
  statuses: Record<string, number>;
  /** Answers of 500 or more. */
  serverErrors: number;
  /** No answer, a timeout, or an answer cut off. */
  connectionErrors: number;
  /** The first few requests that failed, to replay. */
  failures: string[];
}

export function emptyTally(): Tally {
  return { requests: 0, statuses: {}, serverErrors: 0, connectionErrors: 0, failures: [] };
}

export function describeRequest(request: RawRequest): string {
  const header = (request.headers ?? []).map(([name, value]) => `${name}: ${value.slice(0, 40)}`).join("; ");
  const size = request.body === undefined ? "" : ` (${Buffer.byteLength(request.body)}-byte body)`;
  return `${request.method} ${request.target.slice(0, 160)}${header ? ` [${header}]` : ""}${size}`;
}

export function count(tally: Tally, request: RawRequest, result: ExchangeResult): void {
  tally.requests += 1;
  const status = result.status === undefined ? "none" : String(result.status);
  tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
  const serverError = result.status !== undefined && result.status >= 500;
  if (serverError) tally.serverErrors += 1;
  if (result.error) tally.connectionErrors += 1;
  if ((serverError || result.error) && tally.failures.length < 5) {
    tally.failures.push(
      `${describeRequest(request)} -> ${result.status ?? ""}${result.error ? ` ${result.error}` : ""}`,
    );
  }
}

export interface RouteFuzzResult {
  routes: (Tally & { id: string })[];
  methods: Record<Method, Tally>;
  /** Requests planned; fewer were sent when the time ran out. */
  planned: number;
  seconds: number;
  stoppedByTime: boolean;
}

/**
 * `perMethod` requests per route and method (a fixed seed, so a failure can be replayed), sent by
 * `concurrency` clients, round by round across all routes, so that when `seconds` run out every
 * route has had the same share.
 */
export async function fuzzRoutes(
  port: number,
  routes: RouteTarget[],
  options: { perMethod: number; seed: number; seconds: number; concurrency?: number },
): Promise<RouteFuzzResult> {
  const started = Date.now();
  const samples = routes.map((route, routeIndex) =>
    METHODS.map((method, methodIndex) =>
      fc.sample(routeRequest(route, method), {
        numRuns: options.perMethod,
        seed: options.seed + routeIndex * 16 + methodIndex,
      }),
    ),
  );
  const queue: FuzzRequest[] = [];
  for (let round = 0; round < options.perMethod; round++) {
    for (const byMethod of samples) {
      for (const requests of byMethod) {
        const request = requests[round];
        if (request) queue.push(request);
      }
    }
  }
  const byRoute = new Map(routes.map((route) => [route.id, { id: route.id, ...emptyTally() }]));
  const methods = Object.fromEntries(METHODS.map((method) => [method, emptyTally()])) as Record<Method, Tally>;
  const deadline = started + options.seconds * 1000;
  let next = 0;
  const client = async () => {
    while (next < queue.length && Date.now() < deadline) {
      const request = queue[next++];
      if (!request) break;
      const result = await exchange(port, requestBytes(port, request), { head: request.method === "HEAD" });
      const tally = byRoute.get(request.routeId);
      if (tally) count(tally, request, result);
      count(methods[request.method], request, result);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, client));
  return {
    routes: [...byRoute.values()],
    methods,
    planned: queue.length,
    seconds: (Date.now() - started) / 1000,
    stoppedByTime: next < queue.length,
  };
}
