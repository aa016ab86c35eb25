// The submission path against the real PostgreSQL: every defence in its order, the one lead per
// submission, the transaction of lead and mails, and the answers a visitor gets back.
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { makeTempDir } from "../../../tests/support/throw-away-postgres.ts";
import type { FormActionData } from "../../shared/form-view.ts";
import { createDatabase, type Database } from "../db/client.ts";
import { newCaptchaChallenge } from "./captcha.ts";
import { checkFormToken, issueFormToken } from "./form-token.ts";
import { leadSettings, setLeadSettings } from "./lead-settings.ts";
import { FormRejection, type SubmitOptions, submitForm } from "./submit-form.ts";
import { leadReceipt } from "./thank-you-receipt.ts";

const SECRET = "a-test-secret-that-is-long-enough-to-sign";
let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(() => database?.cleanup());

beforeEach(async () => {
  setLeadSettings({
    secret: SECRET,
    minFillMs: 1_000,
    submissionsPer10Minutes: 5,
    submissionsPerHourPerForm: 1_000,
    dataDir: makeTempDir("leads-"),
    retentionMonths: 24,
  });
  await db.execute("truncate leads, outgoing_mails, submission_counts, used_challenges restart identity cascade");
});

const schema = z.object({
  name: z.string({ error: "required" }).min(1, "required"),
  email: z.email({ error: "email" }),
});
type Value = z.infer<typeof schema>;

/** A token issued long enough ago to pass the fill-time check. */
function oldToken(now = Date.now()): string {
  return issueFormToken(SECRET, "site-contact", now - 5_000);
}

/** A moment in the middle of a 10-minute window and of an hour: the limits' windows never turn over. */
const MID_WINDOW = Date.UTC(2030, 0, 7, 10, 35);

function post(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/nl/contact/", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}

function submit(request: Request, overrides: Partial<SubmitOptions<Value, undefined, undefined>> = {}) {
  return submitForm<Value>({
    request,
    clientAddress: "192.0.2.1",
    kind: "site-contact",
    language: "nl",
    schema,
    facts: (value) => ({ email: value.email, name: value.name }),
    mails: async ({ value }) => [
      {
        purpose: "agency-notification",
        recipient: { name: "Agency", address: "agency@example.be" },
        subject: "New",
        text: value.name,
      },
    ],
    db,
    ...overrides,
  });
}

/** What submitForm returns: a redirect Response, or React Router's data() with a body and a status. */
function answer(result: unknown): { status: number; location?: string | null; body?: FormActionData } {
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location") };
  const data = result as { data: FormActionData; init?: { status?: number } };
  return { status: data.init?.status ?? 200, body: data.data };
}

async function count(table: string): Promise<number> {
  const result = await db.$client.query(`select count(*)::int as n from ${table}`);
  return result.rows[0].n as number;
}

async function solvedCaptcha(): Promise<string> {
  const challenge = await newCaptchaChallenge(SECRET);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

describe("submitForm", () => {
  it("stores a valid submission with its mails in one go and answers 303 to the thank-you page", async () => {
    const result = answer(await submit(post({ formToken: oldToken(), name: "An", email: "an@example.be" })));
    const [lead] = (await db.$client.query("select * from leads")).rows;
    // The thank-you page in the form's language, naming the lead by its signed receipt only.
    expect(result).toMatchObject({
      status: 303,
      location: `/nl/bedankt/bericht/?receipt=${leadReceipt(SECRET, lead.id)}`,
    });
    expect(lead).toMatchObject({ kind: "site-contact", email: "an@example.be", name: "An", verified: false });
    expect(lead.fields).toEqual({ name: "An", email: "an@example.be" });
    expect(await count("outgoing_mails")).toBe(1);
  });

  it("gives an invalid form back with its values and the error keys, and stores nothing", async () => {
    const result = answer(await submit(post({ formToken: oldToken(), name: "An", email: "not-an-address" })));
    expect(result.status).toBe(400);
    expect(result.body?.result.error).toMatchObject({ email: ["email"] });
    expect(result.body?.result.initialValue).toMatchObject({ name: "An", email: "not-an-address" });
    expect(await count("leads")).toBe(0);
  });

  it("thanks a bot that filled the honeypot and keeps nothing", async () => {
    const fields = { formToken: oldToken(), name: "Bot", email: "bot@example.be", homepage: "http://spam.example" };
    expect(answer(await submit(post(fields)))).toEqual({ status: 303, location: "/nl/bedankt/bericht/" });
    expect(await count("leads")).toBe(0);
  });

  it("asks to send again when the form came back too fast, or without a valid token, keeping the values", async () => {
    const fresh = issueFormToken(SECRET, "site-contact");
    const tooFast = answer(await submit(post({ formToken: fresh, name: "An", email: "an@example.be" })));
    expect(tooFast).toMatchObject({ status: 400, body: { notice: "tooFast", token: fresh } });
    const forged = answer(
      await submit(post({ formToken: `${Date.now() - 9_000}.abc.def`, name: "An", email: "an@example.be" })),
    );
    expect(forged).toMatchObject({ status: 400, body: { notice: "expired" } });
    expect(forged.body?.result.initialValue).toMatchObject({ name: "An" });
    const otherForm = issueFormToken(SECRET, "newsletter", Date.now() - 5_000);
    expect(answer(await submit(post({ formToken: otherForm, name: "An", email: "an@example.be" }))).body?.notice).toBe(
      "expired",
    );
    expect(await count("leads")).toBe(0);
  });

  it("makes one lead of a submission sent twice (refresh, double click), and a new one of an edited resend", async () => {
    const token = oldToken();
    const fields = { formToken: token, name: "An", email: "an@example.be" };
    const [first, second] = await Promise.all([submit(post(fields)), submit(post(fields))]);
    expect([answer(first).status, answer(second).status]).toEqual([303, 303]);
    expect(await count("leads")).toBe(1);
    expect(await count("outgoing_mails")).toBe(1);
    // Edited after it was sent: the form comes back once with a fresh token, then goes as a new lead.
    const edited = answer(await submit(post({ ...fields, name: "An Peeters" })));
    expect(edited.body?.notice).toBe("expired");
    const later = Date.now() + 5_000;
    await submit(post({ ...fields, formToken: edited.body?.token ?? "", name: "An Peeters" }), { now: later });
    expect(await count("leads")).toBe(2);
  });

  it("thanks both clicks of a double click when the first is stored just after the second looked for it", async () => {
    const fields = { formToken: oldToken(), name: "An", email: "an@example.be" };
    // The second click's own reads go through this client; right after its first read of the leads,
    // the first click is stored in full. Real PostgreSQL, the order of events made certain.
    let firstClick: ReturnType<typeof submit> | undefined;
    const client = new Proxy(db.$client, {
      get(target, property) {
        if (property !== "query") return Reflect.get(target, property, target);
        return async (...args: Parameters<typeof target.query>) => {
          const result = await (target.query as (...a: unknown[]) => Promise<unknown>)(...args);
          if (!firstClick && /from leads/.test(String(args[0]))) {
            firstClick = submit(post(fields));
            await firstClick;
          }
          return result;
        };
      },
    });
    const racing = new Proxy(db, {
      get: (target, property) => (property === "$client" ? client : Reflect.get(target, property, target)),
    });
    const second = answer(await submit(post(fields), { db: racing }));
    expect(firstClick).toBeDefined();
    expect([answer(await (firstClick as ReturnType<typeof submit>)).status, second.status]).toEqual([303, 303]);
    expect(await count("leads")).toBe(1);
    // Both clicks end on the one lead's thank-you page.
    const [lead] = (await db.$client.query("select id from leads")).rows;
    expect(second.location).toBe(`/nl/bedankt/bericht/?receipt=${leadReceipt(SECRET, lead.id)}`);
    expect(await count("outgoing_mails")).toBe(1);
  });

  it("takes one accepted submission per token: a different one with the same token gets the form back", async () => {
    const token = oldToken();
    const first = { formToken: token, name: "An", email: "an@example.be" };
    expect(answer(await submit(post(first))).status).toBe(303);
    const second = answer(await submit(post({ formToken: token, name: "Bo", email: "bo@example.be" })));
    expect(second).toMatchObject({ status: 400, body: { notice: "expired" } });
    expect(second.body?.result.initialValue).toMatchObject({ name: "Bo", email: "bo@example.be" });
    // The form comes back with a fresh token, good for the next try.
    expect(second.body?.token).not.toBe(token);
    expect(checkFormToken(SECRET, "site-contact", second.body?.token, 0)).toEqual({ status: "ok" });
    // The very same submission sent again is still the same lead: its thank-you, nothing new.
    const again = answer(await submit(post(first)));
    const [lead] = (await db.$client.query("select id from leads")).rows;
    expect(again).toEqual({ status: 303, location: `/nl/bedankt/bericht/?receipt=${leadReceipt(SECRET, lead.id)}` });
    expect(await count("leads")).toBe(1);
    expect(await count("outgoing_mails")).toBe(1);
  });

  it("takes only one of two different submissions sent at once with the same token", async () => {
    const token = oldToken();
    const results = await Promise.all(
      ["An", "Bo", "Cy"].map(async (name) =>
        answer(await submit(post({ formToken: token, name, email: `${name.toLowerCase()}@example.be` }))),
      ),
    );
    expect(results.map((result) => result.status).sort((a, b) => a - b)).toEqual([303, 400, 400]);
    expect(results.filter((result) => result.body?.notice === "expired")).toHaveLength(2);
    expect(await count("leads")).toBe(1);
  });

  it("marks a solved captcha verified, refuses it the second time and refuses a forged one", async () => {
    const altcha = await solvedCaptcha();
    const ok = answer(await submit(post({ formToken: oldToken(), name: "An", email: "an@example.be", altcha })));
    expect(ok.status).toBe(303);
    expect((await db.$client.query("select verified from leads")).rows).toEqual([{ verified: true }]);
    const replay = answer(await submit(post({ formToken: oldToken(), name: "Bo", email: "bo@example.be", altcha })));
    expect(replay).toMatchObject({ status: 400, body: { notice: "captcha" } });
    const forged = Buffer.from(JSON.stringify({ challenge: { parameters: { nonce: "x" } }, solution: {} })).toString(
      "base64",
    );
    expect(
      answer(await submit(post({ formToken: oldToken(), name: "Cy", email: "cy@example.be", altcha: forged }))).body
        ?.notice,
    ).toBe("captcha");
    expect(await count("leads")).toBe(1);
  });

  it("logs each refusal by its defences as a security event naming the form, never the sender", async () => {
    const lines: string[] = [];
    const log = vi.spyOn(console, "error").mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      const email = "an@example.be";
      await submit(post({ formToken: oldToken(), name: "Bot", email, homepage: "http://spam.example" }));
      await submit(post({ formToken: issueFormToken(SECRET, "site-contact"), name: "An", email }));
      await submit(post({ formToken: `${Date.now() - 9_000}.abc.def`, name: "An", email }));
      const forged = Buffer.from(JSON.stringify({ challenge: {}, solution: {} })).toString("base64");
      await submit(post({ formToken: oldToken(), name: "An", email, altcha: forged }));
      for (let index = 0; index < 6; index += 1)
        await submit(post({ formToken: oldToken(), name: `N${index}`, email }));
    } finally {
      log.mockRestore();
    }
    expect(lines).toEqual([
      "[security] form-honeypot site-contact",
      "[security] form-too-fast site-contact",
      "[security] form-token-refused site-contact (invalid)",
      "[security] form-captcha-refused site-contact",
      "[security] form-rate-limited site-contact",
    ]);
  });

  it("limits submissions per address in PostgreSQL and answers 429 with the values kept", async () => {
    for (let index = 0; index < 5; index += 1)
      expect(
        answer(await submit(post({ formToken: oldToken(), name: `N${index}`, email: "an@example.be" }))).status,
      ).toBe(303);
    const limited = answer(await submit(post({ formToken: oldToken(), name: "Six", email: "an@example.be" })));
    expect(limited).toMatchObject({ status: 429, body: { notice: "rateLimited" } });
    expect(limited.body?.result.initialValue).toMatchObject({ name: "Six" });
    const other = await submit(post({ formToken: oldToken(), name: "Other", email: "o@example.be" }), {
      clientAddress: "192.0.2.2",
    });
    expect(answer(other).status).toBe(303);
  });

  it("counts an IPv6 /64 as one address, and an IPv4-mapped IPv6 address as its IPv4 address", async () => {
    const from = (clientAddress: string, name: string) =>
      submit(post({ formToken: oldToken(MID_WINDOW), name, email: "an@example.be" }), {
        clientAddress,
        now: MID_WINDOW,
      });
    for (let index = 1; index <= 5; index += 1)
      expect(answer(await from(`2001:db8:1:2::${index.toString(16)}`, `N${index}`)).status).toBe(303);
    const limited = answer(await from("2001:db8:1:2:ffff:ffff:ffff:ffff", "Six"));
    expect(limited).toMatchObject({ status: 429, body: { notice: "rateLimited" } });
    expect(limited.body?.result.initialValue).toMatchObject({ name: "Six" });
    expect(answer(await from("2001:db8:1:3::1", "Next /64")).status).toBe(303);

    for (let index = 1; index <= 5; index += 1)
      expect(answer(await from(index % 2 ? "198.51.100.7" : "::ffff:198.51.100.7", `V${index}`)).status).toBe(303);
    expect(answer(await from("::ffff:c633:6407", "Mapped")).status).toBe(429);
  });

  it("stops a flood without a solved captcha from many addresses with an hourly budget per form, saying the form is busy", async () => {
    setLeadSettings({ ...leadSettings(), submissionsPerHourPerForm: 3 });
    const from = (clientAddress: string, kind: "site-contact" | "valuation" = "site-contact") =>
      submit(
        post({
          formToken: issueFormToken(SECRET, kind, MID_WINDOW - 5_000),
          name: clientAddress,
          email: "an@example.be",
        }),
        { clientAddress, kind, now: MID_WINDOW },
      );
    for (const address of ["192.0.2.10", "192.0.2.11", "192.0.2.12"])
      expect(answer(await from(address)).status).toBe(303);
    const busy = answer(await from("192.0.2.13"));
    expect(busy).toMatchObject({ status: 429, body: { notice: "formBusy" } });
    expect(busy.body?.result.initialValue).toMatchObject({ name: "192.0.2.13" });
    // Another form has a budget of its own.
    expect(answer(await from("192.0.2.13", "valuation")).status).toBe(303);
    expect(await count("leads")).toBe(4);
  });

  it("never refuses a visitor with a solved captcha because a bot used up the form's budget", async () => {
    setLeadSettings({ ...leadSettings(), submissionsPerHourPerForm: 3 });
    const send = async (clientAddress: string, altcha?: string) =>
      answer(
        await submit(
          post({
            formToken: oldToken(MID_WINDOW),
            name: clientAddress,
            email: "an@example.be",
            ...(altcha ? { altcha } : {}),
          }),
          { clientAddress, now: MID_WINDOW },
        ),
      );
    // Five addresses fill the form's budget without solving the captcha (the flood of the finding).
    for (const address of ["192.0.2.20", "192.0.2.21", "192.0.2.22", "192.0.2.23", "192.0.2.24"]) await send(address);
    expect((await send("192.0.2.25")).body?.notice).toBe("formBusy");
    const visitor = await send("198.51.100.1", await solvedCaptcha());
    expect(visitor.status).toBe(303);
    const [lead] = (await db.$client.query("select verified from leads where name = '198.51.100.1'")).rows;
    expect(lead).toEqual({ verified: true });
  });

  it("takes in submissions with a solved captcha beyond ten times the budget, holding their mails for a person", async () => {
    setLeadSettings({ ...leadSettings(), submissionsPerHourPerForm: 1, submissionsPer10Minutes: 100 });
    const lines: string[] = [];
    const log = vi.spyOn(console, "error").mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      for (let index = 0; index < 11; index += 1) {
        const sent = await submit(
          post({
            formToken: oldToken(MID_WINDOW),
            name: `V${index}`,
            email: "an@example.be",
            altcha: await solvedCaptcha(),
          }),
          { clientAddress: `192.0.2.${30 + index}`, now: MID_WINDOW },
        );
        expect(answer(sent).status).toBe(303);
      }
    } finally {
      log.mockRestore();
    }
    const held = await db.$client.query(
      "select l.name, m.held_at is not null as held from leads l join outgoing_mails m on m.lead_id = l.id order by l.id",
    );
    expect(held.rows.filter((row) => row.held).map((row) => row.name)).toEqual(["V10"]);
    expect(lines).toEqual(["[security] form-held site-contact"]);
  });

  it("mails one address at most three confirmations a day, whatever its spelling, and keeps every submission", async () => {
    const lines: string[] = [];
    const log = vi.spyOn(console, "error").mockImplementation((line: unknown) => void lines.push(String(line)));
    const addresses = ["an@example.be", "An@Example.be", "an+1@example.be", "an+2@example.be"];
    try {
      for (const [index, email] of addresses.entries()) {
        const sent = await submit(post({ formToken: oldToken(MID_WINDOW), name: `N${index}`, email }), {
          clientAddress: `192.0.2.${50 + index}`,
          now: MID_WINDOW,
          mails: async ({ value }) => [
            {
              purpose: "agency-notification",
              recipient: { name: "", address: "agency@example.be" },
              subject: "New",
              text: "-",
            },
            {
              purpose: "visitor-confirmation",
              recipient: { name: "", address: value.email },
              subject: "Thanks",
              text: "-",
            },
          ],
        });
        expect(answer(sent).status).toBe(303);
      }
    } finally {
      log.mockRestore();
    }
    expect(await count("leads")).toBe(4);
    const mails = await db.$client.query("select purpose from outgoing_mails order by id");
    expect(mails.rows.filter((row) => row.purpose === "visitor-confirmation")).toHaveLength(3);
    expect(mails.rows.filter((row) => row.purpose === "agency-notification")).toHaveLength(4);
    expect(lines).toEqual(["[security] confirmation-limited visitor-confirmation"]);
  });

  it("writes nothing when the form's own rows refuse it, and gives it back with the reason", async () => {
    const result = answer(
      await submit(post({ formToken: oldToken(), name: "An", email: "an@example.be" }), {
        write: async () => {
          throw new FormRejection("slotTaken", { name: ["slotTaken"] });
        },
      }),
    );
    expect(result).toMatchObject({ status: 409, body: { notice: "slotTaken" } });
    expect(await count("leads")).toBe(0);
  });

  it("keeps no lead without its mails: a failure while composing them rolls the lead back", async () => {
    const result = answer(
      await submit(post({ formToken: oldToken(), name: "An", email: "an@example.be" }), {
        mails: async () => {
          throw new Error("composer broke");
        },
      }),
    );
    expect(result).toMatchObject({ status: 503, body: { notice: "notSent" } });
    expect(await count("leads")).toBe(0);
  });

  it("says 'not sent, try again' with the values kept when the database is down", async () => {
    const down = createDatabase("postgresql://nobody:none@127.0.0.1:1/none", { max: 1 });
    try {
      const result = answer(
        await submit(post({ formToken: oldToken(), name: "An", email: "an@example.be" }), { db: down }),
      );
      expect(result).toMatchObject({ status: 503, body: { notice: "notSent" } });
      expect(result.body?.result.initialValue).toMatchObject({ name: "An", email: "an@example.be" });
    } finally {
      await down.$client.end();
    }
  });

  it("refuses what is not a form, and bodies that are too large, with a 4xx", async () => {
    const json = new Request("http://localhost/nl/contact/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    await expect(submit(json)).rejects.toMatchObject({ init: { status: 415 } });
    const big = post(
      { formToken: oldToken(), name: "x".repeat(10), email: "a@b.be" },
      { "content-length": String(10 * 1024 * 1024) },
    );
    await expect(submit(big)).rejects.toMatchObject({ init: { status: 413 } });
  });
});
