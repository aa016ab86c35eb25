// The process that draws the pictures waiting in a data folder (pending-pictures.ts starts it after
// the server listens): at the lowest CPU priority, so it takes only what the pages leave, and with a
// drawing per core. The priority is set before anything starts a thread, since every thread (libuv's
// pool, libvips' own) takes its creator's. It stops when the server does, or disappears: the drawings
// not yet drawn stay for the next start. Run by Node itself from the checkout, as TypeScript.
import os from "node:os";
import { drawPendingOriginals } from "../app/.server/images/pending-originals.ts";

os.setPriority(19);
const [dataDir, first = ""] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: draw-pictures.ts <data folder> [first keys, comma-separated]");
// The server holds the other end of this channel: when it ends, for whatever reason, so does this.
process.on("disconnect", () => process.exit(0));

const report = await drawPendingOriginals(dataDir, {
  first: first.split(",").filter(Boolean),
  workers: os.availableParallelism(),
});
process.send?.(report, () => process.disconnect?.());
