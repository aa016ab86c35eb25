// nginx (Debian's package) run by a script: one worker, in the foreground, with a configuration,
// prefix, pid file and logs of its own in a folder of the system's temporary folder, so the
// system's nginx is never touched. The worker runs as an unprivileged user when started by root,
// so the folder, and everything the caller puts in it, is opened to it.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../app/.server/db/embedded-postgres.ts";

const NGINX = "/usr/sbin/nginx";

export interface PrivateNginx {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * Makes the folder, lets `fill` put the files to serve in it and return the `server` block's
 * directives (its `listen` and `root` are set here), starts nginx and waits until `readyPath`
 * answers 200.
 */
export async function startPrivateNginx(
  prefix: string,
  fill: (dir: string) => string,
  readyPath = "/",
  httpDirectives = "",
): Promise<PrivateNginx> {
  if (!fs.existsSync(NGINX))
    throw new Error(`${NGINX} is missing: the static baselines need Debian's nginx (apt-get install nginx-light)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const port = await freePort();
  const serverDirectives = fill(dir);
  for (const file of ["", ...(fs.readdirSync(dir, { recursive: true }) as string[])]) {
    const full = path.join(dir, file);
    fs.chmodSync(full, fs.statSync(full).isDirectory() ? 0o755 : 0o644);
  }
  const config = path.join(dir, "nginx.conf");
  const errorLog = path.join(dir, "error.log");
  fs.writeFileSync(
    config,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${errorLog} warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
${httpDirectives}
  server {
    listen 127.0.0.1:${port};
    root ${dir};
${serverDirectives}
  }
}
`,
  );
  const child = spawn(NGINX, ["-p", dir, "-c", config, "-e", errorLog], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill("SIGQUIT");
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries += 1) {
    const answered = await fetch(`${origin}${readyPath}`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (answered) return { origin, stop };
    if (child.exitCode !== null || tries > 200) {
      const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, "utf8").trim() : "no error log";
      await stop();
      throw new Error(`nginx did not start: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
