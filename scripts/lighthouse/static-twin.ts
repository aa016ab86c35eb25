// The baseline of every page Lighthouse measures: the same page's HTML as the app sent it, served
// by nginx (Debian's package) as a static file, with every script taken out (the limit the issue
// sets: no script runs there). Stylesheets, fonts and pictures are the app's own: the build's
// assets are served from a copy by nginx, and everything else (pictures) is passed to the app.
import fs from "node:fs";
import path from "node:path";
import { startPrivateNginx } from "../bench/private-nginx.ts";

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
  const nginx = await startPrivateNginx(
    "lighthouse-nginx-",
    (dir) => {
      fs.cpSync(path.join(clientDir, "assets"), path.join(dir, "assets"), { recursive: true });
      const locations = pages.map((html, index) => {
        fs.writeFileSync(path.join(dir, `page-${index}.html`), html);
        return `    location = /static-twin/${index}/ { try_files /page-${index}.html =404; }`;
      });
      return `${locations.join("\n")}
    location /assets/ { expires 1y; }
    location / { proxy_pass ${appOrigin}; }`;
    },
    "/static-twin/0/",
    `  include /etc/nginx/mime.types;
  default_type "text/html; charset=utf-8";
  gzip_static on;
  gzip on;
  gzip_types text/css application/javascript image/svg+xml;`,
  );
  return { url: (index) => `${nginx.origin}/static-twin/${index}/`, stop: nginx.stop };
}
