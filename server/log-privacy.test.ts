// What the server logs while it refuses bad input, over real HTTP against a site with its real
// routes and database: a form with a NUL byte in its text, every refusal of the form path (honeypot,
// token, fill time, captcha, limits), a failed sign-in, back-office searches with a NUL. Each answer
// is below 500, and no line of the log, whatever its level, carries what the visitor typed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../app/.server/auth/users.ts";
import { formsNl } from "../app/i18n/messages/forms-nl.ts";
import { loggedLines } from "../tests/support/logged-lines.ts";
import { seedMinimalSite } from "../tests/support/minimal-site.ts";
import { type SiteWithoutBuild, startSiteWithoutBuild } from "../tests/support/site-without-build.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";

let database: TestDatabase;
let site: SiteWithoutBuild;
const AGENT = {
  name: "Log Agent",
  email: "log-agent@example.be",
  password: "log-agent-password",
  role: "agent" as const,
};

// What a visitor typed, each easy to find in a log: none of it may appear there.
const TYPED = { firstName: "Zyxwvut", lastName: "Qwertzuiop", email: "zyxwvut@example.be", phone: "0470 98 76 54" };
const MESSAGE = "Mijn geheime boodschap Plokijuh";
const MARKERS = ["Zyxwvut", "zyxwvut", "Qwertzuiop", "98 76 54", "Plokijuh"];
const EVERY_LEVEL = ["error", "warn", "log", "info", "debug"] as const;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMinimalSite(database.url);
  await createUser(database.db, AGENT);
  site = await startSiteWithoutBuild(
    { FORM_MIN_FILL_SECONDS: "0", SUBMISSIONS_PER_10_MINUTES: "6", PAGE_CACHE_SECONDS: "0" },
    database.url,
  );
}, 120_000);

afterAll(async () => {
  await site?.close();
  await database?.cleanup();
});

/** The valuation form's token, as its page gives it (a form of the minimal site). */
async function formToken(): Promise<string> {
  const page = await (await fetch(`${site.base}/nl/gratis-waardebepaling/`)).text();
  return /name="formToken" value="([^"]+)"/.exec(page)?.[1] ?? "";
}

async function postContact(fields: Record<string, string>, address: string): Promise<{ status: number; html: string }> {
  const answer = await fetch(`${site.base}/nl/gratis-waardebepaling/`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "X-Forwarded-For": address },
    body: new URLSearchParams({
      title: "ms",
      ...TYPED,
      street: "Markt 1",
      zip: "1500",
      city: "Halle",
      remark: MESSAGE,
      ...fields,
    }),
    redirect: "manual",
  });
  return { status: answer.status, html: await answer.text() };
}

describe("the log while bad input is refused", () => {
  it("a NUL byte in a form's text is refused with a message in the visitor's language, and nothing typed is logged", async () => {
    let answer = { status: 0, html: "" };
    const lines = await loggedLines(async () => {
      answer = await postContact({ formToken: await formToken(), remark: `${MESSAGE}\u0000` }, "192.0.2.1");
    }, EVERY_LEVEL);
    expect(answer.status).toBe(400);
    expect(answer.html).toContain(formsNl.errors.controlCharacters.replaceAll("'", "&#x27;"));
    for (const marker of MARKERS) expect(lines.join("\n")).not.toContain(marker);
  });

  it("every refusal of the form path logs its event and nothing typed", async () => {
    const statuses: number[] = [];
    const lines = await loggedLines(async () => {
      const token = await formToken();
      statuses.push((await postContact({ formToken: token, homepage: "http://spam.example" }, "192.0.2.2")).status);
      statuses.push((await postContact({ formToken: "1.forged.token" }, "192.0.2.2")).status);
      const forged = Buffer.from(JSON.stringify({ challenge: {}, solution: {} })).toString("base64");
      statuses.push((await postContact({ formToken: token, altcha: forged }, "192.0.2.2")).status);
      for (let index = 0; index < 8; index += 1)
        statuses.push(
          (await postContact({ formToken: await formToken(), remark: `${MESSAGE} ${index}` }, "192.0.2.3")).status,
        );
    }, EVERY_LEVEL);
    expect(statuses.every((status) => status < 500)).toBe(true);
    expect(statuses).toContain(429);
    expect(lines.some((line) => line.includes("[security] form-rate-limited"))).toBe(true);
    for (const marker of MARKERS) expect(lines.join("\n")).not.toContain(marker);
  });

  it("a failed sign-in logs neither the address typed nor the password", async () => {
    const lines = await loggedLines(async () => {
      const answer = await fetch(`${site.base}/nl/login/`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", Origin: site.base },
        body: new URLSearchParams({ email: TYPED.email, password: "Plokijuh-password" }),
        redirect: "manual",
      });
      expect(answer.status).toBeLessThan(500);
    }, EVERY_LEVEL);
    expect(lines.some((line) => line.includes("[security] sign-in-failed"))).toBe(true);
    for (const marker of MARKERS) expect(lines.join("\n")).not.toContain(marker);
  });

  it("back-office searches with a NUL answer without an error, and log nothing", async () => {
    const signIn = await fetch(`${site.base}/nl/login/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", Origin: site.base },
      body: new URLSearchParams({ email: AGENT.email, password: AGENT.password }),
      redirect: "manual",
    });
    expect(signIn.status).toBe(302);
    const cookie = (signIn.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
    const answers: number[] = [];
    const lines = await loggedLines(async () => {
      for (const path of [
        "/admin/leads/?q=%00Zyxwvut",
        "/admin/leads/export.csv?q=%00Zyxwvut",
        "/admin/properties/?q=Zyxwvut%00",
        "/admin/demands/?q=%00",
        "/admin/newsletter/?q=%00",
      ]) {
        answers.push((await fetch(`${site.base}${path}`, { headers: { cookie }, redirect: "manual" })).status);
      }
    }, EVERY_LEVEL);
    // The lists answer; the export answers too (or refuses an agent without two-factor codes), never fails.
    expect(answers.filter((_, index) => index !== 1)).toEqual([200, 200, 200, 200]);
    expect(answers[1]).toBeLessThan(500);
    for (const marker of MARKERS) expect(lines.join("\n")).not.toContain(marker);
  });
});
