// Part 6 of `npm run reliability`: the abuse the security review tried, against a server of its own
// with the README's default limits, behind a trusted proxy on the loopback so that each request can
// come from another address (X-Forwarded-For), as a botnet's would:
//   - a form flooded without a captcha from many addresses, then a visitor whose browser solved it;
//   - a relay attempt: a solved captcha, a stranger's address, a name and a message with a link;
//     and confirmations asked again and again for one address;
//   - bookings without a captcha from many addresses, trying to take a property's visits;
//   - one account's password guessed from many addresses, then its owner at their usual address.
// Every request loop is bounded; nothing leaves the loopback.
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type pg from "pg";
import { href } from "../../app/i18n/links.ts";
import { PROPERTY_FORM_SLUGS } from "../../app/i18n/property-form-slugs.ts";
import type { ReceivedMail } from "../../tests/support/smtp-test-server.ts";
import { until } from "./form-client.ts";

export interface AbuseCheck {
  name: string;
  held: boolean;
  measured: string;
}

export interface AbuseOptions {
  baseUrl: string;
  db: pg.Pool;
  /** Every message the SMTP server received so far. */
  mailbox(): ReceivedMail[];
  /** FORM_SUBMISSIONS_PER_HOUR of the server under test. */
  formBudget: number;
  owner: { email: string; password: string };
  log(line: string): void;
}

const VISITOR = { title: "ms", firstName: "An", lastName: "Peeters", phone: "0470 12 34 56" };

async function tokenOf(baseUrl: string, path: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  return /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? "";
}

async function solvedCaptcha(baseUrl: string): Promise<string> {
  const challenge = await (await fetch(`${baseUrl}/api/captcha`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

async function post(baseUrl: string, path: string, from: string, fields: Record<string, string>) {
  const answer = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "X-Forwarded-For": from, Origin: baseUrl },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  const html = await answer.text();
  return { status: answer.status, html };
}

function address(n: number): string {
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

async function formFlood(options: AbuseOptions): Promise<AbuseCheck> {
  const path = href("valuation", "nl");
  const fields = { ...VISITOR, street: "Markt 1", zip: "1500", city: "Halle", goal: "sale" };
  let refusedBusy = 0;
  let accepted = 0;
  // Two submissions from each of many addresses, none with a captcha, until the budget is used up.
  for (let n = 0; n < options.formBudget + 20; n += 1) {
    const answer = await post(options.baseUrl, path, address(n), {
      ...fields,
      email: `bot-${n}@example.com`,
      formToken: await tokenOf(options.baseUrl, path),
    });
    if (answer.status === 303) accepted += 1;
    else if (answer.status === 429 && answer.html.includes("zonder de controle tegen spam")) refusedBusy += 1;
  }
  const visitor = await post(options.baseUrl, path, "203.0.113.9", {
    ...fields,
    email: "real-visitor@example.be",
    formToken: await tokenOf(options.baseUrl, path),
    altcha: await solvedCaptcha(options.baseUrl),
  });
  return {
    name: "A form flooded without a captcha from many addresses, then a visitor whose browser solved it",
    held: accepted === options.formBudget && refusedBusy === 20 && visitor.status === 303,
    measured: `${options.formBudget + 20} submissions from ${options.formBudget + 20} addresses: ${accepted} taken in, ${refusedBusy} given back saying the form is busy; the visitor with a solved captcha: ${visitor.status === 303 ? "taken in" : `answered ${visitor.status}`}`,
  };
}

async function relay(options: AbuseOptions): Promise<AbuseCheck> {
  const path = href("contact", "nl");
  const victim = "relay-victim@example.org";
  const statuses: number[] = [];
  for (let n = 0; n < 5; n += 1) {
    const answer = await post(options.baseUrl, path, address(1_000 + n), {
      ...VISITOR,
      firstName: "Claim your prize at http://phish.example",
      email: victim,
      remark: "Your account is blocked, log in at http://phish.example/login to keep it",
      formToken: await tokenOf(options.baseUrl, path),
      altcha: await solvedCaptcha(options.baseUrl),
    });
    statuses.push(answer.status);
  }
  // Every mail the outbox owes for these five leads has left (or was never written).
  await until(
    async () =>
      (
        await options.db.query(
          "select count(*)::int as n from outgoing_mails where sent_at is null and failed_at is null and held_at is null",
        )
      ).rows[0]?.n === 0,
    60_000,
    "the outbox to empty",
  );
  const toVictim = options.mailbox().filter((mail) => mail.envelope.to.includes(victim));
  const carried = toVictim.filter((mail) => /phish|prize|blocked/i.test(mail.raw));
  return {
    name: "A relay attempt: a solved captcha, a stranger's address, a name and a message with a link, five times",
    held: statuses.every((status) => status === 303) && toVictim.length <= 3 && carried.length === 0,
    measured: `5 submissions taken in; the stranger received ${toVictim.length} confirmations (at most 3 a day), ${carried.length} carrying any of the typed words`,
  };
}

async function visitHoarding(options: AbuseOptions): Promise<AbuseCheck> {
  // A slot of its own with ten places, on a property the demo lists with visits.
  const [slot] = (
    await options.db.query<{ id: number; property_id: number }>(
      `insert into visit_slots (property_id, starts_at, ends_at, capacity, booked)
       select p.id, date_trunc('hour', now()) + interval '3 days', date_trunc('hour', now()) + interval '3 days 30 minutes', 10, 0
       from properties p where p.status = 'published' and p.marquee <= 2 and p.goal = 0
         and not exists (select 1 from visit_bookings b join visit_slots s on s.id = b.slot_id join leads l on l.id = b.lead_id
                         where s.property_id = p.id and not l.verified and s.starts_at > now())
       order by p.id limit 1
       returning id, property_id`,
    )
  ).rows;
  if (!slot) return { name: "Bookings without a captcha", held: false, measured: "no property to book in the demo" };
  const response = await fetch(`${options.baseUrl}/property/${slot.property_id}/`, { redirect: "manual" });
  const detail = new URL(response.headers.get("location") ?? "", options.baseUrl).pathname;
  const path = `${detail}${PROPERTY_FORM_SLUGS.visit.nl}/`;
  let booked = 0;
  for (let n = 0; n < 10; n += 1) {
    const answer = await post(options.baseUrl, path, address(2_000 + n), {
      ...VISITOR,
      email: `hoarder-${n}@example.com`,
      slot: String(slot.id),
      formToken: await tokenOf(options.baseUrl, path),
    });
    if (answer.status === 303) booked += 1;
  }
  const visitor = await post(options.baseUrl, path, "203.0.113.10", {
    ...VISITOR,
    email: "real-visit@example.be",
    slot: String(slot.id),
    formToken: await tokenOf(options.baseUrl, path),
    altcha: await solvedCaptcha(options.baseUrl),
  });
  return {
    name: "Bookings without a captcha from ten addresses for a slot of ten places, then a visitor whose browser solved it",
    held: booked === 2 && visitor.status === 303,
    measured: `${booked} of 10 took a place (at most 2 a property); the visitor with a solved captcha: ${visitor.status === 303 ? "booked" : `answered ${visitor.status}`}`,
  };
}

async function distributedGuessing(options: AbuseOptions): Promise<AbuseCheck> {
  const signIn = (from: string, password: string) =>
    post(options.baseUrl, "/nl/login/", from, { email: options.owner.email, password });
  const home = "203.0.113.20";
  const first = await signIn(home, options.owner.password);
  const statuses: number[] = [];
  for (let n = 0; n < 15; n += 1) statuses.push((await signIn(address(3_000 + (n % 5)), `guess-${n}`)).status);
  const owner = await signIn(home, options.owner.password);
  const slowed = statuses.filter((status) => status === 429).length;
  return {
    name: "One account's password guessed 15 times from 5 addresses, then its owner at their usual address",
    held: first.status === 302 && slowed > 0 && owner.status === 302,
    measured: `guesses answered ${JSON.stringify(statuses)}: ${slowed} made to wait; the owner then signed in at once (${owner.status})`,
  };
}

export async function abuseCases(options: AbuseOptions): Promise<AbuseCheck[]> {
  const checks: AbuseCheck[] = [];
  for (const run of [formFlood, relay, visitHoarding, distributedGuessing]) {
    const check = await run(options);
    options.log(`abuse: ${check.held ? "held" : "FAILED"}: ${check.name}: ${check.measured}`);
    checks.push(check);
  }
  return checks;
}
