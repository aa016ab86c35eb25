// nginx (Debian's package) as the load balancer in front of the app instances: a child process in the
// foreground with a configuration, prefix, pid file and logs of its own in a temporary folder, so it
// touches nothing of the system's nginx. Its access log records, for every request, the status it
// answered and what each instance it tried answered: that is where failed requests are counted.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const NGINX = "/usr/sbin/nginx";

export interface LoadBalancer {
  url: string;
  pid: number;
  /** The access log's current length: pass it to `requestsSince` to count what came after. */
  mark(): number;
  requestsSince(mark: number): AccessTally;
  /** The last lines of nginx's error log (why a request failed, if one did). */
  errors(): string;
  stop(): Promise<void>;
}

export interface AccessTally {
  requests: number;
  /** Answers of 500 and more sent by the load balancer to a client. */
  failed: number;
  /** Requests the client closed before the answer (the load generator stopping at its deadline). */
  closedByClient: number;
  /** Requests one instance could not answer (refused connection, 502/503) and the next one did. */
  retriedOnAnother: number;
  /** Requests answered, by the instance that answered them. */
  byInstance: Record<string, number>;
  /** A few failed requests as logged, to say which. */
  failures: string[];
}

/** The configuration: one worker, upstream keep-alive, a request retried on the next instance on failure. */
export function nginxConfig(dir: string, port: number, upstreams: string[]): string {
  return `daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  log_format scale '$status "$upstream_status" "$upstream_addr" $request_method $request_uri';
  access_log ${dir}/access.log scale;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 25m;
  upstream site {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`).join("\n")}
    keepalive 64;
    # Shorter than Node's keep-alive timeout (5 s): nginx drops an idle connection before the app
    # does, so it never sends a request on a connection the app is closing.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The address nginx saw, replacing whatever the client wrote: the app trusts one hop.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

function tally(lines: string[]): AccessTally {
  const result: AccessTally = {
    requests: 0,
    failed: 0,
    closedByClient: 0,
    retriedOnAnother: 0,
    byInstance: {},
    failures: [],
  };
  for (const line of lines) {
    const match = /^(\d{3}) "([^"]*)" "([^"]*)" /.exec(line);
    if (!match) continue;
    const [, status = "", upstreamStatus = "", upstreamAddr = ""] = match;
    result.requests += 1;
    if (status === "499") result.closedByClient += 1;
    else if (Number(status) >= 500) {
      result.failed += 1;
      if (result.failures.length < 10) result.failures.push(line);
    }
    if (upstreamStatus.includes(",")) result.retriedOnAnother += 1;
    const answered = upstreamAddr.split(",").at(-1)?.trim();
    if (answered && answered !== "-") result.byInstance[answered] = (result.byInstance[answered] ?? 0) + 1;
  }
  return result;
}

export async function startLoadBalancer(dir: string, port: number, upstreams: string[]): Promise<LoadBalancer> {
  // nginx's worker runs as an unprivileged user when started by root: it must write its temp folders.
  for (const folder of ["client-body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    fs.mkdirSync(path.join(dir, folder), { recursive: true, mode: 0o777 });
    fs.chmodSync(path.join(dir, folder), 0o777);
  }
  const config = path.join(dir, "nginx.conf");
  fs.writeFileSync(config, nginxConfig(dir, port, upstreams));
  const accessLog = path.join(dir, "access.log");
  const errorLog = path.join(dir, "error.log");
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-c", config, "-e", errorLog], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const errors = () =>
    fs.existsSync(errorLog) ? fs.readFileSync(errorLog, "utf8").trim().split("\n").slice(-20).join("\n") : "";

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start (code ${child.exitCode}):\n${errors()}`);
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`nginx did not answer /healthz within 20 s:\n${errors()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    pid: child.pid ?? 0,
    mark: () => (fs.existsSync(accessLog) ? fs.statSync(accessLog).size : 0),
    requestsSince(mark) {
      const text = fs.readFileSync(accessLog).subarray(mark).toString("utf8");
      return tally(text.split("\n"));
    },
    errors,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGQUIT: finish the requests in flight, then exit.
      child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
