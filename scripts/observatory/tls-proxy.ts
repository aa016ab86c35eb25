// The site as production runs it: Debian's nginx terminates TLS in front of the app, with a
// certificate made for this run, and its plain-HTTP port sends every request to https. Loopback
// only; everything lives in one throw-away folder (configuration, key, certificate, temp files).
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { freePort } from "../../app/.server/db/embedded-postgres.ts";

export interface TlsProxy {
  httpPort: number;
  httpsPort: number;
  /** The certificate nginx presents: the scanner is told to trust it. */
  certificateFile: string;
  stop(): Promise<void>;
}

/** Where a program is, on the PATH or in the system folders a non-root PATH leaves out; undefined when absent. */
export function findProgram(name: string): string | undefined {
  const folders = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin", "/sbin"];
  return folders.map((folder) => path.join(folder, name)).find((file) => fs.existsSync(file));
}

/** The version nginx reports (on standard error). */
export function nginxVersion(nginx: string): string {
  const { stderr } = spawnSync(nginx, ["-v"], { encoding: "utf8" });
  return /nginx\/(\S+)/.exec(stderr ?? "")?.[1] ?? "unknown";
}

/** A self-signed certificate for `serverName`, good for two days: it lives as long as the run. */
function makeCertificate(dir: string, serverName: string): { certificate: string; key: string } {
  const certificate = path.join(dir, "certificate.pem");
  const key = path.join(dir, "key.pem");
  const request = ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2"];
  const subject = ["-subj", `/CN=${serverName}`, "-addext", `subjectAltName=DNS:${serverName}`];
  execFileSync("openssl", [...request, ...subject, "-keyout", key, "-out", certificate], { stdio: "pipe" });
  fs.chmodSync(key, 0o600);
  return { certificate, key };
}

interface NginxSettings {
  dir: string;
  serverName: string;
  httpPort: number;
  httpsPort: number;
  upstreamPort: number;
  certificate: string;
  key: string;
}

// One process without a master (`master_process off`): stopping it stops everything, so a failed run
// never leaves a worker holding a port. The proxy adds no header of its own: what is graded is the app.
function nginxConfig(settings: NginxSettings): string {
  const { dir, serverName, httpPort, httpsPort, upstreamPort } = settings;
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (kind) => `  ${kind}_temp_path ${path.join(dir, `${kind}-temp`)};`,
  );
  return `daemon off;
master_process off;
pid ${path.join(dir, "nginx.pid")};
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  server_tokens off;
${temp.join("\n")}
  client_max_body_size 16m;
  server {
    listen 127.0.0.1:${httpPort};
    server_name ${serverName};
    # Port 80 in production, where the port is left out of the address.
    return 301 https://$host:${httpsPort}$request_uri;
  }
  server {
    listen 127.0.0.1:${httpsPort} ssl;
    server_name ${serverName};
    ssl_certificate ${settings.certificate};
    ssl_certificate_key ${settings.key};
    ssl_protocols TLSv1.2 TLSv1.3;
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

function portAccepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function waitForPorts(child: ChildProcess, ports: number[], output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx exited:\n${output()}`);
    if ((await Promise.all(ports.map(portAccepts))).every(Boolean)) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen within 15 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Starts nginx in `dir` in front of the app on `upstreamPort`; `nginx` is its program. */
export async function startTlsProxy(options: {
  nginx: string;
  dir: string;
  serverName: string;
  upstreamPort: number;
}): Promise<TlsProxy> {
  const { certificate, key } = makeCertificate(options.dir, options.serverName);
  const httpPort = await freePort();
  const httpsPort = await freePort();
  const configFile = path.join(options.dir, "nginx.conf");
  fs.writeFileSync(configFile, nginxConfig({ ...options, httpPort, httpsPort, certificate, key }));
  // -e: the error log before the configuration is read, otherwise a file under /var/log.
  const child = spawn(options.nginx, ["-p", options.dir, "-c", configFile, "-e", "stderr"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    await waitForPorts(child, [httpPort, httpsPort], () => output);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { httpPort, httpsPort, certificateFile: certificate, stop: () => stopProcess(child) };
}
