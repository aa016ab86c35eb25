// The security events of sign-in and one's own account page, as the site logs them while it answers
// real requests (its real routes and database): an account guessed from many addresses, wrong
// two-factor codes and the lock they bring, wrong current passwords and the wait they bring. Each
// line says what and where, never who. What the visitor is told goes with it: the wait, or the time
// the codes are locked until.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityLines } from "../../../tests/support/logged-lines.ts";
import { seedMinimalSite } from "../../../tests/support/minimal-site.ts";
import { type SiteWithoutBuild, startSiteWithoutBuild } from "../../../tests/support/site-without-build.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { totp } from "../../../tests/support/totp.ts";
import { cookieHeader, setUpTwoFactor } from "../../../tests/support/two-factor-account.ts";
import { configureAuth } from "./auth.ts";
import { createUser } from "./users.ts";

const FORM_SECRET = "a-test-secret-that-is-long-enough-to-sign";
let database: TestDatabase;
let site: SiteWithoutBuild;

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  await seedMinimalSite(database.url);
  site = await startSiteWithoutBuild({ FORM_SECRET, TRUST_PROXY: "loopback" }, database.url);
  // The site keys its sign-in library from FORM_SECRET; the same key here sets codes up it can read.
  configureAuth({ db: database.db, secret: FORM_SECRET, origin: site.base });
});

afterAll(async () => {
  await site?.close();
  await database?.cleanup();
});

/** A form posted from the site's own page, from `address`, with the cookies given. */
function post(path: string, form: Record<string, string>, address: string, cookie = ""): Promise<Response> {
  return fetch(`${site.base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "navigate",
      accept: "text/html",
      "x-forwarded-for": address,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(form).toString(),
  });
}

describe("security events of sign-in and one's own account", () => {
  it("an account guessed from many addresses is slowed, logged as such, and told how long", async () => {
    const email = "guessed@example.be";
    await createUser(database.db, { name: "Guessed", email, password: "the-right-password", role: "agent" });
    const answers: Response[] = [];
    const lines = await securityLines(async () => {
      // Two guesses from each address: neither an address nor a pair ever reaches its brake. Past
      // ten free failures each one doubles the account's wait: soon one is made to wait, however
      // slowly the requests go.
      for (let attempt = 0; attempt < 40 && answers.at(-1)?.status !== 429; attempt += 1) {
        const address = `198.51.100.${Math.floor(attempt / 2) + 1}`;
        answers.push(await post("/nl/login/", { email, password: `guess-${attempt}` }, address));
      }
    });
    const statuses = answers.map((answer) => answer.status);
    const failures = statuses.length - 1;
    expect(failures).toBeGreaterThanOrEqual(11);
    expect(statuses).toEqual([...Array(failures).fill(401), 429]);
    const slowed = answers.at(-1);
    const seconds = Number(slowed?.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(await slowed?.text()).toContain("Te veel mislukte pogingen. Probeer het opnieuw over");
    expect(lines).toEqual([
      ...Array(failures).fill("[security] sign-in-failed /nl/login/"),
      "[security] sign-in-account-slowed /nl/login/",
    ]);
    for (const line of lines) expect(line).not.toMatch(/guessed|198\.51/);
  });

  it("each wrong two-factor code is logged, and the lock; the lock is told with its time, even to a right code", async () => {
    const manager = { id: "hilde", email: "hilde@example.be", password: "the-managers-password" };
    await createUser(database.db, { ...manager, name: "Hilde", role: "manager" });
    const { key } = await setUpTwoFactor(site.base, manager);
    const address = "192.0.2.10";
    const codeStep = async () => {
      const answer = await post("/nl/login/", { email: manager.email, password: manager.password }, address);
      expect(answer.status).toBe(200);
      return cookieHeader(answer.headers);
    };
    const good = new Set([-30_000, 0, 30_000, 60_000].map((offset) => totp(key, Date.now() + offset)));
    const wrong = ["000000", "111111", "222222", "333333", "444444", "555555"].filter((code) => !good.has(code));
    const statuses: number[] = [];
    let locked = "";
    let right: Response | undefined;
    const lines = await securityLines(async () => {
      for (const round of [5, 5]) {
        const cookie = await codeStep();
        for (let i = 0; i < round; i += 1) {
          const answer = await post("/nl/login/", { intent: "code", code: wrong[i] ?? "" }, address, cookie);
          statuses.push(answer.status);
          if (answer.status === 429) locked = await answer.text();
        }
      }
      right = await post(
        "/nl/login/",
        { intent: "code", code: totp(key, Date.now() + 30_000) },
        address,
        await codeStep(),
      );
    });
    expect(statuses).toEqual([...Array(9).fill(401), 429]);
    expect(locked).toMatch(/Te veel foute codes: codes uit uw app worden geweigerd tot \d{1,2}:\d{2}\./);
    expect(right?.status).toBe(429);
    expect(await right?.text()).toContain("Met een van uw reservecodes kunt u wel inloggen.");
    expect(lines).toEqual([
      ...Array(10).fill("[security] two-factor-failed /nl/login/"),
      "[security] two-factor-locked /nl/login/",
      "[security] two-factor-locked /nl/login/",
    ]);
  });

  it("wrong current passwords on the account page are logged, and the session is made to wait, told how long", async () => {
    const agent = { email: "agent@example.be", password: "the-agents-password" };
    await createUser(database.db, { ...agent, name: "Agent", role: "agent" });
    const address = "192.0.2.20";
    const signedIn = await post("/nl/login/", agent, address);
    expect(signedIn.status).toBe(302);
    const session = cookieHeader(signedIn.headers);
    const answers: Response[] = [];
    const lines = await securityLines(async () => {
      // Past three free ones each wrong password doubles the wait: soon one is made to wait, however
      // slowly the requests go.
      for (let attempt = 0; attempt < 20 && answers.at(-1)?.status !== 429; attempt += 1) {
        const form = { intent: "two-factor-start", password: `not-my-password-${attempt}` };
        answers.push(await post("/admin/account/", form, address, session));
      }
    });
    const statuses = answers.map((answer) => answer.status);
    const failures = statuses.length - 1;
    expect(failures).toBeGreaterThanOrEqual(4);
    expect(statuses).toEqual([...Array(failures).fill(400), 429]);
    const last = answers.at(-1);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await last?.text()).toContain("Te veel mislukte pogingen. Probeer het opnieuw over");
    expect(lines).toEqual([
      ...Array(failures).fill("[security] password-check-failed /admin/account/"),
      "[security] password-check-slowed /admin/account/",
    ]);
  });
});
