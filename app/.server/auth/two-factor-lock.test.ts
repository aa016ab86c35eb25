// Wrong two-factor codes against the real library and database: ten in a row lock the codes from the
// app, and the answer says so (a right code included) instead of "wrong"; a backup code still lets
// in during the lock and lifts it; another account is not touched.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { totp } from "../../../tests/support/totp.ts";
import { cookieHeader, postTo, setUpTwoFactor } from "../../../tests/support/two-factor-account.ts";
import { configureAuth } from "./auth.ts";
import { signIn, signInWithCode } from "./sign-in.ts";
import { codesLockedUntil, LOCK_MINUTES } from "./two-factor-lock.ts";
import { createUser } from "./users.ts";

const ORIGIN = "http://localhost:3000";
const HILDE = { id: "hilde", email: "hilde@example.be", password: "the-managers-password" };
const JAN = { id: "jan", email: "jan@example.be", password: "the-other-managers-password" };
let database: TestDatabase;
const keys: Record<string, { key: string; backupCodes: string[] }> = {};

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  configureAuth({ db: database.db, secret: "a-test-secret-that-is-long-enough-to-derive-from", origin: ORIGIN });
  for (const manager of [HILDE, JAN]) {
    await createUser(database.db, { ...manager, name: manager.id, role: "manager" });
    keys[manager.id] = await setUpTwoFactor(ORIGIN, manager);
  }
});

afterAll(() => database?.cleanup());

/** A sign-in with the password, up to the code step: the request a code is then sent with. */
async function codeStep(account: { email: string; password: string }): Promise<Request> {
  const step = await signIn(postTo(`${ORIGIN}/nl/login/`), account.email, account.password);
  if (step?.kind !== "code-needed") throw new Error("no code step");
  return postTo(`${ORIGIN}/nl/login/`, cookieHeader(step.headers));
}

/** Six digits the app shows at no moment the library accepts now. */
function wrongCode(key: string): string {
  const good = new Set([-30_000, 0, 30_000].map((offset) => totp(key, Date.now() + offset)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, "0");
    if (!good.has(code)) return code;
  }
}

describe("wrong two-factor codes", () => {
  it("lock the codes from the app after ten, say until when, let a backup code in and lift the lock", async () => {
    const { key, backupCodes } = keys.hilde ?? { key: "", backupCodes: [] };
    // Five codes per sign-in; the sixth would end it.
    const first = await codeStep(HILDE);
    for (let i = 0; i < 5; i += 1) expect(await signInWithCode(first, wrongCode(key))).toBe("wrong");
    const second = await codeStep(HILDE);
    for (let i = 0; i < 4; i += 1) expect(await signInWithCode(second, wrongCode(key))).toBe("wrong");
    const before = Date.now();
    const tenth = await signInWithCode(second, wrongCode(key));
    expect(tenth).toMatchObject({ kind: "locked", byThisCode: true });
    const until = typeof tenth === "object" && "until" in tenth ? tenth.until.getTime() : 0;
    expect(until).toBeGreaterThanOrEqual(before + LOCK_MINUTES * 60 * 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + LOCK_MINUTES * 60 * 1000);

    // The right code from the app is not "wrong" during the lock: it is refused for the lock.
    const third = await codeStep(HILDE);
    const right = totp(key, Date.now() + 30_000);
    expect(await signInWithCode(third, right)).toEqual({ kind: "locked", until: new Date(until), byThisCode: false });
    // Another manager's codes are not locked.
    expect(await signInWithCode(await codeStep(JAN), totp(keys.jan?.key ?? "", Date.now() + 30_000))).toMatchObject({
      kind: "signed-in",
    });

    // A backup code lets in, and the codes from the app work again.
    expect(await signInWithCode(third, backupCodes[0] ?? "")).toMatchObject({ kind: "signed-in" });
    expect(await codesLockedUntil(HILDE.id)).toBeNull();
    expect(await signInWithCode(await codeStep(HILDE), right)).toMatchObject({ kind: "signed-in" });
  });

  it("count wrong backup codes too, and start again after a code that lets in", async () => {
    const step = await codeStep(JAN);
    for (let i = 0; i < 4; i += 1) expect(await signInWithCode(step, `wrong-${i}-code`)).toBe("wrong");
    const [row] = await database.db.$client
      .query<{ failed_verification_count: number }>(
        "select failed_verification_count from two_factors where user_id = 'jan'",
      )
      .then((result) => result.rows);
    expect(row?.failed_verification_count).toBe(4);
    expect(await signInWithCode(step, keys.jan?.backupCodes[0] ?? "")).toMatchObject({ kind: "signed-in" });
    expect(await codesLockedUntil(JAN.id)).toBeNull();
    const [after] = await database.db.$client
      .query<{ failed_verification_count: number }>(
        "select failed_verification_count from two_factors where user_id = 'jan'",
      )
      .then((result) => result.rows);
    expect(after?.failed_verification_count).toBe(0);
  });

  it("without a half-done sign-in, any code is answered: log in again", async () => {
    expect(await signInWithCode(postTo(`${ORIGIN}/nl/login/`), "123456")).toBe("expired");
    expect(await signInWithCode(postTo(`${ORIGIN}/nl/login/`, "auth.two_factor=forged.value"), "123456")).toBe(
      "expired",
    );
  });
});
