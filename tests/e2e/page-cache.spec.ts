// The page cache of the production server: kept pages are served again as the same bytes, their
// inline scripts allowed by their hashes, which the browser accepts (hydration and scripts work), and
// a content change drops them at once.
import { createHash } from "node:crypto";
import { announceChange } from "../support/e2e-database.ts";
import { newAccount } from "../support/staff-accounts.ts";
import { confirmedTwoFactor } from "../support/staff-sessions.ts";
import { expect, test } from "./fixtures.ts";

const LIST = "/en/for-sale/?sort=city";

/** The hashes of the inline scripts a page runs (not its JSON-LD, nor its inert module list). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\bsrc=|type="(application\/ld\+json|text\/x-module)"/.test(attributes))
    .map(([, , text = ""]) => createHash("sha256").update(text, "utf8").digest("base64"));
}

function policyHashes(policy: string | undefined): string[] {
  return [...(policy ?? "").matchAll(/'sha256-([^']+)'/g)].map((match) => match[1] ?? "");
}

test("a kept page is served again as the same bytes, every inline script allowed by its hash and none by a nonce", async ({
  request,
}) => {
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
      const policy = answer.headers()["content-security-policy"];
      expect(html).not.toMatch(/<script[^>]* nonce=/);
      expect(policy).not.toContain("'nonce-");
      const inPage = inlineScriptHashes(html);
      expect(inPage.length).toBeGreaterThan(2);
      expect(policyHashes(policy).sort()).toEqual([...new Set(inPage)].sort());
      seen.push(html);
    }
    expect(seen[1]).toBe(seen[0]);
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
