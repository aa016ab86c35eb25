// The baseline the issue asks for: nginx (Debian's package) serving the same bytes as a static file,
// one worker process against the app's one process. Every path answers with the one file, as the
// Node static server does.
import fs from "node:fs";
import path from "node:path";
import { type Measurement, type MeasureOptions, measure } from "./measure.ts";
import { startPrivateNginx } from "./private-nginx.ts";
import { startStaticServer } from "./static-baseline.ts";

export async function startNginx(file: string, contentType: string): Promise<{ url: string; stop(): Promise<void> }> {
  const nginx = await startPrivateNginx("bench-nginx-", (dir) => {
    fs.copyFileSync(file, path.join(dir, "page"));
    return `    default_type "${contentType}";
    location / { try_files /page =404; }`;
  });
  return { url: `${nginx.origin}/`, stop: nginx.stop };
}

/** A file measured from the Node static server (which sends it as HTML). */
export async function measureNodeStaticServer(file: string, load: MeasureOptions): Promise<Measurement> {
  const server = await startStaticServer(file);
  try {
    return await measure(server.url, load);
  } finally {
    server.stop();
  }
}

/** The same file measured from nginx and from the Node static server, one after the other. */
export async function measureStaticBaselines(
  file: string,
  contentType: string,
  load: MeasureOptions,
): Promise<{ nginx: Measurement; node: Measurement }> {
  const node = await measureNodeStaticServer(file, load);
  const nginx = await startNginx(file, contentType);
  try {
    return { nginx: await measure(nginx.url, load), node };
  } finally {
    await nginx.stop();
  }
}
