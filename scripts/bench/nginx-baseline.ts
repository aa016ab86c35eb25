// The baseline the issue asks for: nginx (Debian's package) serving the same bytes as a static file.
// One worker process against the app's one process; a configuration, prefix and logs of its own in
// a temporary folder, in the foreground, so the system's nginx is never touched. Every path answers
// with the one file, as the Node static server does.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../app/.server/db/embedded-postgres.ts";
import { type Measurement, type MeasureOptions, measure } from "./measure.ts";
import { startStaticServer } from "./static-baseline.ts";

const NGINX = "/usr/sbin/nginx";

export async function startNginx(file: string, contentType: string): Promise<{ url: string; stop(): Promise<void> }> {
  // The worker runs as an unprivileged user when started by root: it must reach and read the file,
  // so the folder is made straight in the system's temporary folder and opened to it.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  fs.chmodSync(dir, 0o755);
  fs.copyFileSync(file, path.join(dir, "page"));
  fs.chmodSync(path.join(dir, "page"), 0o644);
  const port = await freePort();
  const config = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    config,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    default_type "${contentType}";
    location / { try_files /page =404; }
  }
}
`,
  );
  const child = spawn(NGINX, ["-p", dir, "-c", config, "-e", path.join(dir, "error.log")], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}/`;
  for (let tries = 0; ; tries += 1) {
    const answered = await fetch(url).then(
      (response) => response.status === 200,
      () => false,
    );
    if (answered) break;
    if (child.exitCode !== null || tries > 200) {
      const errorLog = path.join(dir, "error.log");
      const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, "utf8").trim() : "no error log";
      child.kill("SIGQUIT");
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      child.kill("SIGQUIT");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The same file measured from nginx and from the Node static server, one after the other. */
export async function measureStaticBaselines(
  file: string,
  contentType: string,
  load: MeasureOptions,
): Promise<{ nginx: Measurement; node: Measurement }> {
  const server = await startStaticServer(file);
  let node: Measurement;
  try {
    node = await measure(server.url, load);
  } finally {
    server.stop();
  }
  const nginx = await startNginx(file, contentType);
  try {
    return { nginx: await measure(nginx.url, load), node };
  } finally {
    await nginx.stop();
  }
}
