// The build's assets compressed (server/precompressed-assets.ts) while the server's build runs, not
// after it. React Router builds the browser's files, then the server's; the server's build is mostly
// JavaScript on one thread, and compressing 2 MB of scripts at brotli's best is some 4 s of work for
// zlib's own threads. As a step after the server's build it took 2.7 s on its own; beside it, the
// whole `npm run build` took 11.8 s against 12.8 s on two cores (the means of seven runs each, in
// turns), in every `npm start` and the first start of a fresh clone.
//
// The server's build moves its own stylesheets into the browser's assets (React Router: "moved from
// React Router server build to client assets"), after the first pass has listed the folder: a second
// pass, once the server's build is written, compresses what the first did not take.
import path from "node:path";
import type { Plugin } from "vite";
import { type PrecompressedAssets, precompressAssets } from "../server/precompressed-assets.ts";

export function precompressBesideServerBuild(): Plugin {
  let assetsDir: string | undefined;
  let firstPass: Promise<PrecompressedAssets> | undefined;
  return {
    name: "precompress-beside-server-build",
    apply: "build",
    writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      assetsDir = path.join(options.dir, this.environment.config.build.assetsDir);
      firstPass = precompressAssets(assetsDir);
      // Awaited when the server's build closes; until then, a failure must not end the process unheard.
      firstPass.catch(() => undefined);
    },
    async closeBundle() {
      if (this.environment.name !== "ssr" || !assetsDir || !firstPass) return;
      const first = await firstPass;
      const second = await precompressAssets(assetsDir, first.taken);
      const files = first.files + second.files;
      const bytes = first.bytes + second.bytes;
      const brotliBytes = first.brotliBytes + second.brotliBytes;
      this.environment.logger.info(`precompressed ${files} assets: ${bytes} bytes as ${brotliBytes} with brotli`);
    },
  };
}
