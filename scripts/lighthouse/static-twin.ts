// The baseline of every page Lighthouse measures: the same page's HTML as the app sent it, served
// by nginx (Debian's package) as a static file, with every script taken out (the limit the issue
// sets: no script runs there). Stylesheets, fonts and pictures are the app's own: the build's
// assets are served from a copy by nginx, and everything else (pictures) is passed to the app.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../app/.server/db/embedded-postgres.ts";

const NGINX = "/usr/sbin/nginx";

export interface StaticTwins {
  /** The twin of the page given at `index`. */
  url(index: number): string;
  stop(): Promise<void>;
}

/** The HTML without its scripts: inline and module scripts and module preloads. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

/**
 * Starts nginx serving each of `pages` (HTML, scripts already taken out) at /static-twin/<index>/
 * (two pages may share a path and differ by their query), the build's assets from `clientDir`, and
 * anything else (pictures) from `appOrigin`.
 */
export async function startStaticTwins(pages: string[], clientDir: string, appOrigin: string): Promise<StaticTwins> {
  // The worker runs as an unprivileged user when started by root: everything it reads is copied
  // into a folder of the system's temporary folder, opened to it.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-nginx-"));
  fs.chmodSync(dir, 0o755);
  fs.cpSync(path.join(clientDir, "assets"), path.join(dir, "assets"), { recursive: true });
  const locations: string[] = [];
  pages.forEach((html, index) => {
    fs.writeFileSync(path.join(dir, `page-${index}.html`), html);
    locations.push(`    location = /static-twin/${index}/ { try_files /page-${index}.html =404; }`);
  });
  for (const file of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, file);
    fs.chmodSync(full, fs.statSync(full).isDirectory() ? 0o755 : 0o644);
  }
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
  include /etc/nginx/mime.types;
  default_type "text/html; charset=utf-8";
  gzip_static on;
  gzip on;
  gzip_types text/css application/javascript image/svg+xml;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server {
    listen 127.0.0.1:${port};
    root ${dir};
${locations.join("\n")}
    location /assets/ { expires 1y; }
    location / { proxy_pass ${appOrigin}; }
  }
}
`,
  );
  const child = spawn(NGINX, ["-p", dir, "-c", config, "-e", path.join(dir, "error.log")], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const answered = await fetch(`${origin}/static-twin/0/`).then(
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
    url: (index) => `${origin}/static-twin/${index}/`,
    async stop() {
      child.kill("SIGQUIT");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
