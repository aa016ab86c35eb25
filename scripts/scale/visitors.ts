// The visitors of the scale run that a load generator cannot play: people sending the contact form
// (with its form token and time trap), signing in, and an agent editing listings in the back office.
// Each runs as a small loop through the load balancer beside autocannon's page views; every answer
// other than the expected one is a failure, kept with what it was.
import { LANGUAGES } from "../../app/i18n/languages.ts";
import { href } from "../../app/i18n/links.ts";
import { contactFields, sleep } from "../reliability/form-client.ts";
import { editListing } from "./listing-edit.ts";
import { request, signIn, tokenIn, visitorAddress } from "./site-client.ts";

/** The contact submissions the site acknowledged (303), by visitor number: each must be one lead. */
export class SubmissionLedger {
  readonly acknowledged = new Set<number>();
  readonly emailOf = (n: number) => `visitor-${n}@example.be`;
}

export interface VisitorTally {
  contactSubmissions: number;
  signIns: number;
  edits: number;
  requests: number;
  failures: string[];
}

export interface VisitorOptions {
  baseUrl: string;
  ledger: SubmissionLedger;
  /** How long the site wants a form to be open before it is sent (FORM_MIN_FILL_SECONDS). */
  formFillMs: number;
  contactVisitors: number;
  /** Accounts that sign in, one after another (no two-factor step: agents and owners). */
  accounts: { email: string; password: string }[];
  /** The agent who edits, and the listings they edit (one editor per listing, so no edit conflicts). */
  editor: { email: string; password: string };
  editedListings: number[];
  /** The pause between two sign-ins and between two edits of one editor. */
  pauseMs: number;
  running(): boolean;
}

/** Numbers 0 to 999 are addresses the run keeps for its own checks. */
let nextVisitor = 1_000;

export async function runVisitors(options: VisitorOptions): Promise<VisitorTally> {
  const tally: VisitorTally = { contactSubmissions: 0, signIns: 0, edits: 0, requests: 0, failures: [] };
  const fail = (what: string, error: unknown) =>
    tally.failures.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);

  async function contactVisitor(): Promise<void> {
    while (options.running()) {
      const n = nextVisitor++;
      const from = visitorAddress(n);
      const path = href("contact", LANGUAGES[n % LANGUAGES.length] ?? "nl");
      try {
        tally.requests += 1;
        const page = await request(`${options.baseUrl}${path}`, { from });
        if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
        const token = tokenIn(page, path);
        // A person takes a moment to fill the form in; the site refuses a form sent sooner.
        await sleep(options.formFillMs);
        tally.requests += 1;
        const sent = await request(`${options.baseUrl}${path}`, { form: contactFields(n, token), from });
        if (sent.status !== 303) throw new Error(`answered ${sent.status}`);
        options.ledger.acknowledged.add(n);
        tally.contactSubmissions += 1;
      } catch (error) {
        fail(`contact form of visitor ${n} (${path})`, error);
      }
    }
  }

  async function signingIn(): Promise<void> {
    for (let turn = 0; options.running(); turn++) {
      const account = options.accounts[turn % options.accounts.length];
      if (!account) return;
      const from = visitorAddress(nextVisitor++);
      try {
        tally.requests += 2;
        const { cookie, landing } = await signIn(options.baseUrl, account, from);
        const own = await request(new URL(landing, options.baseUrl).href, { cookie, from });
        if (own.status !== 200) throw new Error(`${landing} answered ${own.status} once signed in`);
        tally.signIns += 1;
      } catch (error) {
        fail(`sign-in of ${account.email}`, error);
      }
      await sleep(options.pauseMs);
    }
  }

  async function editing(listing: number): Promise<void> {
    const from = visitorAddress(nextVisitor++);
    let cookie: string;
    try {
      tally.requests += 1;
      cookie = (await signIn(options.baseUrl, options.editor, from)).cookie;
    } catch (error) {
      fail(`the editor's sign-in`, error);
      return;
    }
    for (let turn = 0; options.running(); turn++) {
      try {
        tally.requests += 2;
        await editListing(options.baseUrl, cookie, listing, `load-${listing}-${turn}`, from);
        tally.edits += 1;
      } catch (error) {
        fail(`edit of listing ${listing}`, error);
      }
      await sleep(options.pauseMs);
    }
  }

  await Promise.all([
    ...Array.from({ length: options.contactVisitors }, () => contactVisitor()),
    signingIn(),
    ...options.editedListings.map((listing) => editing(listing)),
  ]);
  return tally;
}
