// HTTP for the scripted visitors of the scale run. Each visitor connects from an address of its own
// on the loopback (127.1.x.y: Linux answers the whole 127.0.0.0/8), so the load balancer sees as
// many visitors as there are, forwards each address, and the app's per-visitor limits count each
// one apart, as they would on the internet. fetch cannot choose its source address; node:http can.
import http from "node:http";

export interface Answer {
  status: number;
  location: string | null;
  /** The `name=value` part of every Set-Cookie. */
  cookies: string[];
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RequestOptions {
  method?: "GET" | "POST";
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string> | [string, string][];
  cookie?: string;
  /** The visitor's address (the connection's source); default 127.0.0.1. */
  from?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** The n-th visitor's address (n from 0): 127.1.1.1, 127.1.1.2, ... 62,500 of them. */
export function visitorAddress(n: number): string {
  const k = n % 62_500;
  return `127.1.${Math.floor(k / 250) + 1}.${(k % 250) + 1}`;
}

export function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  const target = new URL(url);
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers["content-type"] = "application/x-www-form-urlencoded";
  if (options.cookie) headers.cookie = options.cookie;
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? (body === undefined ? "GET" : "POST"),
        headers,
        localAddress: options.from,
        agent: false,
        timeout: options.timeoutMs ?? 30_000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("error", reject);
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            location: incoming.headers.location ?? null,
            cookies: (incoming.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0] ?? ""),
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${options.timeoutMs ?? 30_000} ms`)));
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** The form token of a page's form (what formToken of scripts/reliability/form-client.ts reads). */
export function tokenIn(answer: Answer, path: string): string {
  const token = /name="formToken" value="([^"]+)"/.exec(answer.body)?.[1];
  if (!token) throw new Error(`${path}: no form token in the page (status ${answer.status})`);
  return token;
}

/** Signs in through the sign-in form: the session cookie and the page it leads to, or an error. */
export async function signIn(
  baseUrl: string,
  account: { email: string; password: string },
  from?: string,
): Promise<{ cookie: string; landing: string }> {
  const answer = await request(`${baseUrl}/nl/login/`, {
    form: { email: account.email, password: account.password },
    from,
  });
  const cookie = answer.cookies.find((entry) => entry.startsWith("session="));
  if (answer.status !== 302 || !cookie || !answer.location) throw new Error(`sign-in answered ${answer.status}`);
  return { cookie, landing: answer.location };
}
