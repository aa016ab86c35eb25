// What must hold between two instances, checked by talking to each one directly (not through the
// load balancer): a session made on one is accepted by the other; an edit saved through one shows
// on the other's public page (which it had cached) within a second; a visitor who used up the
// form limit through one is refused by the other.
import { TEN_MINUTES_MS } from "../../app/.server/leads/rate-limit.ts";
import { href } from "../../app/i18n/links.ts";
import { contactFields, sleep } from "../reliability/form-client.ts";
import { editListing, markerText } from "./listing-edit.ts";
import { request, signIn, tokenIn, visitorAddress } from "./site-client.ts";
import type { SubmissionLedger } from "./visitors.ts";

export interface Check {
  name: string;
  passed: boolean;
  detail: string;
}

type Account = { email: string; password: string };

/** Signed in on each instance in turn, the session is used on the other one. */
export async function sessionsShared(a: string, b: string, account: Account, from: string): Promise<Check> {
  const results: string[] = [];
  let passed = true;
  for (const [signedOn, usedOn, names] of [
    [a, b, "A → B"],
    [b, a, "B → A"],
  ] as const) {
    const { cookie, landing } = await signIn(signedOn, account, from);
    const answer = await request(`${usedOn}${landing}`, { cookie, from });
    const ok = answer.status === 200;
    passed &&= ok;
    results.push(`signed in on ${names.slice(0, 1)}, ${landing} on ${names.slice(-1)}: ${answer.status}`);
  }
  return { name: "a session made on one instance is accepted by the other", passed, detail: results.join("; ") };
}

export interface EditVisibility extends Check {
  delayMs?: number;
}

/**
 * Saves an edit of a published listing through A, then asks B for the listing's page (which B has
 * just cached) every 50 ms, without waiting for the answers, until an answer shows the edit. The
 * delay is from A's answer to the save to the sending of the first request that B answered with
 * the edit: how soon a visitor asking B sees it, whatever time B then takes to answer under load.
 */
export async function editVisibleOnOther(
  a: string,
  b: string,
  account: Account,
  listing: number,
  marker: string,
  from: string,
): Promise<EditVisibility> {
  const name = "an edit through one instance is visible through the other within a second";
  const moved = await request(`${b}/property/${listing}/`, { from });
  const page = moved.location ? new URL(moved.location, b).pathname : "";
  if (!page) return { name, passed: false, detail: `/property/${listing}/ answered ${moved.status}` };
  // Twice, so the page is in B's cache: the edit must drop it there.
  await request(`${b}${page}`, { from });
  const before = await request(`${b}${page}`, { from });
  const { cookie } = await signIn(a, account, from);
  await editListing(a, cookie, listing, marker, from);
  const saved = performance.now();
  const showing: { sentMs: number; answeredMs: number }[] = [];
  const polls: Promise<void>[] = [];
  while (showing.length === 0 && performance.now() - saved < 10_000) {
    const sentMs = performance.now() - saved;
    polls.push(
      request(`${b}${page}`, { from }).then((answer) => {
        if (answer.body.includes(markerText(marker)))
          showing.push({ sentMs, answeredMs: performance.now() - saved - sentMs });
      }),
    );
    await sleep(50);
  }
  await Promise.all(polls);
  const first = showing.sort((x, y) => x.sentMs - y.sentMs)[0];
  if (!first) return { name, passed: false, detail: `${page} on B did not show the edit within 10 s` };
  const delayMs = Math.round(first.sentMs);
  return {
    name,
    passed: delayMs <= 1_000,
    delayMs,
    detail: `listing ${listing} edited on A; ${page} on B (page cache before the edit: ${before.headers["x-page-cache"] ?? "none"}) showed it to a request sent ${delayMs} ms after the save (answered in ${Math.round(first.answeredMs)} ms)`,
  };
}

/**
 * One visitor sends `limit` contact forms through A (all accepted), then one more through B: B
 * must refuse it (429), while another visitor is still served by B. Not started within a few
 * seconds of the end of a counting window, where the count starts again.
 */
export async function rateLimitShared(
  a: string,
  b: string,
  limit: number,
  formFillMs: number,
  ledger: SubmissionLedger,
  firstNumber: number,
): Promise<Check> {
  const name = "form limits are shared: a visitor over the limit through A is refused through B";
  const windowLeft = TEN_MINUTES_MS - (Date.now() % TEN_MINUTES_MS);
  if (windowLeft < formFillMs + 30_000) await sleep(windowLeft + 1_000);
  const path = href("contact", "nl");
  const from = visitorAddress(firstNumber);
  const tokens: string[] = [];
  for (let i = 0; i <= limit; i++) tokens.push(tokenIn(await request(`${a}${path}`, { from }), path));
  await sleep(formFillMs);
  const throughA: number[] = [];
  for (let i = 0; i < limit; i++) {
    const n = firstNumber + i;
    const sent = await request(`${a}${path}`, { form: contactFields(n, tokens[i] ?? ""), from });
    if (sent.status === 303) ledger.acknowledged.add(n);
    throughA.push(sent.status);
  }
  const overLimit = await request(`${b}${path}`, {
    form: contactFields(firstNumber + limit, tokens[limit] ?? ""),
    from,
  });
  if (overLimit.status === 303) ledger.acknowledged.add(firstNumber + limit);
  // Someone else, at the same moment, through B: still welcome.
  const otherFrom = visitorAddress(firstNumber + limit + 1);
  const otherToken = tokenIn(await request(`${b}${path}`, { from: otherFrom }), path);
  await sleep(formFillMs);
  const other = await request(`${b}${path}`, {
    form: contactFields(firstNumber + limit + 1, otherToken),
    from: otherFrom,
  });
  if (other.status === 303) ledger.acknowledged.add(firstNumber + limit + 1);
  const passed = throughA.every((status) => status === 303) && overLimit.status === 429 && other.status === 303;
  return {
    name,
    passed,
    detail: `limit ${limit} per visitor in 10 minutes; ${limit} sent through A: ${throughA.join(", ")}; the next through B: ${overLimit.status}; another visitor through B: ${other.status}`,
  };
}
