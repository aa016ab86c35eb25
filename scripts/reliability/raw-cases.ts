// Requests no browser sends and fetch() cannot: written byte for byte on a socket. Each case is a
// few requests; every answer must be below 500 and complete (a 400, 405 or 415 with a reason).
import { exchange, type RawRequest, requestBytes } from "./http-exchange.ts";
import { count, describeRequest, emptyTally, type Tally } from "./route-fuzz.ts";
import { pathWith, type RouteTarget, realPath } from "./site-routes.ts";

export interface RawCase {
  name: string;
  /** The only statuses the case may get, where there is one right answer (beyond "below 500"). */
  allowed?: number[];
  /** Whole requests as bytes (for those requestBytes cannot write: no Host, HTTP/1.0) or as parts. */
  requests: (RawRequest | { raw: string; method: string; target: string })[];
}

/** Real addresses the cases start from. */
interface Paths {
  home: string;
  login: string;
  contact: string;
  /** A property's question form: /nl/te-koop/{city}/{title}/{id}/vraag/. */
  propertyForm: string;
}

const URLENCODED: [string, string] = ["Content-Type", "application/x-www-form-urlencoded"];

function get(target: string, headers: [string, string][] = []): RawRequest {
  return { method: "GET", target, headers };
}

function post(target: string, type: string | undefined, body: string): RawRequest {
  return { method: "POST", target, headers: type === undefined ? [] : [["Content-Type", type]], body };
}

/** Methods a site has no use for, and form actions asked by the wrong one. */
function methodCases(paths: Paths): RawCase[] {
  const pages = [paths.home, paths.contact, paths.propertyForm, "/", "/robots.txt", "/images/x", "/api/search?q=a"];
  const forms = [paths.contact, paths.propertyForm, paths.login];
  return [
    { name: "TRACE", requests: pages.map((target) => ({ method: "TRACE", target })) },
    {
      name: "TRACK and an unknown method",
      requests: [
        { method: "TRACK", target: "/" },
        { method: "FOO", target: paths.home },
      ],
    },
    { name: "OPTIONS *", requests: [{ method: "OPTIONS", target: "*" }, get("*")] },
    {
      // An action answers POST only: another method must not submit the form.
      name: "form actions by PUT, PATCH and DELETE",
      allowed: [405],
      requests: ["PUT", "PATCH", "DELETE"].flatMap((method) =>
        forms.map((target) => ({ method, target, headers: [URLENCODED], body: "email=a%40example.be&password=x" })),
      ),
    },
  ];
}

/** Whom the request says it is for: nobody, nonsense, another site. */
function hostCases(paths: Paths): RawCase[] {
  const hosts = ["evil..example:99999", "[::1", "a b", "ex%41mple.be", "evil.example", "-", "127.0.0.1:0"];
  const absolute = [
    "http://evil.example/nl/",
    "http://evil.example/robots.txt",
    "https://evil.example:8443/sitemap.xml",
  ];
  return [
    {
      name: "empty Host",
      requests: [paths.home, "/robots.txt", "/sitemap.xml", "/"].map((target) => get(target, [["Host", ""]])),
    },
    {
      name: "invalid Host",
      requests: hosts.flatMap((host) => [paths.home, "/robots.txt"].map((target) => get(target, [["Host", host]]))),
    },
    {
      name: "HTTP/1.0 without Host",
      requests: [paths.home, "/", "/robots.txt", "/sitemap.xml", paths.contact].map((target) => ({
        method: "GET",
        target,
        raw: `GET ${target} HTTP/1.0\r\n\r\n`,
      })),
    },
    {
      name: "absolute-form target",
      requests: [
        ...absolute.map((target) => get(target)),
        { method: "POST", target: `http://evil.example${paths.contact}`, headers: [URLENCODED], body: "a=b" },
      ],
    },
  ];
}

// What a form action may be sent instead of a form: JSON, text, nothing, multipart without its end,
// without a boundary or with an empty one, broken encodings.
const ACTION_BODIES: [string | undefined, string][] = [
  ["application/json", '{"email":"a@example.be","password":"x"}'],
  ["application/json", "{broken"],
  ["text/plain", "email=a@example.be&password=x"],
  [undefined, ""],
  ["application/x-www-form-urlencoded", ""],
  ["multipart/form-data; boundary=b0undary", ""],
  [
    "multipart/form-data; boundary=b0undary",
    '--b0undary\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.be',
  ],
  ["multipart/form-data", '--b0undary\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n--b0undary--\r\n'],
  ["multipart/form-data; boundary=", "--\r\n\r\n"],
  ["application/x-www-form-urlencoded", "email=%E0&password=%"],
];

function bodyCases(paths: Paths): RawCase[] {
  return [
    {
      name: "login action with other bodies",
      requests: ACTION_BODIES.map(([type, body]) => post(paths.login, type, body)),
    },
    {
      name: "form action with other bodies",
      requests: [paths.contact, paths.propertyForm].flatMap((target) =>
        ACTION_BODIES.map(([type, body]) => post(target, type, body)),
      ),
    },
  ];
}

const BROKEN_ENCODINGS = ["%E0", "%E0%A4%A", "%", "%zz", "%C0%AF", "%FF"];

/** For each route with parameters (in Dutch, and the resource routes), each parameter broken in each way. */
function brokenParameterCases(routes: RouteTarget[]): RawCase[] {
  const dutchOrResource = (id: string) => id.endsWith(".nl") || !id.includes(".");
  const withParameters = routes.filter((route) => Object.keys(route.params).length > 0 && dutchOrResource(route.id));
  return withParameters.map((route) => ({
    name: `broken percent-encodings in \`${route.id}\``,
    requests: Object.keys(route.params).flatMap((name) =>
      BROKEN_ENCODINGS.flatMap((bad) => {
        const target = pathWith(route, { [name]: bad });
        return [get(target), post(target, URLENCODED[1], "a=b")];
      }),
    ),
  }));
}

/** Every case, starting from the real addresses of `routes`. */
export function rawCases(routes: RouteTarget[]): RawCase[] {
  const paths: Paths = {
    home: realPath(routes, "home.nl"),
    login: realPath(routes, "login.nl"),
    contact: realPath(routes, "contact.nl"),
    propertyForm: realPath(routes, "propertyFormForSale.nl"),
  };
  return [...methodCases(paths), ...hostCases(paths), ...bodyCases(paths), ...brokenParameterCases(routes)];
}

export interface RawCaseResult extends Tally {
  name: string;
  allowed?: number[];
  /** Answers below 500 that are not among the allowed ones. */
  unexpected: number;
  /** Requests left unsent because the time ran out (a server that hangs). */
  unsent: number;
}

/** Sends every case's requests one after another, for `seconds` at most. */
export async function runRawCases(port: number, cases: RawCase[], seconds: number): Promise<RawCaseResult[]> {
  const deadline = Date.now() + seconds * 1000;
  const results: RawCaseResult[] = [];
  for (const rawCase of cases) {
    const tally: RawCaseResult = {
      name: rawCase.name,
      ...(rawCase.allowed ? { allowed: rawCase.allowed } : {}),
      ...emptyTally(),
      unexpected: 0,
      unsent: 0,
    };
    for (const request of rawCase.requests) {
      if (Date.now() > deadline) {
        tally.unsent += 1;
        continue;
      }
      const bytes = "raw" in request ? Buffer.from(request.raw, "latin1") : requestBytes(port, request);
      const result = await exchange(port, bytes, { head: request.method === "HEAD" });
      const sent =
        "raw" in request ? { method: request.method, target: `${request.target} (HTTP/1.0, no Host)` } : request;
      count(tally, sent, result);
      const { status } = result;
      if (rawCase.allowed && status !== undefined && status < 500 && !rawCase.allowed.includes(status)) {
        tally.unexpected += 1;
        if (tally.failures.length < 5)
          tally.failures.push(`${describeRequest(sent)} -> ${status}, not ${rawCase.allowed.join(" or ")}`);
      }
    }
    results.push(tally);
  }
  return results;
}
