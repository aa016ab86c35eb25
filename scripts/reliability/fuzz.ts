// Fuzzing every form endpoint with fast-check: bodies of every shape (known and unknown fields,
// huge, empty, binary, injection strings, wrong content types, valid and forged tokens). Whatever
// comes in, the answer is below 500: a 4xx with a reason, the form back, or its thank-you page.
import fc from "fast-check";
import { formToken } from "./form-client.ts";

export interface FuzzTarget {
  path: string;
  /** A submission the form accepts: mutated, it takes the fuzzing past validation into the writes. */
  valid: Record<string, string>;
}

export interface FuzzResult {
  path: string;
  bodies: number;
  statuses: Record<string, number>;
  failures: string[];
}

const NASTY = [
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "\r\nBcc: victim@example.com",
  "../../../../etc/passwd",
  "%00",
  "😀".repeat(50),
  "x".repeat(100_000),
  "{{7*7}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  "${7*7}",
  "-1",
  "1e309",
  "NaN",
  "2026-02-30",
  "on",
  "",
];

const value = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom(...NASTY),
  fc.integer().map(String),
  fc.double().map(String),
  fc.emailAddress(),
);

interface FuzzBody {
  known: Record<string, string>;
  unknown: Record<string, string>;
  repeat: boolean;
  token: "valid" | "forged" | "none" | "garbage";
  encoding: "urlencoded" | "multipart" | "json" | "text" | "none";
}

/** Anything at all in the form's fields, sent any way. */
function randomBody(fields: string[]): fc.Arbitrary<FuzzBody> {
  return fc.record({
    known: fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: fields.length }),
    unknown: fc.dictionary(fc.string({ maxLength: 20 }), value, { maxKeys: 5 }),
    repeat: fc.boolean(),
    token: fc.constantFrom("valid", "forged", "none", "garbage"),
    encoding: fc.constantFrom("urlencoded", "multipart", "json", "text", "none"),
  });
}

/** An accepted submission with one to three fields changed, sent as a browser would. */
function mutatedBody(valid: Record<string, string>): fc.Arbitrary<FuzzBody> {
  const fields = Object.keys(valid);
  return fc
    .record({
      changes: fc.dictionary(fc.constantFrom(...fields), value, { minKeys: 1, maxKeys: Math.min(3, fields.length) }),
      drop: fc.subarray(fields, { maxLength: 2 }),
      encoding: fc.constantFrom<FuzzBody["encoding"]>("urlencoded", "multipart"),
    })
    .map(({ changes, drop, encoding }) => {
      const known: Record<string, string> = { ...valid, ...changes };
      for (const name of drop) delete known[name];
      return { known, unknown: {}, repeat: false, token: "valid" as const, encoding };
    });
}

export function bodyFor(target: FuzzTarget): fc.Arbitrary<FuzzBody> {
  const fields = Object.keys(target.valid);
  return fc.oneof(
    { weight: 1, arbitrary: randomBody(fields) },
    { weight: 1, arbitrary: mutatedBody(target.valid) },
    // Accepted as it is: the lead and its mails are written, the answer is its thank-you page.
    { weight: 1, arbitrary: mutatedBody(target.valid).map((body) => ({ ...body, known: { ...target.valid } })) },
  );
}

async function send(url: string, body: FuzzBody, token: string): Promise<number> {
  const entries: [string, string][] = [...Object.entries(body.known), ...Object.entries(body.unknown)];
  if (body.repeat && entries[0]) entries.push(entries[0]);
  if (body.token === "valid") entries.push(["formToken", token]);
  if (body.token === "forged") entries.push(["formToken", `${Date.now() - 10_000}.abc.${"A".repeat(43)}`]);
  if (body.token === "garbage") entries.push(["formToken", "\u0000\u0001"]);
  let init: RequestInit;
  if (body.encoding === "multipart") {
    const form = new FormData();
    for (const [name, text] of entries) form.append(name, text);
    init = { body: form };
  } else if (body.encoding === "json") {
    init = { body: JSON.stringify(Object.fromEntries(entries)), headers: { "content-type": "application/json" } };
  } else if (body.encoding === "text") {
    const text = entries.map(([name, field]) => `${name}=${field}`).join("\n");
    init = { body: text, headers: { "content-type": "text/plain" } };
  } else if (body.encoding === "none") {
    init = { body: new URLSearchParams(entries).toString(), headers: { "content-type": "" } };
  } else {
    init = { body: new URLSearchParams(entries) };
  }
  const response = await fetch(url, { method: "POST", redirect: "manual", ...init });
  await response.arrayBuffer();
  return response.status;
}

/** `runs` generated bodies (a fixed seed, so a failure can be replayed) posted one after another. */
export async function fuzzEndpoint(
  baseUrl: string,
  target: FuzzTarget,
  runs: number,
  seed: number,
): Promise<FuzzResult> {
  let token = await formToken(baseUrl, target.path);
  const statuses: Record<string, number> = {};
  const failures: string[] = [];
  for (const [index, body] of fc.sample(bodyFor(target), { numRuns: runs, seed }).entries()) {
    let status: number;
    try {
      status = await send(`${baseUrl}${target.path}`, body, token);
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
      failures.push(
        `no answer (${error instanceof Error ? error.message : String(error)}${cause}) to body ${index}: ${JSON.stringify(body).slice(0, 200)}`,
      );
      continue;
    }
    statuses[status] = (statuses[status] ?? 0) + 1;
    // A token carries one accepted submission: the next bodies need a fresh one to get as deep.
    if (status === 303) token = await formToken(baseUrl, target.path);
    if (status >= 500) failures.push(`${status} to body ${index}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return { path: target.path, bodies: runs, statuses, failures };
}
