// The page cache of the production server: kept pages are served again with a fresh CSP nonce that
// the browser accepts (hydration and scripts work), and a content change drops them at once.
import { announceChange } from "../support/e2e-database.ts";
import { newAccount } from "../support/staff-accounts.ts";
import { confirmedTwoFactor } from "../support/staff-sessions.ts";
import { expect, test } from "./fixtures.ts";

const LIST = "/en/for-sale/?sort=city";

function nonces(html: string): string[] {
  return [...new Set([...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1] ?? ""))];
}

function policyNonce(policy: string | undefined): string | undefined {
  return /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
}

test("a kept page is served again, each time with the nonce of its own CSP header", async ({ request }) => {
  await announceChange();
  await expect.poll(async () => (await request.get(LIST)).headers()["x-page-cache"], { timeout: 0 }).toBe("hit");
  // Other specs change content at the same time, each change dropping the kept pages: two answers in
  // a row from the cache are asked for again until no change fell between them.
  await expect(async () => {
    const answers = [await request.get(LIST), await request.get(LIST)];
    const seen: string[] = [];
    for (const answer of answers) {
      expect(answer.headers()["x-page-cache"]).toBe("hit");
      const html = await answer.text();
      const inPage = nonces(html);
      expect(inPage).toHaveLength(1);
      expect(inPage[0]).toBe(policyNonce(answer.headers()["content-security-policy"]));
      seen.push(inPage[0] ?? "");
    }
    expect(seen[0]).not.toBe(seen[1]);
  }).toPass();
});

test("a content change drops kept pages in the running server", async ({ request }) => {
  await expect.poll(async () => (await request.get(LIST)).headers()["x-page-cache"], { timeout: 0 }).toBe("hit");
  await announceChange();
  await expect.poll(async () => (await request.get(LIST)).headers()["x-page-cache"], { timeout: 0 }).toBe("miss");
});

test("a kept page hydrates: its links navigate in the browser without reloading", async ({ page, request }) => {
  await request.get(LIST);
  const response = await page.goto(LIST);
  expect(response?.headers()["x-page-cache"]).toBe("hit");
  await page.evaluate(() => {
    (window as unknown as { keptPage: boolean }).keptPage = true;
  });
  await page.getByRole("link", { name: "List" }).click();
  await expect(page).toHaveURL(/view=list/);
  // Still the same document: React Router took the click, so the page's scripts ran.
  expect(await page.evaluate(() => (window as unknown as { keptPage?: boolean }).keptPage)).toBe(true);
});

test("parameters a page does not read make no kept page of their own", async ({ request }) => {
  await expect.poll(async () => (await request.get(LIST)).headers()["x-page-cache"], { timeout: 0 }).toBe("hit");
  // Other specs change content at the same time, each change dropping the kept pages: asked again
  // until no change fell between the list kept and the junk asked.
  await expect(async () => {
    await request.get(LIST);
    for (let n = 0; n < 20; n += 1) {
      const junk = await request.get(`${LIST}&junk${n}=${n}`);
      expect(junk.headers()["x-page-cache"]).toBe("hit");
    }
  }).toPass();
  for (const path of ["/en/?junk=1", "/en/?junk=1"]) {
    expect((await request.get(path)).headers()["x-page-cache"], path).not.toBe("hit");
  }
});

test("pages that must not be shared are never kept", async ({ request }) => {
  for (const path of ["/en/login/", "/en/for-sale/x/y/999999999/"]) {
    await request.get(path);
    const again = await request.get(path);
    expect(again.headers()["x-page-cache"], path).not.toBe("hit");
  }
});

// A shared computer's back button or a proxy must not show the sign-in form with what was typed, nor
// the two-factor step that follows a right password.
test("the sign-in page and its two-factor step are never stored, by a browser or a proxy", async ({
  playwright,
  request,
  baseURL,
}) => {
  for (const path of ["/nl/login/", "/fr/login/", "/nl/login/?next=/admin/"]) {
    expect((await request.get(path)).headers()["cache-control"], path).toContain("no-store");
  }
  // A manager with two-factor codes: the right password leads to the code step.
  const manager = await newAccount("manager");
  await confirmedTwoFactor(manager.id);
  const visitor = await playwright.request.newContext({ baseURL });
  try {
    const step = await visitor.post("/nl/login/", {
      form: { email: manager.email, password: manager.password },
      maxRedirects: 0,
    });
    expect(step.status()).toBe(200);
    expect(await step.text()).toContain('name="code"');
    expect(step.headers()["cache-control"]).toContain("no-store");
    const wrong = await visitor.post("/nl/login/", {
      form: { email: manager.email, password: "wrong" },
      maxRedirects: 0,
    });
    expect(wrong.status()).toBe(401);
    expect(wrong.headers()["cache-control"]).toContain("no-store");
  } finally {
    await visitor.dispose();
  }
});
