// A visitor without JavaScript, as a script: fetch the form page for its token, post the fields,
// read the answer. What every part of the reliability run uses to talk to the site.

export interface PostResult {
  status: number;
  location: string | null;
}

export async function formToken(baseUrl: string, path: string): Promise<string> {
  const page = await fetch(`${baseUrl}${path}`);
  const html = await page.text();
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error(`${path}: no form token in the page (status ${page.status})`);
  return token;
}

export async function postForm(baseUrl: string, path: string, fields: Record<string, string>): Promise<PostResult> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get("location") };
}

/** The site contact form of visitor number `n`, filled in as a person would. */
export function contactFields(n: number, token: string): Record<string, string> {
  return {
    formToken: token,
    title: n % 3 === 0 ? "mr" : "ms",
    firstName: `Visitor${n}`,
    lastName: "Reliability",
    email: `visitor-${n}@example.be`,
    phone: "0470 12 34 56",
    remark: `Submission ${n}`,
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits until `check` holds, polling; fails after `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}
