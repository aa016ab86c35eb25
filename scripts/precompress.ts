// After the build: each text asset under build/client/assets is also written brotli-compressed at the
// highest quality (.br) and gzip-compressed (.gz), which the server sends as they are to browsers that
// accept them. Compressing on the fly is fast but weaker (the main script: 66.1 KB on the fly, 56.9 KB
// at brotli's best); done once here it costs nothing per request.
import { precompressAssets } from "../server/precompressed-assets.ts";

const dir = process.argv[2] ?? "build/client/assets";
const written = await precompressAssets(dir);
console.log(`precompressed ${written.files} assets: ${written.bytes} bytes as ${written.brotliBytes} with brotli`);
